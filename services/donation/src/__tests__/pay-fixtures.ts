import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { outboxMailer, type MigrationList, type OutboxAttachment } from '@yayasan/service-kit';
import { buildTestService, freePort, type TestService } from '@yayasan/service-kit/testing';
import { buildMidtransSimulator } from '@yayasan/infra/midtrans-sim/app';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { signatureKey, type MidtransBody } from '../domain/midtrans';
import type { PaymentsOptions } from '../config';

export const SERVER_KEY = 'SB-Mid-server-integration-test';
export const UNSUBSCRIBE_SECRET = 'integration-unsubscribe-secret';

/** A mail as the outbox keeps it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments: OutboxAttachment[];
}

export interface PayEnv {
  svc: TestService;
  /** The simulator's base URL (Core API and /simulator controls). */
  simUrl: string;
  sim: FastifyInstance;
  /** The folder the service's mails are written to. */
  outbox: string;
  /** Mails written so far, oldest first. */
  mails(): OutboxMail[];
  close(): Promise<void>;
}

type PayEnvOptions = {
  deliverNotifications?: boolean;
  payments?: PaymentsOptions;
  /** The blog service the news announcements go to. */
  blogUrl?: string;
  /** The media service that copies outside pictures. */
  mediaUrl?: string;
  /** Tables of other services the test also needs. */
  migrations?: Record<string, MigrationList>;
};

/**
 * The donation service listening on a real port, and an in-process Midtrans simulator whose signed
 * notifications go to it (`deliverNotifications: false` points them at a closed port instead). The
 * simulator's port is chosen before the service is built (which is told the address) and taken once
 * the service listens: should another process take it meanwhile, the whole environment starts again.
 */
