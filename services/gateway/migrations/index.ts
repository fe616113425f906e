import type { MigrationList } from '@yayasan/service-kit';
import { m001RemoteReleases } from './001_remote_releases';

export const migrations: MigrationList = {
  '001_remote_releases': m001RemoteReleases,
};
