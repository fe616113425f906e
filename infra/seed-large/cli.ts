import { parseArgs } from 'node:util';
import { dropDatabase, ensureDatabase } from '@yayasan/service-kit';
import { resolveDatabaseServer } from '../dev/database';
import { bulkConnection, migrateAll, seedLargeData } from './seed';

/**
 * `npm run seed:large [-- --scale 1 --database yayasan_large]`: recreates the large-data database
 * (never the demo one) and fills it. The database server is the one `npm start` uses.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      database: { type: 'string', default: process.env.LARGE_DATABASE_NAME ?? 'yayasan_large' },
      seed: { type: 'string', default: '22' },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0) || scale > 10) throw new Error('--scale must be a number above 0 and at most 10');
  const name = values.database;
  if (!/^[A-Za-z0-9_]+$/.test(name) || name === 'yayasan') {
    throw new Error(`--database must be a separate database (letters, digits, _), not the demo one: ${name}`);
  }
  const url = `${await resolveDatabaseServer()}/${name}`;
  const started = Date.now();
  console.log(`large data at scale ${scale} into ${name} (recreated)`);
  await dropDatabase(url);
  await ensureDatabase(url);
  const db = bulkConnection(url);
  try {
    await migrateAll(db);
    await seedLargeData(db, { scale, seed: Number(values.seed), log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