export async function startPayEnv(o: PayEnvOptions = {}): Promise<PayEnv> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPayEnvOnce(o);
    } catch (err) {
      if (attempt >= 3 || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
}

async function startPayEnvOnce(o: PayEnvOptions): Promise<PayEnv> {
  const simPort = await freePort();
  const simUrl = `http://127.0.0.1:${simPort}`;
  const outbox = mkdtempSync(join(tmpdir(), 'donation-outbox-'));
  const svc = await buildTestService({
    name: 'donation',
    app,
    appOptions: {
      payments: {
        midtrans: { serverKey: SERVER_KEY, clientKey: 'SB-Mid-client-integration-test', baseUrl: simUrl },
        publicUrl: 'http://site.test',
        invoiceSigningSecret: 'integration-invoice-secret',
        // No mail worker: stored mails wait in the outbox until a test does them (or turns the worker on).
        ...o.payments,
        mail: {
          mailer: outboxMailer(outbox, () => undefined),
          unsubscribeSecret: UNSUBSCRIBE_SECRET,
          jobs: { intervalMs: 0 },
          ...o.payments?.mail,
        },
      },
      ...(o.blogUrl ? { blogUrl: o.blogUrl } : {}),
      ...(o.mediaUrl ? { mediaUrl: o.mediaUrl } : {}),
    },
    migrations: { account: accountMigrations, donation: migrations, ...o.migrations },
  });
  const serviceUrl = await svc.app.listen({ port: 0, host: '127.0.0.1' });
  const notificationUrl =
    o.deliverNotifications === false
      ? `http://127.0.0.1:${await freePort()}/midtrans/notification`
      : `${serviceUrl}/midtrans/notification`;
  const sim = buildMidtransSimulator({ serverKey: SERVER_KEY, notificationUrl, retryDelaysMs: [], expirySweepMs: 0 });
  try {
    await sim.listen({ port: simPort, host: '127.0.0.1' });
  } catch (err) {
    await svc.close();
    rmSync(outbox, { recursive: true, force: true });
    throw err;
  }
  return {
    svc,
    sim,
    simUrl,
    outbox,
    mails: () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as OutboxMail),
    async close() {
      await sim.close();
      await svc.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export const DONOR = { id: 101, username: 'donatur', fullname: 'Donatur Setia', isAdmin: false };
export const OTHER = { id: 102, username: 'lainnya', fullname: 'Orang Lain', isAdmin: false };
export const ADMIN = { id: 103, username: 'admin', fullname: 'Admin Yayasan', isAdmin: true };

export async function insertUsers(svc: TestService, users = [DONOR, OTHER, ADMIN]): Promise<void> {
  for (const u of users) {
    await svc.db('users').insert({
      id: u.id,
      username: u.username,
      fullname: u.fullname,
      email: `${u.username}@example.test`,
      is_admin: u.isAdmin,
    });
  }
}

export const authFor = (svc: TestService, u: { id: number; username: string; isAdmin: boolean }) =>
  svc.auth({ id: u.id, username: u.username, isAdmin: u.isAdmin });

export interface CampaignSeed {
  target_amount?: number;
  total_collected?: number;
  draft?: boolean;
  expiry_time?: Date;
  title?: string;
}

/** A campaign row; Open by default (ends in a week, nothing collected). */
export async function insertCampaign(
  svc: TestService,
  c: CampaignSeed = {},
): Promise<{ pk: number; donation_id: string; title: string }> {
  const donation_id = `camp-${randomBytes(5).toString('hex')}`;
  const title = c.title ?? `Bantu Anak Yatim ${donation_id}`;
  const [pk] = await svc.db('donations').insert({
    donation_id,
    title,
    description: 'Deskripsi singkat',
    content: 'Isi kampanye',
    thumbnail: '',
    target_amount: c.target_amount ?? 1_000_000,
    total_collected: c.total_collected ?? 0,
    draft: c.draft ?? false,
    expiry_time: c.expiry_time ?? new Date(Date.now() + 7 * 24 * 3600 * 1000),
    created_by: ADMIN.id,
  });
  return { pk: Number(pk), donation_id, title };
}

export async function totalCollected(svc: TestService, pk: number): Promise<number> {
  const row = await svc.db('donations').where({ id: pk }).first('total_collected');
  return Number(row?.total_collected);
}

export async function transactionRow(svc: TestService, orderId: string) {
  const row = await svc.db('transactions').where({ order_id: orderId }).first();
  if (!row) throw new Error(`No transaction with order id ${orderId}`);
  return row;
}

/** A notification body signed with the server key, as Midtrans would send it. */
export function signedNotification(
  over: Partial<MidtransBody> & { order_id: string; gross_amount: string },
  serverKey = SERVER_KEY,
): MidtransBody {
  const status = over.transaction_status ?? 'settlement';
  const codes: Record<string, string> = { pending: '201', expire: '407', deny: '202', failure: '202' };
  const statusCode =
    over.status_code ?? (status === 'capture' && over.fraud_status === 'challenge' ? '201' : (codes[status] ?? '200'));
  const body: MidtransBody = {
    transaction_time: '2025-01-02 10:00:00',
    transaction_status: status,
    transaction_id: over.transaction_id ?? `trx-${over.order_id}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    payment_type: 'bank_transfer',
    fraud_status: 'accept',
    currency: 'IDR',
    ...over,
  };
  body.signature_key = signatureKey(over.order_id, statusCode, over.gross_amount, serverKey);
  return body;
}

/** Records a pending order directly (as the pay route would after charging). */
export async function insertPendingTransaction(
  svc: TestService,
  o: {
    donation_pk: number;
    amount: number;
    user_id?: number;
    donor_name?: string;
    anonymous?: boolean;
    order_id?: string;
    transaction_id?: string;
  },
) {
  const order_id = o.order_id ?? `TEST-${randomBytes(8).toString('hex')}`;
  await svc.db('transactions').insert({
    order_id,
    transaction_id: o.transaction_id ?? `trx-${order_id}`,
    donation_pk: o.donation_pk,
    user_id: o.user_id ?? DONOR.id,
    donor_name: o.donor_name ?? (o.anonymous ? 'Hamba Allah' : DONOR.fullname),
    anonymous: o.anonymous ?? false,
    amount: o.amount,
    payment_method: 'bank_transfer',
    bank: 'bca',
    status: 'pending',
  });
  return { order_id, transaction_id: o.transaction_id ?? `trx-${order_id}`, gross_amount: `${o.amount}.00` };
}

/** Pays or expires an order in the simulator; resolves after its notification was delivered (or failed). */
export async function simulator(
  simUrl: string,
  action: 'pay' | 'expire',
  ref: { order_id?: string; va_number?: string },
) {
  const res = await fetch(`${simUrl}/simulator/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ref),
  });
  return { status: res.status, body: (await res.json()) as { notification: { delivered: boolean; status?: number } } };
}

/** Posts a Midtrans notification to the service, as the gateway would forward it. */
export const postNotification = (svc: TestService, body: unknown) =>
  svc.app.inject({ method: 'POST', url: '/midtrans/notification', payload: body as object });
