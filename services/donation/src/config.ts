import { randomBytes } from 'node:crypto';
import {
  env as v,
  MAIL_ENV,
  mailerFromEnv,
  MEDIA_SERVICE_ENV,
  SERVICE_CALL_ENV,
  serviceCallKeyFromEnv,
  SERVICE_PORTS,
  Type,
  UNSUBSCRIBE_ENV,
  unsubscribeSecretFromEnv,
  type Mailer,
} from '@yayasan/service-kit';
import type { MailJobSettings } from './repositories/mail-jobs';
import type { MidtransConfig } from './domain/midtrans';
import type { ReconcileSettings } from './domain/reconcile';
import type { PaymentReminderOptions } from './plugins/payment-reminders';
import type { PledgeOptions } from './plugins/pledges';

/**
 * The donation service's configuration: the only place in the service that reads the environment.
 * Each reader takes the environment as an argument (tests pass their own) and the options a caller
 * gives win over it.
 */

const milliseconds = (note = '') =>
  Type.Optional(
    Type.String({ description: `a whole number of milliseconds${note && ` ${note}`}`, pattern: '^[0-9]{1,10}$' }),
  );

/** The donation service's own variables, checked at start with the common ones. */
export const donationEnv = {
  schema: Type.Object({
    MIDTRANS_SERVER_KEY: v.text('the Midtrans server key'),
    MIDTRANS_CLIENT_KEY: v.text('the Midtrans client key'),
    MIDTRANS_IS_PRODUCTION: v.boolean(),
    MIDTRANS_BASE_URL: v.url('http', 'https'),
    /** The Midtrans API as donors' browsers reach it (card tokens); the simulator's public address locally. */
    MIDTRANS_PUBLIC_URL: v.url('http', 'https'),
    INVOICE_SIGNING_SECRET: v.text('a random secret for receipt links'),
    PUPPETEER_EXECUTABLE_PATH: v.file(),
    RECONCILE_INTERVAL_MS: milliseconds('(0 turns reconciliation off)'),
    PLEDGE_PASS_INTERVAL_MS: milliseconds("(0 turns the pledges' scheduled pass off)"),
    RECONCILE_STALE_MS: milliseconds(),
    BLOG_SERVICE_URL: v.url('http', 'https'),
    ...MEDIA_SERVICE_ENV,
    ...SERVICE_CALL_ENV,
    ...MAIL_ENV,
    ...UNSUBSCRIBE_ENV,
    MAIL_JOB_INTERVAL_MS: milliseconds("between sweeps of the mail outbox (0 turns this replica's mail worker off)"),
  }),
  rules: {
    requiredInProduction: [
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'INVOICE_SIGNING_SECRET',
      'SMTP_URL',
      'UNSUBSCRIBE_SIGNING_SECRET',
      'SERVICE_CALL_KEY',
    ],
  },
};

/**
 * Which Midtrans environment takes the charges: MIDTRANS_IS_PRODUCTION when it is set, otherwise the
 * production API exactly when NODE_ENV=production (a production site never charges the sandbox by
 * omission). MIDTRANS_BASE_URL, when set, replaces the API address itself (the local simulator).
 */
export function midtransIsProduction(source: NodeJS.ProcessEnv = process.env): boolean {
  if (source.MIDTRANS_IS_PRODUCTION === 'true') return true;
  if (source.MIDTRANS_IS_PRODUCTION === 'false') return false;
  return source.NODE_ENV === 'production';
}

