import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { midtransIsProduction } from '../config';
import { InvoiceRenderer, InvoiceSigner } from './invoice';
import { MidtransGateway, type MidtransConfig } from './midtrans';
import payRoutes from '../routes/pay';
import notificationRoutes from '../routes/notification';
import statusRoutes from '../routes/status';
import transactionsRoutes from '../routes/transactions';
import invoiceRoutes from '../routes/invoice';
import reconciler, { type ReconcileSettings } from './reconciler';

export interface PaymentsOptions {
  midtrans?: Partial<MidtransConfig>;
  /** The site's origin, for absolute invoice links (PUBLIC_URL). */
  publicUrl?: string;
  invoiceSigningSecret?: string;
  invoiceLinkTtlSeconds?: number;
  /** Chromium for receipt PDFs (PUPPETEER_EXECUTABLE_PATH). */
  chromiumPath?: string;
  reconcile?: Partial<ReconcileSettings>;
}

export interface Payments {
  gateway: MidtransGateway;
  signer: InvoiceSigner;
  renderer: InvoiceRenderer;
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Options from the environment, overridden by what the caller passes (tests). */
export function resolvePaymentsOptions(o: PaymentsOptions = {}, env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  const serverKey =
    o.midtrans?.serverKey ?? env.MIDTRANS_SERVER_KEY ?? (production ? '' : 'SB-Mid-server-local-simulator');
  if (!serverKey) throw new Error('MIDTRANS_SERVER_KEY is not set');
  const secret =
    o.invoiceSigningSecret ?? env.INVOICE_SIGNING_SECRET ?? (production ? '' : randomBytes(32).toString('hex'));
  if (!secret) throw new Error('INVOICE_SIGNING_SECRET is not set');
  return {
    midtrans: {
      serverKey,
      clientKey: o.midtrans?.clientKey ?? env.MIDTRANS_CLIENT_KEY ?? '',
      baseUrl: o.midtrans?.baseUrl ?? env.MIDTRANS_BASE_URL ?? undefined,
      isProduction: o.midtrans?.isProduction ?? midtransIsProduction(env),
    } satisfies MidtransConfig,
    publicUrl: (o.publicUrl ?? env.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    invoiceSigningSecret: secret,
    invoiceLinkTtlSeconds: o.invoiceLinkTtlSeconds ?? 300,
    chromiumPath: o.chromiumPath ?? env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  };
}

/** Payments: the Midtrans gateway, the ledger routes, history and receipts. */
const paymentsPlugin: FastifyPluginAsync<PaymentsOptions> = async (fastify, options) => {
  const o = resolvePaymentsOptions(options);
  const payments: Payments = {
    gateway: new MidtransGateway(o.midtrans),
    signer: new InvoiceSigner(o.invoiceSigningSecret, o.invoiceLinkTtlSeconds),
    renderer: new InvoiceRenderer(o.chromiumPath, fastify.log),
    publicUrl: o.publicUrl,
  };
  fastify.decorate('payments', payments);
  fastify.addHook('onClose', async () => payments.renderer.close());
  await fastify.register(payRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(statusRoutes);
  await fastify.register(transactionsRoutes);
  await fastify.register(invoiceRoutes);
  await fastify.register(reconciler, { gateway: payments.gateway, settings: options.reconcile });
};

export default fp(paymentsPlugin, { name: 'payments' });
