import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { CampaignIdParamsSchema } from '@yayasan/contracts/schemas/donation';
import {
  CampaignLedgerSchema,
  DateRangeQuerySchema,
  DisbursementBodySchema,
  GeneralFundEntryParamsSchema,
  GeneralFundLedgerSchema,
  LedgerEntryParamsSchema,
  LedgerEntrySchema,
  LedgerEntriesPageSchema,
  LedgerEntriesQuerySchema,
  LedgerQuerySchema,
  LedgerSummarySchema,
  OfflineDonationAnswerSchema,
  OfflineDonationBodySchema,
  LedgerSnapshotSchema,
  ReversalBodySchema,
  SnapshotParamsSchema,
  VerificationSchema,
  VerifyParamsSchema,
} from '@yayasan/contracts/schemas/ledger';
import { badRequest, notFound, pageWindow } from '@yayasan/service-kit';
import { GENERAL_FUND, isCalendarDay, LEDGER_MESSAGES } from '@yayasan/validation';
import { GENERAL_FUND_PK } from '../domain/ledger-chain';
import {
  LEDGER_PAGE_MAX,
  LEDGER_PAGE_SIZE,
  campaignLedger,
  generalFundLedger,
  ledgerEntriesPage,
} from '../domain/ledger-reads';
import { resolveRange, thisYear } from '../domain/ledger-range';
import { ledgerSummary } from '../domain/ledger-summary';
import { recordDisbursement, recordOfflineDonation, reverseEntry } from '../domain/ledger-writes';
import { verifyReceipt } from '../domain/receipt-verification';
import { snapshotOf } from '../domain/ledger-snapshots';
import { CAMPAIGN_NOT_FOUND } from './campaigns';
import { actOf, donationAudit, ledgerObject } from '../domain/audit-trail';
import type { OfflineDonationAnswer, OfflineDonationBody } from '@yayasan/contracts';
import { findCampaignByDonationId } from '../repositories/donations';
import type { CampaignRow } from '../db/tables';

const ADMIN_ONLY = 'Administrators only; every rule is checked again here.';
const tags = ['ledger'];

/** What the audit trail keeps of an offline gift: its entry, order and method (no donor's e-mail or note). */
const giftFields = (gift: OfflineDonationAnswer, body: OfflineDonationBody) => ({
  ...gift.entry,
  order_id: gift.order_id,
  method: body.method,
  show_in_donor_list: body.show_in_donor_list,
});

