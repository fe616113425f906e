import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAuthorized } from './auth';
import type { SimulatorEngine } from './engine';
import { MESSAGES, midtransError } from './errors';
import {
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_UPDATED,
  subscriptionBody,
  type Subscription,
  type SubscriptionContext,
} from './subscriptions';

type IdParams = { Params: { id: string } };

/** Midtrans's subscription (recurring) API: create, read, disable, enable and update. */
export function registerSubscriptionApi(app: FastifyInstance, engine: SimulatorEngine): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!isAuthorized(request.headers.authorization, engine.serverKey)) {
        return reply.status(401).send(midtransError(401, MESSAGES.unauthorized));
      }
    });

    const context = (): SubscriptionContext => ({
      savedCards: engine.savedCards,
      accounts: engine.accounts,
      now: engine.now(),
    });
    const notFound = (reply: FastifyReply) => reply.status(404).send(midtransError(404, SUBSCRIPTION_NOT_FOUND));
    const updated = { status_message: SUBSCRIPTION_UPDATED };
    const withSubscription =
      (handle: (sub: Subscription, body: unknown, reply: FastifyReply) => unknown) =>
      async (request: { params: { id: string }; body: unknown }, reply: FastifyReply) => {
        const sub = engine.subscriptions.get(request.params.id);
        if (!sub) return notFound(reply);
        return handle(sub, request.body, reply);
      };

    api.post('/v1/subscriptions', async (request, reply) => {
      const outcome = engine.subscriptions.create(request.body, context());
      if (!outcome.ok) return reply.status(outcome.httpStatus).send(outcome.body);
      return subscriptionBody(outcome.value, engine.merchantId);
    });

    api.get<IdParams>(
      '/v1/subscriptions/:id',
      withSubscription((sub) => subscriptionBody(sub, engine.merchantId)),
    );

    api.post<IdParams>(
      '/v1/subscriptions/:id/disable',
      withSubscription((sub) => {
        engine.subscriptions.disable(sub);
        return updated;
      }),
    );

    api.post<IdParams>(
      '/v1/subscriptions/:id/enable',
      withSubscription((sub) => {
        engine.subscriptions.enable(sub, engine.now());
        return updated;
      }),
    );

    api.patch<IdParams>(
      '/v1/subscriptions/:id',
      withSubscription((sub, body, reply) => {
        const outcome = engine.subscriptions.update(sub, body, context());
        if (!outcome.ok) return reply.status(outcome.httpStatus).send(outcome.body);
        return updated;
      }),
    );
  });
}
