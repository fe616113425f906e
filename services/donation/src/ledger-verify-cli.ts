import { createDb } from '@yayasan/service-kit';
import { runLedgerVerify } from './ledger-verify';

/** The dev stack's database when DATABASE_URL is not set (infra/dev/start.ts). */
const DEV_DATABASE_URL = 'mysql://root@127.0.0.1:3306/yayasan';

/** `npm run ledger:verify` (exit code 1 on a mismatch, 2 when the check could not run). */
const db = createDb(process.env.DATABASE_URL ?? DEV_DATABASE_URL, { min: 0, max: 2 });
runLedgerVerify(db)
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(`Ledger verification failed to run: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  })
  .finally(() => void db.destroy());
