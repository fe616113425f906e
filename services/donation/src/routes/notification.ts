import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { MidtransNotificationSchema, NotificationAnswerSchema } from '@yayasan/contracts/schemas/donation';
import { forbidden, type Static } from '@yayasan/service-kit';
import { applyGatewayState } from '../domain/ledger';
import { recordSubscriptionCharge, settlePledgeMonth } from '../domain/subscription-notifications';

export const INVALID_SIGNATURE = 'Signature tidak valid';

type NotificationAnswer = Static<typeof NotificationAnswerSchema>;
const acknowledge = (result: NotificationAnswer['result']): NotificationAnswer => ({ status: 'ok', result });

/**
 * POST /midtrans/notification — Midtrans's HTTP notification. Only correctly signed bodies are
 * applied; the ledger makes repeats and out-of-order deliveries harmless.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const schema = {
    summary: "Midtrans's payment notification (signed with the server key)",
    tags: ['payments'],
    body: MidtransNotificationSchema,
    response: { 200: NotificationAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
  };
  fastify.post('/midtrans/notification', { schema }, async (request) => {
    const { body } = request;
    if (!fastify.payments.gateway.verifySignature(body)) {
      request.log.warn({ order_id: body.order_id }, 'notification with a wrong signature refused');
      throw forbidden(INVALID_SIGNATURE);
    }
    // A pledge's monthly subscription charge gets its donation row first; the ledger then counts it.
    const charge = await recordSubscriptionCharge(fastify.db, body);
    const outcome = await applyGatewayState(fastify.db, body);
    fastify.payments.observeLedger(outcome);
    if (charge) await settlePledgeMonth(fastify.db, charge);
    // Midtrans retries (and alerts by e-mail) on anything but 2xx: a genuine notification this site
    // cannot apply is logged for a person to look at and acknowledged, with nothing changed.
    if (outcome.result === 'unknown') {
      request.log.error({ order_id: body.order_id }, 'verified notification for an unknown order ignored');
      return acknowledge(outcome.result);
    }
    if (outcome.result === 'amount_mismatch') {
      request.log.error(
        { order_id: body.order_id, gross_amount: body.gross_amount, amount: outcome.row.amount },
        'verified notification whose amount differs from the recorded order ignored',
      );
      return acknowledge(outcome.result);
    }
    request.log.info(
      { order_id: body.order_id, result: outcome.result, from: outcome.from, to: outcome.to },
      'notification applied',
    );
    return acknowledge(outcome.result);
  });
};

export default routes;
