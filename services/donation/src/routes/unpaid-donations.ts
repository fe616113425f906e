import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  PaymentQrPngSchema,
  PaymentRecordParamsSchema,
  PaymentRecordSchema,
  UnpaidDonationsSchema,
} from '@yayasan/contracts/schemas/donation';
import { notFound } from '@yayasan/service-kit';
import QRCode from 'qrcode';
import { TRANSACTION_NOT_FOUND } from '../domain/payments';
import { findPaymentRecord, paymentRecord, unpaidDonations } from '../domain/unpaid-donations';

const QR_SIZE_PX = 256;

const tags = ['payments'];

/**
 * A pending donation lives on the server for its donor: the list of unpaid ones (history) and one
 * payment with its charge answer (the payment screen, opened on any device or by a wallet app's return).
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/donation/pending',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The caller's unpaid donations: pending ones, then those that ended unpaid lately",
        tags,
        response: { 200: UnpaidDonationsSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => ({ payments: await unpaidDonations(fastify.db, Number(request.user!.id)) }),
  );

  fastify.get(
    '/donation/payment/:order_id',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'One payment with its charge answer (its donor or an administrator), to resume it',
        tags,
        params: PaymentRecordParamsSchema,
        response: { 200: PaymentRecordSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => paymentRecord(fastify.db, request.user!, request.params.order_id),
  );

  // Public like the QR image Midtrans itself serves for the order: it can only pay the foundation.
  fastify.get(
    '/donation/payment/:order_id/qr.png',
    {
      schema: {
        summary: "A pending QRIS payment's code as a PNG from the site's own origin (saved or shared on a phone)",
        tags,
        params: PaymentRecordParamsSchema,
        response: { 200: PaymentQrPngSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const record = await findPaymentRecord(fastify.db, { order_id: request.params.order_id });
      const qr = record?.midtrans_response.qr_string;
      if (!record || record.status !== 'pending' || typeof qr !== 'string') throw notFound(TRANSACTION_NOT_FOUND);
      const png = await QRCode.toBuffer(qr, { type: 'png', errorCorrectionLevel: 'M', width: QR_SIZE_PX, margin: 2 });
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );
};

export default routes;
