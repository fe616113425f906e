import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildMidtransSimulator, type MidtransSimulatorOptions } from '../app';

export const SERVER_KEY = 'SB-Mid-server-test-key';

export const AUTH = 'Basic ' + Buffer.from(`${SERVER_KEY}:`).toString('base64');

/** Fields the simulator answers or notifies with (error bodies carry only some of them). */
export interface MidtransBody {
  status_code: string;
  status_message: string;
  id?: string;
  validation_messages?: string[];
  transaction_id: string;
  order_id: string;
  merchant_id: string;
  gross_amount: string;
  currency: string;
  payment_type: string;
  transaction_time: string;
  transaction_status: string;
  fraud_status: string;
  expiry_time: string;
  settlement_time?: string;
  signature_key?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  payment_amounts?: { paid_at: string; amount: string }[];
  actions?: { name: string; method: string; url: string }[];
  qr_string?: string;
  acquirer?: string;
}

export interface ControlBody {
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  error?: string;
  message?: string;
  notification: { delivered: boolean; attempts: number; status?: number; error?: string };
}

export type Json = Record<string, unknown>;

/** Recomputed independently of the simulator's own module. */
export function sha512Signature(orderId: string, statusCode: string, grossAmount: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${SERVER_KEY}`).digest('hex');
}

export interface Response {
  statusCode: number;
  headers: Headers;
  rawPayload: Buffer;
  body: string;
  json<T = MidtransBody>(): T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  payload?: unknown;
}

export interface Sim {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  request(opts: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A simulator listening on 127.0.0.1:0, driven over real HTTP. (fastify's `inject` cannot load
 * under jest on Node 20: light-my-request 6.8 requires the ESM-only cookie 2.)
 */
export async function simulator(opts: Partial<MidtransSimulatorOptions> = {}): Promise<Sim> {
  const app = buildMidtransSimulator({
    serverKey: SERVER_KEY,
    publicUrl: 'http://sim.test',
    expirySweepMs: 0,
    ...opts,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('simulator has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    request: (options) => send(url, options),
    close: () => app.close(),
  };
}

export async function send(baseUrl: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (typeof opts.payload === 'string') {
    body = opts.payload;
  } else if (opts.payload !== undefined) {
    body = JSON.stringify(opts.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(baseUrl + opts.url, {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const rawPayload = Buffer.from(await res.arrayBuffer());
  const text = rawPayload.toString('utf8');
  return {
    statusCode: res.status,
    headers: res.headers,
    rawPayload,
    body: text,
    json: <T>() => JSON.parse(text) as T,
  };
}

let sequence = 0;
export const uniqueOrderId = (prefix = 'ORDER'): string => `${prefix}-${Date.now()}-${++sequence}`;

export function bankTransfer(orderId: string, bank: string, grossAmount = 25000): Json {
  return {
    payment_type: 'bank_transfer',
    transaction_details: { order_id: orderId, gross_amount: grossAmount },
    bank_transfer: { bank },
  };
}

export async function charge(
  sim: Sim,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: MidtransBody }> {
  const res = await sim.request({
    method: 'POST',
    url: '/v2/charge',
    headers: { authorization: AUTH, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

export async function getStatus(sim: Sim, id: string): Promise<{ status: number; body: MidtransBody }> {
  const res = await sim.request({
    method: 'GET',
    url: `/v2/${encodeURIComponent(id)}/status`,
    headers: { authorization: AUTH },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function control(
  sim: Sim,
  action: 'pay' | 'expire',
  body: Json,
): Promise<{ status: number; body: ControlBody }> {
  const res = await sim.request({ method: 'POST', url: `/simulator/${action}`, payload: body });
  return { status: res.statusCode, body: res.json<ControlBody>() };
}

export interface Receiver {
  url: string;
  received: MidtransBody[];
  /** HTTP statuses answered, one per request (including failures). */
  answered: number[];
  waitFor(count: number, timeoutMs?: number): Promise<MidtransBody[]>;
  close(): Promise<void>;
}

/** A notification endpoint on 127.0.0.1:0; `failFirst` requests answer 500. */
export async function startReceiver(failFirst = 0, failStatus = 500): Promise<Receiver> {
  const server = Fastify();
  const received: MidtransBody[] = [];
  const answered: number[] = [];
  server.post('/notify', async (request, reply) => {
    if (answered.length < failFirst) {
      answered.push(failStatus);
      return reply.status(failStatus).send({ ok: false });
    }
    answered.push(200);
    received.push(request.body as MidtransBody);
    return { ok: true };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}/notify`,
    received,
    answered,
    async waitFor(count, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} notifications, got ${received.length}`);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      return received;
    },
    close: () => server.close(),
  };
}

/** A URL on which nothing listens. */
export async function deadUrl(): Promise<string> {
  const server = Fastify();
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  await server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/notify`;
}

/** Resolves once `condition()` holds, checking every 5 ms; fails after `timeoutMs` naming `what`. */
export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
