import { parseArgs } from 'node:util';
import { dropDatabase, ensureDatabase } from '@yayasan/service-kit';
import { resolveDatabaseServer } from '../dev/database';
import { startEphemeralStack } from '../dev/ephemeral';
import { resolveTestRedis } from '../dev/redis';
import { bulkConnection, largeDataSetState, migrateAll, seedLargeData } from '../seed-large/seed';
import { apiThroughGateway } from './api';
import { printSection, type Section } from './budgets';
import { bundles } from './bundles';
import { benchContext, type BenchModule } from './context';
import { host } from './host';
import { demoVersusLarge, reminderPassOnLargeData } from './large-data';
import { lighthouseAudits } from './lighthouse';
import { receipts } from './receipts';
import { serverRender } from './render';

/**
 * `npm run bench`: boots the site with demo data on free ports, runs every module against it and
 * prints one table per section. Exits non-zero when any budget fails. Add a module with one line.
 */
const MODULES: [string, BenchModule][] = [
  ['the host', host],
  ['API latency', apiThroughGateway],
  ['bundle weight', bundles],
  ['server render', serverRender],
  ['Lighthouse', lighthouseAudits],
  ['receipts', receipts],
];

const { values: options } = parseArgs({
  options: {
    // The large data set's database: reused when it holds data, else filled by `npm run seed:large`'s generator.
    'large-database': { type: 'string', default: process.env.LARGE_DATABASE_NAME ?? 'yayasan_large' },
    'large-scale': { type: 'string', default: '1' },
    'only-large': { type: 'boolean', default: false },
    'skip-large': { type: 'boolean', default: false },
  },
});

/**
 * The large data set's database name, filled first when it holds none yet, and filled anew when an
 * older generator filled it (see LARGE_SEED_VERSION).
 */
async function largeDatabase(): Promise<string> {
  const name = options['large-database'];
  const server = await resolveDatabaseServer();
  const url = `${server}/${name}`;
  const state = await largeDataSetState(server, name);
  if (state === 'current') {
    console.log(`Reusing the large data set in ${name}.`);
    return name;
  }
  if (state === 'outdated') {
    console.log(`${name} holds an older large data set: filling it anew.`);
    await dropDatabase(url);
  }
  console.log(`Filling ${name} with the large data set (scale ${options['large-scale']})...`);
  await ensureDatabase(url);
  const db = bulkConnection(url);
  try {
    await migrateAll(db);
    await seedLargeData(db, { scale: Number(options['large-scale']), log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
  return name;
}

async function main(): Promise<number> {
  // Measured as deployed: with the shared Redis (the local one, else a private redis-server).
  const redis = await resolveTestRedis();
  if (redis) process.env.REDIS_URL = redis.url;
  console.log(`Redis: ${redis?.url ?? 'none (redis-server not installed): measured with in-memory state'}`);
  // Measured as most visitors load a page: outside the field signals' sample (one load in ten in
  // production; development reports every one), which fetches none of the collector.
  process.env.FIELD_SAMPLE_RATE = '0';
  // The pledges' pass is timed on its own below: running on its schedule it would write during the measurements.
  process.env.PLEDGE_PASS_INTERVAL_MS = '0';
  console.log('Starting the site with demo data...');
  const stack = await startEphemeralStack('bench');
  const sections: Section[] = [];
  const report = (result: Section[]) => {
    result.forEach(printSection);
    sections.push(...result);
  };
  try {
    const ctx = await benchContext(stack);
    for (const [name, run] of options['only-large'] ? [] : MODULES) {
      console.log(`Measuring ${name}...`);
      report(await run(ctx));
    }
    if (!options['skip-large']) {
      const database = await largeDatabase();
      // Before the large site starts: its own pledge job would otherwise share the database meanwhile.
      console.log("Timing the pledges' daily pass on the large data set...");
      report(await reminderPassOnLargeData(`${await resolveDatabaseServer()}/${database}`));
      console.log('Starting a second site on the large data set...');
      const large = await startEphemeralStack('bench', { database, build: false });
      try {
        console.log('Measuring demo vs large data...');
        report(await demoVersusLarge(stack, large));
      } finally {
        await large.stop();
      }
    }
  } finally {
    await stack.stop();
    redis?.stop();
  }
  const failed = sections.flatMap((s) => s.checks.filter((c) => c.pass === false).map((c) => `${s.title}: ${c.name}`));
  console.log(
    failed.length ? `\n${failed.length} budget(s) failed:\n  ${failed.join('\n  ')}` : '\nEvery budget passed.',
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
