import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAccountLinking } from './account-linking';
import { registerCardRegister } from './card-register';
import { registerControls } from './controls';
import { registerCoreApi } from './core-api';
import { SimulatorEngine } from './engine';
import { MESSAGES, midtransError } from './errors';
import { DEFAULT_DELIVERY_TIMEOUT_MS, DEFAULT_RETRY_DELAYS_MS } from './notify';
import { registerSubscriptionApi } from './subscription-api';
import { registerCardPayments } from './three-ds';
import { registerWalletApp } from './wallet-app';

export interface MidtransSimulatorOptions {
  /** Merchant server key: API calls must send `Authorization: Basic base64(serverKey + ':')`. */
  serverKey: string;
  /** Where signed HTTP notifications are POSTed (a charge may override it per order). */
  notificationUrl?: string;
  /** Base URL used in response links (QR image, GoPay actions); defaults to the request's host. */
  publicUrl?: string;
  logger?: boolean | { level: string };
  merchantId?: string;
  /** Clock, epoch ms (tests move time forward with it, or with POST /simulator/clock/advance). */
  now?: () => number;
  /** Waits between delivery attempts; default [200, 500] (3 attempts). */
  retryDelaysMs?: number[];
  deliveryTimeoutMs?: number;
  /** How often pending orders past their expiry_time are expired; 0 turns the sweep off. */
  expirySweepMs?: number;
}

export const DEFAULT_MERCHANT_ID = 'G000000001';

/** The local Midtrans Core API simulator, as a Fastify app that is not listening yet. */
export function buildMidtransSimulator(opts: MidtransSimulatorOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false });
  const engine = new SimulatorEngine({
    serverKey: opts.serverKey,
    merchantId: opts.merchantId ?? DEFAULT_MERCHANT_ID,
    notificationUrl: opts.notificationUrl,
    now: opts.now ?? Date.now,
    retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    deliveryTimeoutMs: opts.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS,
    log: app.log,
  });

  // midtrans-client posts `expire`/`cancel` with a JSON content type and no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    jsonParser(request, text, done);
  });
  app.register(formbody);

  app.setErrorHandler<FastifyError>((err, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error(err);
    const message =
      status === 500
        ? 'Sorry. Our system is recovering from unexpected issues. Please retry.'
        : err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError
          ? MESSAGES.malformed
          : err.message;
    return reply.status(status).send(midtransError(status, message));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(midtransError(404, MESSAGES.unknownResource)));

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerCoreApi(app, engine, opts.publicUrl);
  registerControls(app, engine);
  registerWalletApp(app, engine);
  registerCardPayments(app, engine, engine.tokens);
  registerCardRegister(app, engine);
  registerAccountLinking(app, engine, opts.publicUrl);
  registerSubscriptionApi(app, engine);

  const sweepMs = opts.expirySweepMs ?? 1000;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (sweepMs > 0) {
      sweeper = setInterval(() => engine.sweep(), sweepMs);
      sweeper.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await engine.close();
  });

  return app;
}
