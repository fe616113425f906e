import type { MigrationList } from '@yayasan/service-kit';

export const migrations: MigrationList = {};
