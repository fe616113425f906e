import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkCard } from './card-tokens';
import type { SimulatorEngine } from './engine';
import { midtransError } from './errors';

/**
 * GET /v2/card/register: the browser sends the card with the merchant's client key (CORS open, as
 * Midtrans's is) and gets a saved_token_id the merchant's server can charge every month (subscriptions).
 */
export function registerCardRegister(app: FastifyInstance, engine: SimulatorEngine): void {
  app.options('/v2/card/register', async (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', 'accept')
      .status(204)
      .send(),
  );
  app.get<{ Querystring: Record<string, unknown> }>('/v2/card/register', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const card = checkCard(request.query, engine.now());
    if (!card.ok) {
      return reply
        .status(400)
        .send(midtransError(400, 'One or more parameters in the payload is invalid.', card.messages));
    }
    const savedTokenId = engine.savedCards.save({ maskedCard: card.maskedCard, denied: card.denied });
    return {
      status_code: '200',
      saved_token_id: savedTokenId,
      transaction_id: randomUUID(),
      masked_card: card.maskedCard,
    };
  });
}
