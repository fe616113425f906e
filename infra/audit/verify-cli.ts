import { createDb } from '@yayasan/service-kit';
import { runAuditVerify } from './verify';

/** The dev stack's database when DATABASE_URL is not set (infra/dev/start.ts). */
const DEV_DATABASE_URL = 'mysql://root@127.0.0.1:3306/yayasan';

/** `npm run audit:verify` (exit code 1 when a chain does not match, 2 when the check could not run). */
const db = createDb(process.env.DATABASE_URL ?? DEV_DATABASE_URL, { min: 0, max: 2 });
runAuditVerify(db)
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(`Audit verification failed to run: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  })
  .finally(() => void db.destroy());
