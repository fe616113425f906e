import type { MigrationList } from '@yayasan/service-kit';
import { m001UploadClaims } from './001_upload_claims';

export const migrations: MigrationList = {
  '001_upload_claims': m001UploadClaims,
};
