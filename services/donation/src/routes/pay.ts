import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { CampaignIdParamsSchema, PayAnswerSchema, PayBodySchema } from '@yayasan/contracts/schemas/donation';
import { startPayment } from '../domain/payments';

/** POST /donation/:id/pay — starts a payment for the signed-in donor. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/donation/:id/pay',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Starts a payment: reserves the amount and charges it through Midtrans',
        tags: ['payments'],
        params: CampaignIdParamsSchema,
        body: PayBodySchema,
        response: { 201: PayAnswerSchema, ...errorAnswers(400, 401, 404, 409, 413, 415, 502) },
      },
    },
    async (request, reply) => {
      const result = await startPayment(
        fastify.db,
        fastify.payments.gateway,
        request.params.id,
        request.user!,
        request.body,
        request.log,
        fastify.payments.observeLedger,
      );
      return reply.code(201).send(result);
    },
  );
};

export default routes;
