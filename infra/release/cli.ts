import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import {
  closeRedis,
  createDb,
  ensureDatabase,
  migrateLatest,
  redisFromEnv,
  redisReady,
  type Db,
  type SharedRedis,
} from '@yayasan/service-kit';
import { fieldWindowFor, type FieldWindow } from '@yayasan/service-gateway/field';
import { migrations } from '@yayasan/service-gateway/migrations';
import {
  isRemoteName,
  listReleases,
  percentile,
  promoteCanary,
  RegistryError,
  releaseStoreFromEnv,
  rollbackTo,
} from '@yayasan/service-gateway/releases';
import { databaseName, resolveDatabaseServer } from '../dev/database';
import { DATA_DIR } from '../dev/paths';
import { findRedis } from '../dev/redis';
import { buildRemote } from './build';
import { liveShellShared, publishRelease, ReleaseRefused } from './publish';
import { parseDuration, watchCanary } from './watch';

const USAGE = `Usage:
  npm run release -- <remote>                      build and publish <remote>, live for everyone
  npm run release -- <remote> --canary <percent>   ... live for that share of visitors only
  npm run release -- <remote> --dist <folder>      publish a build made earlier instead of building
  npm run release -- <remote> --canary <percent> --watch <duration>
                                                   ... then judge it by what visitors meet for up to
                                                   <duration> (30m, 2h): promote or roll back on its own
  npm run release -- --watch <remote> <duration>   judge the canary already out
  ... --min-views <n>                              page views each side needs before a promotion (500)
  npm run release -- <remote> --promote            the canary becomes live for everyone
  npm run release -- --list <remote>               versions, times, which is live, which is canary, and
                                                   how the live and canary versions fare with visitors
  npm run release -- --rollback <remote> <version> switch to that version at once
<remote>: ${REMOTE_NAMES.join(' | ')}`;

class UsageError extends Error {}

interface WatchSettings {
  forMs: number;
  minPageViews?: number;
}

type Command =
  | { kind: 'publish'; remote: RemoteName; canaryPercent?: number; dist?: string; watch?: WatchSettings }
  | { kind: 'watch'; remote: RemoteName; watch: WatchSettings }
  | { kind: 'promote'; remote: RemoteName }
  | { kind: 'list'; remote: RemoteName }
  | { kind: 'rollback'; remote: RemoteName; version: string };

function remoteArg(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) throw new UsageError(`unknown remote "${value ?? ''}"`);
  return value;
}

export function parseArgs(argv: string[]): Command {
  const args = [...argv];
  const take = (flag: string) => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    return value;
  };
  const flag = (name: string) => {
    const at = args.indexOf(name);
    if (at >= 0) args.splice(at, 1);
    return at >= 0;
  };
  if (flag('--list')) return { kind: 'list', remote: remoteArg(args[0]) };
  if (flag('--rollback')) {
    if (!args[1]) throw new UsageError('--rollback needs a remote and a version');
    return { kind: 'rollback', remote: remoteArg(args[0]), version: args[1] };
  }
  if (flag('--promote')) return { kind: 'promote', remote: remoteArg(args[0]) };
  const durationArg = (text: string | undefined) => {
    const ms = text === undefined ? null : parseDuration(text);
    if (ms === null) throw new UsageError('--watch takes a duration such as 30m or 2h');
    return ms;
  };
  const minViews = take('--min-views');
  if (minViews !== undefined && !/^[1-9]\d*$/.test(minViews)) throw new UsageError('--min-views takes a whole number');
  const settings = (forMs: number): WatchSettings => ({
    forMs,
    ...(minViews === undefined ? {} : { minPageViews: Number(minViews) }),
  });
  if (args[0] === '--watch' && args.length === 3) {
    return { kind: 'watch', remote: remoteArg(args[1]), watch: settings(durationArg(args[2])) };
  }
  const canary = take('--canary');
  const dist = take('--dist');
  const watch = take('--watch');
  if (minViews !== undefined && watch === undefined) throw new UsageError('--min-views goes with --watch');
  if (canary !== undefined && !/^(100|[1-9]?\d)$/.test(canary)) {
    throw new UsageError('--canary takes a whole percentage from 0 to 100');
  }
  if (watch !== undefined && canary === undefined) throw new UsageError('--watch judges a canary: add --canary');
  if (args.length !== 1) throw new UsageError('name one remote');
  return {
    kind: 'publish',
    remote: remoteArg(args[0]),
    canaryPercent: canary === undefined ? undefined : Number(canary),
    dist: dist && resolve(dist),
    watch: watch === undefined ? undefined : settings(durationArg(watch)),
  };
}

/** The same database `npm start` uses: DATABASE_URL, else the local or private MariaDB's `yayasan`. */
async function openRegistry(): Promise<Db> {
  const url = process.env.DATABASE_URL ?? `${await resolveDatabaseServer()}/${databaseName('yayasan')}`;
  await ensureDatabase(url);
  const db = createDb(url, { min: 0, max: 2 });
  await migrateLatest(db, 'gateway', migrations);
  return db;
}

