import type { MigrationList } from '@yayasan/service-kit';
import { m001Donations } from './001_donations';

export const migrations: MigrationList = {
  '001_donations': m001Donations,
};
