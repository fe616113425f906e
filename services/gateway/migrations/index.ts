import type { MigrationList } from '@yayasan/service-kit';
import { m001RemoteReleases } from './001_remote_releases';
import { m002AuditTrail } from './002_audit_trail';
import { m003FieldSignals } from './003_field_signals';
import { m004CanaryWatches } from './004_canary_watches';

export const migrations: MigrationList = {
  '001_remote_releases': m001RemoteReleases,
  '002_audit_trail': m002AuditTrail,
  '003_field_signals': m003FieldSignals,
  '004_canary_watches': m004CanaryWatches,
};
