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
  XlsxFileSchema,
} from '@yayasan/contracts/schemas/ledger';
import { badRequest, forbidden, notFound } from '@yayasan/service-kit';
import { isReportMonth, LEDGER_MESSAGES, lastCalendarYear } from '@yayasan/validation';
import { monthlyReportHtml, statementHtml } from '../domain/ledger-reports';
import { LEDGER_EXPORTS, XLSX_TYPE } from '../domain/ledger-exports';
import { resolveRange, thisYear } from '../domain/ledger-range';
import { NOT_YOUR_TRANSACTION } from '../domain/payments';
import { userCardByUsername } from '../repositories/user-cards';
import { CAMPAIGN_NOT_FOUND } from './campaigns';
import { findCampaignByDonationId } from '../repositories/donations';

const tags = ['ledger reports'];

/** Administrators' exports (CSV and Excel) and monthly PDF reports, and a donor's own statement PDF. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, payments } = fastify;

  const exportSchema = (what: string, format: 'CSV' | 'an Excel workbook', file: object) => ({
    summary: `${what} of a date range as ${format}, streamed (administrators)`,
    description:
      'Both days included (Asia/Jakarta); default: this calendar year so far. Dates are Asia/Jakarta calendar days ' +
      '(times, WIB, where an instant matters); amounts are integer rupiah.',
    tags,
    querystring: ExportQuerySchema,
    response: { 200: file, ...errorAnswers(400, 401, 403) },
  });

  for (const [name, spec] of Object.entries(LEDGER_EXPORTS)) {
    fastify.get(
      `/admin/exports/${name}.csv`,
      { preHandler: fastify.requireAdmin, schema: exportSchema(spec.what, 'CSV', CsvFileSchema) },
      async (request, reply) => {
        const range = resolveRange(request.query, thisYear());
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${spec.file}-${range.from}-${range.to}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(spec.csv(db, range));
      },
    );
    fastify.get(
      `/admin/exports/${name}.xlsx`,
      { preHandler: fastify.requireAdmin, schema: exportSchema(spec.what, 'an Excel workbook', XlsxFileSchema) },
      async (request, reply) => {
        const range = resolveRange(request.query, thisYear());
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${spec.file}-${range.from}-${range.to}.xlsx"`)
          .header('cache-control', 'private, no-store')
          .send(spec.xlsx(db, range));
      },
    );
  }

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
      const user = await userCardByUsername(db, request.params.username);
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