/** The open ledger: public accounts and verification, administrators' disbursements, offline gifts and reversals. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  async function campaignFor(id: string, isAdmin: boolean): Promise<CampaignRow> {
    const row = await findCampaignByDonationId(db, id);
    if (!row || (row.draft && !isAdmin)) throw notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  /** A body's proof pictures as the site's own copies: those from elsewhere are copied first. */
  const own = (request: FastifyRequest) => (url: string) =>
    fastify.pictures.own(url, request.headers.authorization ?? '');
  const withOwnProofs = async <B extends { proofs: string[] }>(body: B, request: FastifyRequest): Promise<B> => ({
    ...body,
    proofs: await Promise.all(body.proofs.map(own(request))),
  });
  const withOwnProof = async <B extends { proof?: string }>(body: B, request: FastifyRequest): Promise<B> =>
    body.proof ? { ...body, proof: await own(request)(body.proof) } : body;

  fastify.get(
    '/donation/:id/ledger',
    {
      schema: {
        summary: "A campaign's public accounts: totals, head hash, money in/out by month, a page of disbursements",
        description: 'Amounts and dates only: no donor is ever named.',
        tags,
        params: CampaignIdParamsSchema,
        querystring: LedgerQuerySchema,
        response: { 200: CampaignLedgerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request.params.id, request.user?.isAdmin === true);
      const limit = Math.min(request.query.limit ?? LEDGER_PAGE_SIZE, LEDGER_PAGE_MAX);
      const window = pageWindow(request.query.page, limit, LEDGER_PAGE_SIZE);
      return campaignLedger(db, campaign, window);
    },
  );

  fastify.get(
    '/donation/:id/ledger/entries',
    {
      schema: {
        summary: "One page of a campaign's entries of one kind, newest first (e.g. offline gifts to correct)",
        description: 'Amounts and dates only: no donor is ever named.',
        tags,
        params: CampaignIdParamsSchema,
        querystring: LedgerEntriesQuerySchema,
        response: { 200: LedgerEntriesPageSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request.params.id, request.user?.isAdmin === true);
      const limit = Math.min(request.query.limit ?? LEDGER_PAGE_SIZE, LEDGER_PAGE_MAX);
      const window = pageWindow(request.query.page, limit, LEDGER_PAGE_SIZE);
      return ledgerEntriesPage(db, campaign.id, request.query.kind, window);
    },
  );

  fastify.post(
    '/donation/:id/disbursements',
    {
      // Money: a second-factor check within 10 minutes (service-kit's step-up rule).
      preHandler: [fastify.requireAdmin, fastify.requireRecentSecondFactor],
      schema: {
        summary: 'Records a disbursement ("Penyaluran Dana") of a campaign (administrators)',
        description: `Never more than the campaign's balance. ${ADMIN_ONLY}`,
        tags,
        params: CampaignIdParamsSchema,
        body: DisbursementBodySchema,
        response: { 201: LedgerEntrySchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(request.params.id, true);
      const body = await withOwnProofs(request.body, request);
      const entry = await donationAudit.within(
        db,
        (trx) => recordDisbursement(trx, campaign.id, body, request.user!.id),
        (e) => actOf(request, 'disbursement.record', ledgerObject(campaign.donation_id), null, e),
      );
      return reply.code(201).send(entry);
    },
  );

  fastify.post(
    '/donation/:id/offline-donations',
    {
      // Money: a second-factor check within 10 minutes (service-kit's step-up rule).
      preHandler: [fastify.requireAdmin, fastify.requireRecentSecondFactor],
      schema: {
        summary: 'Records a gift received outside Midtrans: cash, bank transfer or goods (administrators)',
        description:
          "It counts in the campaign's total like an online donation and follows the same amount rules: integer " +
          "rupiah, at least 10.000, at most the campaign's room (target − collected − pending online orders, which " +
          'may yet settle: `available` in its ledger); more answers 400, and the rest can go to another campaign or to ' +
          `the general fund. ${ADMIN_ONLY}`,
        tags,
        params: CampaignIdParamsSchema,
        body: OfflineDonationBodySchema,
        response: { 201: OfflineDonationAnswerSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(request.params.id, true);
      const body = await withOwnProof(request.body, request);
      const gift = await donationAudit.within(
        db,
        (trx) => recordOfflineDonation(trx, campaign.id, body, request.user!.id),
        (g) => actOf(request, 'offline_gift.record', ledgerObject(campaign.donation_id), null, giftFields(g, body)),
      );
      return reply.code(201).send(gift);
    },
  );

  fastify.post(
    '/donation/:id/ledger/:seq/reversal',
    {
      // Money: a second-factor check within 10 minutes (service-kit's step-up rule).
      preHandler: [fastify.requireAdmin, fastify.requireRecentSecondFactor],
      schema: {
        summary: 'Reverses a disbursement or an offline gift with a new entry (administrators)',
        description: `Nothing recorded is edited or deleted; an entry is reversed at most once. ${ADMIN_ONLY}`,
        tags,
        params: LedgerEntryParamsSchema,
        body: ReversalBodySchema,
        response: { 201: LedgerEntrySchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(request.params.id, true);
      const entry = await donationAudit.within(
        db,
        (trx) => reverseEntry(trx, campaign.id, request.params.seq, request.body?.reason, request.user!.id),
        (e) => actOf(request, 'ledger.reverse', ledgerObject(campaign.donation_id), null, e),
      );
      return reply.code(201).send(entry);
    },
  );

  fastify.get(
    '/ledger/general-fund',
    {
      schema: {
        summary: 'The foundation\'s general fund ("Dana Umum Yayasan"): totals, head hash, money in/out by month',
        description: 'Gifts no campaign had room for; its entries form a chain of their own. No donor is ever named.',
        tags,
        response: { 200: GeneralFundLedgerSchema, ...errorAnswers(400) },
      },
    },
    async () => generalFundLedger(db),
  );

  fastify.post(
    '/ledger/general-fund/offline-donations',
    {
      // Money: a second-factor check within 10 minutes (service-kit's step-up rule).
      preHandler: [fastify.requireAdmin, fastify.requireRecentSecondFactor],
      schema: {
        summary: 'Records a gift received outside Midtrans to the general fund (administrators)',
        description: `The offline gift's rules without a target: e.g. what a campaign had no room for. ${ADMIN_ONLY}`,
        tags,
        body: OfflineDonationBodySchema,
        response: { 201: OfflineDonationAnswerSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = await withOwnProof(request.body, request);
      const gift = await donationAudit.within(
        db,
        (trx) => recordOfflineDonation(trx, GENERAL_FUND_PK, body, request.user!.id),
        (g) => actOf(request, 'offline_gift.record', ledgerObject(GENERAL_FUND), null, giftFields(g, body)),
      );
      return reply.code(201).send(gift);
    },
  );

  fastify.post(
    '/ledger/general-fund/:seq/reversal',
    {
      // Money: a second-factor check within 10 minutes (service-kit's step-up rule).
      preHandler: [fastify.requireAdmin, fastify.requireRecentSecondFactor],
      schema: {
        summary: 'Reverses an offline gift of the general fund with a new entry (administrators)',
        description: `Nothing recorded is edited or deleted; an entry is reversed at most once. ${ADMIN_ONLY}`,
        tags,
        params: GeneralFundEntryParamsSchema,
        body: ReversalBodySchema,
        response: { 201: LedgerEntrySchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const entry = await donationAudit.within(
        db,
        (trx) => reverseEntry(trx, GENERAL_FUND_PK, request.params.seq, request.body?.reason, request.user!.id),
        (e) => actOf(request, 'ledger.reverse', ledgerObject(GENERAL_FUND), null, e),
      );
      return reply.code(201).send(entry);
    },
  );

  fastify.get(
    '/ledger/summary',
    {
      schema: {
        summary: "The foundation's accounts over a date range, by month, fund and category",
        description: 'Both days included (Asia/Jakarta); default: this calendar year so far.',
        tags,
        querystring: DateRangeQuerySchema,
        response: { 200: LedgerSummarySchema, ...errorAnswers(400) },
      },
    },
    async (request) => ledgerSummary(db, resolveRange(request.query, thisYear())),
  );

  fastify.get(
    '/ledger/snapshots/:day',
    {
      schema: {
        summary: "Every published campaign's head hash and entry count as recorded that day (Asia/Jakarta)",
        tags,
        params: SnapshotParamsSchema,
        response: { 200: LedgerSnapshotSchema, ...errorAnswers(400) },
      },
    },
    async (request) => {
      if (!isCalendarDay(request.params.day)) throw badRequest(LEDGER_MESSAGES.dateInvalid);
      return snapshotOf(db, request.params.day);
    },
  );

  fastify.get(
    '/verify/:code',
    {
      schema: {
        summary: 'What a receipt code proves: amount, date, campaign, counted, and its hash path to the head',
        description: 'Never names the donor.',
        tags,
        params: VerifyParamsSchema,
        response: { 200: VerificationSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => verifyReceipt(db, request.params.code),
  );
};

export default routes;
