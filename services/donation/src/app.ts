import type { FastifyPluginAsync } from 'fastify';
import { isOwnImageUrl } from '@yayasan/contracts';
import { auditRoutes, jobRunner, pictureCopies, type Db } from '@yayasan/service-kit';
import { pledgePassIntervalMs, type PaymentsOptions } from './config';
import mailWorker from './plugins/mail-worker';
import paymentReminders from './plugins/payment-reminders';
import pledges from './plugins/pledges';
import payments from './plugins/payments';
import ledgerSnapshots from './plugins/ledger-snapshots';
import reconciler from './plugins/reconciler';
import campaignNewsRoutes from './routes/campaign-news';
import offlineNewsRoutes from './routes/offline-news';
import campaignSearchRoutes from './routes/campaign-search';
import campaignRoutes from './routes/campaigns';
import invoiceRoutes from './routes/invoice';
import ledgerRoutes from './routes/ledger';
import ledgerReportRoutes from './routes/ledger-reports';
import notificationRoutes from './routes/notification';
import overviewRoutes from './routes/overview';
import payRoutes from './routes/pay';
import pledgeRoutes from './routes/pledges';
import prayerRoutes from './routes/prayers';
import statusRoutes from './routes/status';
import transactionsRoutes from './routes/transactions';
import dataRightsRoutes from './routes/data-rights';
import unpaidDonationRoutes from './routes/unpaid-donations';
import { donationAudit } from './domain/audit-trail';

/** The donation service: campaigns, their news and donors' prayers, payments through Midtrans, history, receipts and mails. */
const app: FastifyPluginAsync<{
  db: Db;
  payments?: PaymentsOptions;
  blogUrl?: string;
  /** The media service, which copies outside pictures (MEDIA_SERVICE_URL by default). */
  mediaUrl?: string;
}> = async (fastify, opts) => {
  await fastify.register(pictureCopies, { mediaUrl: opts.mediaUrl, isOwn: isOwnImageUrl });
  await fastify.register(payments, opts.payments ?? {});
  await fastify.register(jobRunner);
  await fastify.register(reconciler, { settings: opts.payments?.reconcile });
  await fastify.register(mailWorker, { ...opts.payments?.mail, ...(opts.blogUrl && { blogUrl: opts.blogUrl }) });
  await fastify.register(paymentReminders, opts.payments?.reminders ?? {});
  await fastify.register(pledges, { intervalMs: pledgePassIntervalMs(), ...opts.payments?.pledges });
  await fastify.register(ledgerSnapshots, opts.payments?.ledgerSnapshots ?? {});
  await fastify.register(campaignRoutes);
  await fastify.register(campaignSearchRoutes);
  await fastify.register(campaignNewsRoutes);
  await fastify.register(offlineNewsRoutes);
  await fastify.register(prayerRoutes);
  await fastify.register(payRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(statusRoutes);
  await fastify.register(unpaidDonationRoutes);
  await fastify.register(transactionsRoutes);
  await fastify.register(invoiceRoutes);
  await fastify.register(ledgerRoutes);
  await fastify.register(ledgerReportRoutes);
  await fastify.register(overviewRoutes);
  await fastify.register(pledgeRoutes);
  await fastify.register(dataRightsRoutes);
  await fastify.register(auditRoutes, { trail: donationAudit });
};

export default app;
