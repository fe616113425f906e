import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAuthorized } from './auth';
import { createCharge } from './charge';
import type { SimulatorEngine } from './engine';
import { MESSAGES, midtransError } from './errors';
import { cancel, expire, type Order } from './orders';
import { cancelResponse, chargeResponse, expireResponse, statusResponse } from './payloads';
import { qrPng } from './qris';

type IdParams = { Params: { id: string } };
type TransactionParams = { Params: { transactionId: string } };

const MAX_NOTIFICATION_URLS = 3;

function headerUrls(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//i.test(url))
    .slice(0, MAX_NOTIFICATION_URLS);
}

/** Per-charge notification URLs: X-Override-Notification replaces, X-Append-Notification adds. */
function notificationUrls(request: FastifyRequest, defaults: string[]): string[] {
  const override = headerUrls(request.headers['x-override-notification']);
  if (override.length > 0) return override;
  return [...defaults, ...headerUrls(request.headers['x-append-notification'])];
}

export function publicBaseUrl(request: FastifyRequest, configured?: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(midtransError(404, MESSAGES.notFound));
}

/** The authenticated Midtrans Core API endpoints. */
export function registerCoreApi(app: FastifyInstance, engine: SimulatorEngine, publicUrl: string | undefined): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!isAuthorized(request.headers.authorization, engine.serverKey)) {
        return reply.status(401).send(midtransError(401, MESSAGES.unauthorized));
      }
    });

    api.post('/v2/charge', async (request, reply) => {
      const outcome = createCharge(request.body, {
        store: engine.store,
        tokens: engine.tokens,
        merchantId: engine.merchantId,
        now: engine.now(),
        notificationUrls: notificationUrls(request, engine.defaultNotificationUrls()),
      });
      if (!outcome.ok) return reply.status(outcome.httpStatus).send(outcome.body);
      return chargeResponse(outcome.order, publicBaseUrl(request, publicUrl));
    });

    const find = (id: string): Order | undefined => {
      const order = engine.store.get(id);
      if (order) engine.refresh(order);
      return order;
    };

    api.get<IdParams>('/v2/:id/status', async (request, reply) => {
      const order = find(request.params.id);
      if (!order) return notFound(reply);
      return statusResponse(order, engine.serverKey);
    });

    api.post<IdParams>('/v2/:id/expire', async (request, reply) => {
      const order = find(request.params.id);
      if (!order) return notFound(reply);
      if (!expire(order)) return reply.status(412).send(midtransError(412, MESSAGES.cannotModify));
      void engine.notify(order);
      return expireResponse(order);
    });

    api.post<IdParams>('/v2/:id/cancel', async (request, reply) => {
      const order = find(request.params.id);
      if (!order) return notFound(reply);
      if (!cancel(order)) return reply.status(412).send(midtransError(412, MESSAGES.cannotModify));
      void engine.notify(order);
      return cancelResponse(order);
    });
  });

  const qrCode = async (request: FastifyRequest<TransactionParams>, reply: FastifyReply): Promise<FastifyReply> => {
    const order = engine.store.byTransaction(request.params.transactionId);
    if (!order || !order.qrString) return notFound(reply);
    order.qrPng ??= await qrPng(order.qrString);
    return reply.type('image/png').header('cache-control', 'no-cache').send(order.qrPng);
  };
  app.get<TransactionParams>('/v2/qris/:transactionId/qr-code', qrCode);
  app.get<TransactionParams>('/v2/gopay/:transactionId/qr-code', qrCode);
}
