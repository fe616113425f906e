import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  CsvFileSchema,
  DateRangeQuerySchema,
  ExportQuerySchema,
  PdfFileSchema,
  ReportParamsSchema,
  ReportQuerySchema,
  StatementParamsSchema,
} from '@yayasan/contracts/schemas/ledger';
import { badRequest, forbidden, notFound } from '@yayasan/service-kit';
import { isReportMonth, LEDGER_MESSAGES, lastCalendarYear } from '@yayasan/validation';
import { findCampaignByDonationId } from '../domain/campaigns';
import { disbursementsCsv, donationsCsv, monthlyReportHtml, statementHtml } from '../domain/ledger-reports';
import { resolveRange, thisYear } from '../domain/open-ledger';
import { NOT_YOUR_TRANSACTION } from '../domain/payments';
import { CAMPAIGN_NOT_FOUND } from './campaigns';

const tags = ['ledger reports'];

/** Administrators' CSV exports and monthly PDF reports, and a donor's own statement PDF. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, payments } = fastify;

  const csvSchema = (what: string) => ({
    summary: `${what} of a date range as CSV, streamed (administrators)`,
    description: 'Both days included (Asia/Jakarta); default: this calendar year so far.',
    tags,
    querystring: ExportQuerySchema,
    response: { 200: CsvFileSchema, ...errorAnswers(400, 401, 403) },
  });

  fastify.get(
    '/admin/exports/donations.csv',
    { preHandler: fastify.requireAdmin, schema: csvSchema('Donations (online and offline, every state)') },
    async (request, reply) => {
      const range = resolveRange(request.query, thisYear());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="donasi-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(donationsCsv(db, range));
    },
  );

  fastify.get(
    '/admin/exports/disbursements.csv',
    { preHandler: fastify.requireAdmin, schema: csvSchema('Disbursements and their corrections') },
    async (request, reply) => {
      const range = resolveRange(request.query, thisYear());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="penyaluran-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(disbursementsCsv(db, range));
    },
  );

  fastify.get(
    '/admin/reports/:month',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'The monthly report PDF of a campaign (?campaign=id) or of the foundation (administrators)',
        tags,
        params: ReportParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: PdfFileSchema, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const month = request.params.month.replace(/\.pdf$/, '');
      if (!isReportMonth(month)) throw badRequest(LEDGER_MESSAGES.monthInvalid);
      let campaign;
      if (request.query.campaign) {
        campaign = await findCampaignByDonationId(db, request.query.campaign);
        if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
      }
      const pdf = await payments.renderer.render(await monthlyReportHtml(db, month, campaign));
      const name = `laporan-${month}${campaign ? `-${campaign.donation_id}` : ''}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  fastify.get(
    '/user/:username/statement.pdf',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in donor's own statement of donations as a PDF (default: last calendar year)",
        description: "Only the donor's own: administrators get no one else's statement either.",
        tags,
        params: StatementParamsSchema,
        querystring: DateRangeQuerySchema,
        response: { 200: PdfFileSchema, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const user = (await db('users').where({ username: request.params.username }).first('id', 'fullname')) as
        { id: number; fullname: string } | undefined;
      if (!user || Number(user.id) !== Number(request.user!.id)) throw forbidden(NOT_YOUR_TRANSACTION);
      const range = resolveRange(request.query, lastCalendarYear());
      const pdf = await payments.renderer.render(await statementHtml(db, user, range));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="laporan-donasi-${range.from}-${range.to}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
