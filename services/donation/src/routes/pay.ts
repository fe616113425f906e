import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  CampaignIdParamsSchema,
  PayAnswerSchema,
  PayBodySchema,
  PaymentOptionsSchema,
} from '@yayasan/contracts/schemas/donation';
import { startPayment } from '../domain/payments';
import { amountOnArrival } from './amount-on-arrival';

/** POST /donation/:id/pay — starts a payment for the signed-in donor; GET /donation/payment-options. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/donation/:id/pay',
    {
      preValidation: amountOnArrival,
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
      // The instructions mail, when queued, goes out through the mail outbox as soon as it is stored.
      const answer = await startPayment(
        fastify.db,
        fastify.payments.gateway,
        request.params.id,
        request.user!,
        request.body,
        { log: request.log, observe: fastify.payments.observeLedger, publicUrl: fastify.payments.publicUrl },
      );
      return reply.code(201).send(answer);
    },
  );

  fastify.get(
    '/donation/payment-options',
    {
      schema: {
        summary: 'What the donate page may offer: card payments when the site has a Midtrans client key',
        tags: ['payments'],
        response: { 200: PaymentOptionsSchema, ...errorAnswers(400) },
      },
    },
    async () => {
      const { gateway } = fastify.payments;
      const clientKey = gateway.config.clientKey;
      return { card: clientKey ? { client_key: clientKey, token_url: gateway.cardTokenUrl() } : null };
    },
  );
};

export default routes;
