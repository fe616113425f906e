import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, Type } from '@yayasan/service-kit';
import { applyGatewayState } from '../plugins/ledger';
import type { MidtransBody } from '../plugins/midtrans';

export const INVALID_SIGNATURE = 'Signature tidak valid';

// Midtrans sends many more fields; the ledger reads these and keeps the whole body.
const Body = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 50 }),
    status_code: Type.String({ maxLength: 8 }),
    gross_amount: Type.String({ maxLength: 32 }),
    signature_key: Type.String({ maxLength: 256 }),
    transaction_status: Type.String({ maxLength: 32 }),
    transaction_id: Type.Optional(Type.String({ maxLength: 64 })),
    fraud_status: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true },
);

/**
 * POST /midtrans/notification — Midtrans's HTTP notification. Only correctly signed bodies are
 * applied; the ledger makes repeats and out-of-order deliveries harmless.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/midtrans/notification', { schema: { body: Body } }, async (request) => {
    const body = request.body as MidtransBody;
    if (!fastify.payments.gateway.verifySignature(body)) {
      request.log.warn({ order_id: body.order_id }, 'notification with a wrong signature refused');
      throw forbidden(INVALID_SIGNATURE);
    }
    const outcome = await applyGatewayState(fastify.db, body);
    // Midtrans retries (and alerts by e-mail) on anything but 2xx: a genuine notification this site
    // cannot apply is logged for a person to look at and acknowledged, with nothing changed.
    if (outcome.result === 'unknown') {
      request.log.error({ order_id: body.order_id }, 'verified notification for an unknown order ignored');
      return { status: 'ok', result: outcome.result };
    }
    if (outcome.result === 'amount_mismatch') {
      request.log.error(
        { order_id: body.order_id, gross_amount: body.gross_amount, amount: outcome.row.amount },
        'verified notification whose amount differs from the recorded order ignored',
      );
      return { status: 'ok', result: outcome.result };
    }
    request.log.info(
      { order_id: body.order_id, result: outcome.result, from: outcome.from, to: outcome.to },
      'notification applied',
    );
    return { status: 'ok', result: outcome.result };
  });
};

export default routes;