/** Where the site lives, for absolute campaign links (the gateway's origin). */
export const sitePublicUrl = (source: NodeJS.ProcessEnv = process.env) =>
  (source.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/**
 * The blog service's base URL: it owns the notifications that campaign news creates
 * (BLOG_SERVICE_URL, else the blog service's default port on this machine).
 */
export const blogServiceUrl = (source: NodeJS.ProcessEnv = process.env) =>
  (source.BLOG_SERVICE_URL ?? `http://127.0.0.1:${SERVICE_PORTS.blog}`).replace(/\/+$/, '');

export interface PaymentsOptions {
  midtrans?: Partial<MidtransConfig>;
  /** The site's origin, for absolute invoice links (PUBLIC_URL). */
  publicUrl?: string;
  invoiceSigningSecret?: string;
  invoiceLinkTtlSeconds?: number;
  /** Chromium for receipt PDFs (PUPPETEER_EXECUTABLE_PATH). */
  chromiumPath?: string;
  reconcile?: Partial<ReconcileSettings>;
  mail?: MailOptions;
  /** The payment reminders' pass interval (0: off). */
  reminders?: PaymentReminderOptions;
  /** The monthly pledges' pass interval (0: off). */
  pledges?: PledgeOptions;
  /** The daily ledger snapshot job's check interval (0: off; default hourly). */
  ledgerSnapshots?: { intervalMs?: number };
}

export interface MailOptions {
  /** The mail transport (tests pass an outbox); otherwise SMTP_URL / MAIL_OUTBOX_DIR. */
  mailer?: Mailer;
  /** Secret of the unsubscribe links (UNSUBSCRIBE_SIGNING_SECRET, shared with the account service). */
  unsubscribeSecret?: string;
  jobs?: Partial<MailJobSettings>;
  /** The blog service that news notification jobs call (BLOG_SERVICE_URL). */
  blogUrl?: string;
  /** The key the services present to each other (SERVICE_CALL_KEY, shared with the blog service). */
  serviceCallKey?: string;
}

/** Payment options from the environment, overridden by what the caller passes (tests). */
export function resolvePaymentsOptions(o: PaymentsOptions = {}, source: NodeJS.ProcessEnv = process.env) {
  const production = source.NODE_ENV === 'production';
  const serverKey =
    o.midtrans?.serverKey ?? source.MIDTRANS_SERVER_KEY ?? (production ? '' : 'SB-Mid-server-local-simulator');
  if (!serverKey) throw new Error('MIDTRANS_SERVER_KEY is not set');
  const secret =
    o.invoiceSigningSecret ?? source.INVOICE_SIGNING_SECRET ?? (production ? '' : randomBytes(32).toString('hex'));
  if (!secret) throw new Error('INVOICE_SIGNING_SECRET is not set');
  return {
    midtrans: {
      serverKey,
      clientKey: o.midtrans?.clientKey ?? source.MIDTRANS_CLIENT_KEY ?? '',
      baseUrl: o.midtrans?.baseUrl ?? source.MIDTRANS_BASE_URL ?? undefined,
      ...((o.midtrans?.publicApiUrl ?? source.MIDTRANS_PUBLIC_URL)
        ? { publicApiUrl: o.midtrans?.publicApiUrl ?? source.MIDTRANS_PUBLIC_URL }
        : {}),
      isProduction: o.midtrans?.isProduction ?? midtransIsProduction(source),
    } satisfies MidtransConfig,
    publicUrl: (o.publicUrl ?? source.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    invoiceSigningSecret: secret,
    invoiceLinkTtlSeconds: o.invoiceLinkTtlSeconds ?? 300,
    chromiumPath: o.chromiumPath ?? source.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  };
}

function envMs(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Time between the pledges' scheduled passes: PLEDGE_PASS_INTERVAL_MS (default 60 s; 0 turns them off). */
export const pledgePassIntervalMs = (source: NodeJS.ProcessEnv = process.env) =>
  envMs(source.PLEDGE_PASS_INTERVAL_MS, 60_000);

/** Reconciliation timing: RECONCILE_INTERVAL_MS (default 60 s) and RECONCILE_STALE_MS (default 5 min). */
export function resolveReconcileSettings(
  o: Partial<ReconcileSettings> = {},
  source: NodeJS.ProcessEnv = process.env,
): ReconcileSettings {
  return {
    intervalMs: o.intervalMs ?? envMs(source.RECONCILE_INTERVAL_MS, 60_000),
    staleAfterMs: o.staleAfterMs ?? envMs(source.RECONCILE_STALE_MS, 5 * 60_000),
    leaseMs: o.leaseMs ?? 60_000,
    batch: o.batch ?? 50,
  };
}

/** The mail worker's transport, link secret, blog service and timing (MAIL_JOB_INTERVAL_MS: outbox sweeps, default 60 s). */
export function resolveMailOptions(o: MailOptions = {}, source: NodeJS.ProcessEnv = process.env) {
  const jobs: MailJobSettings = {
    intervalMs: o.jobs?.intervalMs ?? envMs(source.MAIL_JOB_INTERVAL_MS, 60_000),
    leaseMs: o.jobs?.leaseMs ?? 120_000,
    concurrency: o.jobs?.concurrency ?? 4,
    maxAttempts: o.jobs?.maxAttempts ?? 8,
    retryDelayMs: o.jobs?.retryDelayMs ?? 30_000,
    maxRetryDelayMs: o.jobs?.maxRetryDelayMs ?? 6 * 3600_000,
  };
  return {
    mailer: o.mailer ?? mailerFromEnv(source),
    unsubscribeSecret: o.unsubscribeSecret ?? unsubscribeSecretFromEnv(source),
    blog: { url: o.blogUrl ?? blogServiceUrl(source), serviceKey: o.serviceCallKey ?? serviceCallKeyFromEnv(source) },
    jobs,
  };
}
