import type { MigrationList } from '@yayasan/service-kit';
import { m001Donations } from './001_donations';
import { m002Transactions } from './002_transactions';

export const migrations: MigrationList = {
  '001_donations': m001Donations,
  '002_transactions': m002Transactions,
};
