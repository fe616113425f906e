import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  InvoiceFileParamsSchema,
  InvoiceFileQuerySchema,
  InvoiceLinkSchema,
  InvoiceLinkBodySchema,
  InvoicePdfSchema,
} from '@yayasan/contracts/schemas/donation';
import { conflict, forbidden, notFound } from '@yayasan/service-kit';
import { LINK_INVALID, receiptHtml } from '../domain/invoice';
import { findTransaction, isPaid, ownTransaction, receiptData, TRANSACTION_NOT_FOUND } from '../domain/payments';

export const NOT_PAID = 'Transaksi belum berhasil';
const tags = ['history and receipts'];

/**
 * POST /generate-invoice — a short-lived signed link to the receipt PDF (donor or admin);
 * GET /invoice/:trx_id.pdf — the PDF itself, opened in a new tab without a token.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, payments } = fastify;

  const linkSchema = {
    summary: "A short-lived signed link to a paid transaction's receipt PDF (the donor or an administrator)",
    tags,
    body: InvoiceLinkBodySchema,
    response: { 200: InvoiceLinkSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
  };
  fastify.post('/generate-invoice', { preHandler: fastify.authenticate, schema: linkSchema }, async (request) => {
    const row = await ownTransaction(db, request.user!, request.body.trx_id);
    if (!isPaid(row)) throw conflict(NOT_PAID);
    const trxId = row.transaction_id!;
    const { expires, signature } = payments.signer.sign(trxId);
    const path = `/api/invoice/${encodeURIComponent(trxId)}.pdf?expires=${expires}&signature=${signature}`;
    return { url: `${payments.publicUrl}${path}` };
  });

  const pdfSchema = {
    summary: 'The receipt PDF, through a signed link (no token: it opens in a new tab)',
    tags,
    params: InvoiceFileParamsSchema,
    querystring: InvoiceFileQuerySchema,
    response: { 200: InvoicePdfSchema, ...errorAnswers(400, 403, 404, 409, 503) },
  };
  fastify.get('/invoice/:file', { schema: pdfSchema }, async (request, reply) => {
    const trxId = request.params.file.replace(/\.pdf$/, '');
    if (!payments.signer.verify(trxId, request.query.expires, request.query.signature)) throw forbidden(LINK_INVALID);
    const row = await findTransaction(db, trxId);
    if (!row) throw notFound(TRANSACTION_NOT_FOUND);
    if (!isPaid(row)) throw conflict(NOT_PAID);
    const pdf = await payments.renderer.render(receiptHtml(await receiptData(db, row)));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${trxId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default routes;
