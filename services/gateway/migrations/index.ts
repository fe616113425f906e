import type { MigrationList } from '@yayasan/service-kit';
import { m001RemoteReleases } from './001_remote_releases';
import { m002AuditTrail } from './002_audit_trail';

export const migrations: MigrationList = {
  '001_remote_releases': m001RemoteReleases,
  '002_audit_trail': m002AuditTrail,
};
