import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { PaymentStatusAnswerSchema, PaymentStatusParamsSchema } from '@yayasan/contracts/schemas/donation';
import { applyGatewayState } from '../domain/ledger';
import { ownTransaction } from '../domain/payments';

/**
 * GET /donation/status/:transaction_id — asks Midtrans for the current state and applies it with the
 * same transition code as notifications. When Midtrans cannot be reached the stored state is answered.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/donation/status/:transaction_id',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "A transaction's payment state, brought up to date with Midtrans (the donor or an administrator)",
        tags: ['payments'],
        params: PaymentStatusParamsSchema,
        response: { 200: PaymentStatusAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await ownTransaction(fastify.db, request.user!, request.params.transaction_id);
      let status = row.status;
      if (status === 'pending' || status === 'settlement' || status === 'capture') {
        try {
          const answer = await fastify.payments.gateway.status(row.order_id);
          // The status answer comes over our own authenticated call; its order is the one we asked for.
          const outcome = await applyGatewayState(fastify.db, { ...answer, order_id: row.order_id });
          fastify.payments.observeLedger(outcome);
          if (outcome.result !== 'unknown') status = outcome.row.status;
        } catch (err) {
          request.log.warn({ err, order_id: row.order_id }, 'Midtrans status call failed; answering the stored state');
        }
      }
      return { payment_status: status };
    },
  );
};

export default routes;
