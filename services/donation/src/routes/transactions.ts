import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DonationHistory } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  DonationHistorySchema,
  HistoryParamsSchema,
  HistoryQuerySchema,
  ReceiptSchema,
  ReceiptParamsSchema,
} from '@yayasan/contracts/schemas/donation';
import { forbidden, notFound, pageWindow, type Db } from '@yayasan/service-kit';
import type { AuthUser } from '@yayasan/service-kit';
import { historyPage } from '../domain/donor-history';
import { donorTotals } from '../repositories/donor-totals';
import {
  methodLabel,
  NOT_YOUR_TRANSACTION,
  ownTransaction,
  receiptData,
  TRANSACTION_NOT_FOUND,
} from '../domain/payments';
import { userCardByUsername } from '../repositories/user-cards';

const HISTORY_DEFAULT_LIMIT = 100;
const tags = ['history and receipts'];

/** The named user's id when the caller is that user or an administrator; 403 otherwise. */
async function historyOwner(db: Db, caller: AuthUser, username: string): Promise<number> {
  const row = await userCardByUsername(db, username);
  if (row && Number(row.id) === Number(caller.id)) return row.id;
  if (!caller.isAdmin) throw forbidden(NOT_YOUR_TRANSACTION);
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return row.id;
}

/**
 * GET /user/:username/transactions — the user's successful donations, grouped by campaign, newest
 * first; only that user's own token or an administrator's.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/user/:username/transactions',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "A user's successful donations, grouped by campaign (that user or an administrator)",
        tags,
        params: HistoryParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: DonationHistorySchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = await historyOwner(db, request.user!, request.params.username);
      const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, HISTORY_DEFAULT_LIMIT);
      // The totals are kept with the transactions (donor_totals): the page is read from the nearer end of them.
      const totals = await donorTotals(db, userId);
      const rows = await historyPage(db, userId, { limit, offset, total: totals.donations });
      const byCampaign = new Map<string, DonationHistory['transactions'][number]>();
      for (const r of rows) {
        let group = byCampaign.get(r.donation_id);
        if (!group) {
          group = { title: r.title, donation_id: r.donation_id, donors: [] };
          byCampaign.set(r.donation_id, group);
        }
        group.donors.push({
          transaction_id: r.transaction_id,
          order_id: r.order_id,
          donation_amount: Number(r.amount),
          donation_date: r.settled_at ? new Date(r.settled_at).toISOString() : null,
          payment_method: methodLabel(r),
          anonymous: Boolean(r.anonymous),
          name: r.donor_name,
        });
      }
      return {
        transactions: [...byCampaign.values()],
        total_amount: totals.amount,
        total_transactions: totals.donations,
        currentPage: page,
        totalPages: Math.ceil(totals.donations / limit),
      };
    },
  );

  /** One transaction of the user's, as the receipt shows it (any state: the donate flow waits on it). */
  fastify.get(
    '/user/:username/transactions/:trx_id',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "One of the user's transactions as its receipt shows it, in any state",
        tags,
        params: ReceiptParamsSchema,
        response: { 200: ReceiptSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = await historyOwner(db, request.user!, request.params.username);
      const row = await ownTransaction(db, request.user!, request.params.trx_id);
      if (Number(row.user_id) !== Number(userId)) throw notFound(TRANSACTION_NOT_FOUND);
      return receiptData(db, row);
    },
  );
};

export default routes;
