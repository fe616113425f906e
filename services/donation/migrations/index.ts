import type { MigrationList } from '@yayasan/service-kit';
import { m001Donations } from './001_donations';
import { m002Transactions } from './002_transactions';
import { m003Reconcile } from './003_reconcile';
import { m006MailJobs } from './006_mail_jobs';

export const migrations: MigrationList = {
  '001_donations': m001Donations,
  '002_transactions': m002Transactions,
  '003_reconcile': m003Reconcile,
  '006_mail_jobs': m006MailJobs,
};