const pad = (text: string, width: number) => text.padEnd(width);

/** What visitors met with a version since it was published (as far back as the field window keeps). */
async function healthLine(window: FieldWindow, remote: RemoteName, version: string, since: Date) {
  const figures = await window.read(remote, version, since.getTime());
  if (!figures.pageViews) return 'no page views reported yet';
  const rate = (count: number) => `${((100 * count) / figures.pageViews).toFixed(2)} %`;
  const p75 = (values: number[]) => (values.length ? `${Math.round(percentile(values, 75))} ms` : 'n/a');
  return (
    `${figures.pageViews} page views, errors ${rate(figures.failures.error)}, ` +
    `load failures ${rate(figures.failures['remote-load'])}, p75 LCP ${p75(figures.vitals.LCP)}, ` +
    `p75 INP ${p75(figures.vitals.INP)}`
  );
}

async function list(db: Db, window: FieldWindow, remote: RemoteName) {
  const rows = await listReleases(db, remote);
  if (!rows.length) return console.log(`${remote}: no releases yet (the in-place build is served)`);
  const width = Math.max(...rows.map((r) => r.version.length));
  for (const r of rows) {
    const state =
      r.state === 'live' ? 'LIVE' : r.state === 'canary' ? `CANARY ${r.canaryPercent}% of visitors` : 'previous';
    const health =
      r.state === 'previous'
        ? ''
        : `\n${' '.repeat(width + 2)}${await healthLine(window, remote, r.version, r.publishedAt)}`;
    console.log(`${pad(r.version, width)}  ${r.publishedAt.toISOString()}  ${state}${health}`);
  }
}

/** Watches the canary and says how it ended; exits non-zero when it was rolled back. */
async function watch(db: Db, window: FieldWindow, remote: RemoteName, settings: WatchSettings) {
  const outcome = await watchCanary({ db, window, remote, ...settings });
  const said = {
    promoted: 'the canary was promoted: live for everyone',
    'rolled back': 'the canary was rolled back: no visitor gets it',
    undecided: 'no verdict; the canary stays as it is',
  };
  console.error(`${remote}: ${said[outcome]}`);
  if (outcome === 'rolled back') process.exitCode = 1;
}

async function publish(db: Db, command: Extract<Command, { kind: 'publish' }>) {
  const store = releaseStoreFromEnv(join(DATA_DIR, 'releases'));
  const shellShared = liveShellShared();
  let dir = command.dist;
  let built: string | undefined;
  if (!dir) {
    mkdirSync(DATA_DIR, { recursive: true });
    built = dir = mkdtempSync(join(DATA_DIR, `release-${command.remote}-`));
    console.error(`Building mf-${command.remote}...`);
    await buildRemote(command.remote, dir);
  }
  try {
    const version = await publishRelease({
      db,
      store,
      remote: command.remote,
      dir,
      shellShared,
      canaryPercent: command.canaryPercent,
    });
    console.error(
      command.canaryPercent === undefined
        ? `${command.remote} ${version} is live (${store.description})`
        : `${command.remote} ${version} is the canary for ${command.canaryPercent}% of visitors (${store.description})`,
    );
    console.log(version);
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

/** The field window `npm start`'s gateway keeps: in its Redis (REDIS_URL, else 127.0.0.1:6379), else in the database. */
async function openFieldWindow(db: Db): Promise<{ window: FieldWindow; redis: SharedRedis | null }> {
  const url = await findRedis();
  const redis = url ? redisFromEnv({ ...process.env, REDIS_URL: url }) : null;
  if (redis && !(await redisReady(redis))) {
    console.error('Redis is not answering: field figures are read from the database');
    await closeRedis(redis);
    return { window: fieldWindowFor(db, null), redis: null };
  }
  return { window: fieldWindowFor(db, redis), redis };
}

async function main() {
  const command = parseArgs(process.argv.slice(2));
  const db = await openRegistry();
  const { window, redis } = await openFieldWindow(db);
  try {
    if (command.kind === 'list') await list(db, window, command.remote);
    else if (command.kind === 'watch') await watch(db, window, command.remote, command.watch);
    else if (command.kind === 'rollback') {
      await rollbackTo(db, command.remote, command.version);
      console.log(`${command.remote} ${command.version} is live`);
    } else if (command.kind === 'promote') {
      console.log(`${command.remote} ${await promoteCanary(db, command.remote)} is live for everyone`);
    } else {
      await publish(db, command);
      if (command.watch) await watch(db, window, command.remote, command.watch);
    }
  } finally {
    if (redis) await closeRedis(redis);
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err) => {
    if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
    else if (err instanceof ReleaseRefused || err instanceof RegistryError) console.error(err.message);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
