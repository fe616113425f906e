import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, forbidden, notFound, Type } from '@yayasan/service-kit';
import { LINK_INVALID, receiptHtml } from '../plugins/invoice';
import { findTransaction, isPaid, ownTransaction, receiptData, TRANSACTION_NOT_FOUND } from '../plugins/payments';

export const NOT_PAID = 'Transaksi belum berhasil';

// Other fields the original client sends (amount, name, method, date) are accepted and ignored:
// a receipt shows only what the database holds.
const Body = Type.Object({ trx_id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: true });
const Params = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9._~-]{1,64}\\.pdf$' }) });
const Query = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
});

/**
 * POST /generate-invoice — a short-lived signed link to the receipt PDF (donor or admin);
 * GET /invoice/:trx_id.pdf — the PDF itself, opened in a new tab without a token.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, payments } = fastify;

  fastify.post('/generate-invoice', { preHandler: fastify.authenticate, schema: { body: Body } }, async (request) => {
    const row = await ownTransaction(db, request.user!, request.body.trx_id);
    if (!isPaid(row)) throw conflict(NOT_PAID);
    const trxId = row.transaction_id!;
    const { expires, signature } = payments.signer.sign(trxId);
    const path = `/api/invoice/${encodeURIComponent(trxId)}.pdf?expires=${expires}&signature=${signature}`;
    return { url: `${payments.publicUrl}${path}` };
  });

  fastify.get('/invoice/:file', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
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
