import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolvePaymentsOptions, type PaymentsOptions } from '../config';
import { InvoiceRenderer, InvoiceSigner } from '../domain/invoice';
import { MidtransGateway } from '../domain/midtrans';
import { countSettlements, ignoreLedger, measureReceiptRenders, type LedgerObserver } from '../domain/payment-metrics';

export interface Payments {
  gateway: MidtransGateway;
  signer: InvoiceSigner;
  renderer: InvoiceRenderer;
  publicUrl: string;
  /** Counts settlements in the process's metrics; every caller of applyGatewayState passes its outcome here. */
  observeLedger: LedgerObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Decorates `fastify.payments`: the Midtrans gateway, the receipt-link signer and the receipt PDF
 * renderer (its Chromium is closed with the server).
 */
const payments: FastifyPluginAsync<PaymentsOptions> = async (fastify, options) => {
  const o = resolvePaymentsOptions(options);
  const metrics = fastify.hasDecorator('metrics') ? fastify.metrics : undefined;
  const decorator: Payments = {
    gateway: new MidtransGateway(o.midtrans),
    signer: new InvoiceSigner(o.invoiceSigningSecret, o.invoiceLinkTtlSeconds),
    renderer: new InvoiceRenderer(o.chromiumPath, fastify.log, metrics && measureReceiptRenders(metrics)),
    publicUrl: o.publicUrl,
    observeLedger: metrics ? countSettlements(metrics) : ignoreLedger,
  };
  fastify.decorate('payments', decorator);
  fastify.addHook('onClose', async () => decorator.renderer.close());
};

export default fp(payments, { name: 'payments' });
