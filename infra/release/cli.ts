import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import { createDb, ensureDatabase, migrateLatest, type Db } from '@yayasan/service-kit';
import { migrations } from '@yayasan/service-gateway/migrations';
import {
  isRemoteName,
  listReleases,
  promoteCanary,
  RegistryError,
  releaseStoreFromEnv,
  rollbackTo,
} from '@yayasan/service-gateway/releases';
import { databaseName, resolveDatabaseServer } from '../dev/database';
import { DATA_DIR } from '../dev/paths';
import { buildRemote } from './build';
import { liveShellShared, publishRelease, ReleaseRefused } from './publish';

const USAGE = `Usage:
  npm run release -- <remote>                      build and publish <remote>, live for everyone
  npm run release -- <remote> --canary <percent>   ... live for that share of visitors only
  npm run release -- <remote> --dist <folder>      publish a build made earlier instead of building
  npm run release -- <remote> --promote            the canary becomes live for everyone
  npm run release -- --list <remote>               versions, times, which is live, which is canary
  npm run release -- --rollback <remote> <version> switch to that version at once
<remote>: ${REMOTE_NAMES.join(' | ')}`;

class UsageError extends Error {}

type Command =
  | { kind: 'publish'; remote: RemoteName; canaryPercent?: number; dist?: string }
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
  const canary = take('--canary');
  const dist = take('--dist');
  if (canary !== undefined && !/^(100|[1-9]?\d)$/.test(canary)) {
    throw new UsageError('--canary takes a whole percentage from 0 to 100');
  }
  if (args.length !== 1) throw new UsageError('name one remote');
  return {
    kind: 'publish',
    remote: remoteArg(args[0]),
    canaryPercent: canary === undefined ? undefined : Number(canary),
    dist: dist && resolve(dist),
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

async function list(db: Db, remote: RemoteName) {
  const rows = await listReleases(db, remote);
  if (!rows.length) return console.log(`${remote}: no releases yet (the in-place build is served)`);
  const width = Math.max(...rows.map((r) => r.version.length));
  for (const r of rows) {
    const state =
      r.state === 'live' ? 'LIVE' : r.state === 'canary' ? `CANARY ${r.canaryPercent}% of visitors` : 'previous';
    console.log(`${pad(r.version, width)}  ${r.publishedAt.toISOString()}  ${state}`);
  }
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

async function main() {
  const command = parseArgs(process.argv.slice(2));
  const db = await openRegistry();
  try {
    if (command.kind === 'list') await list(db, command.remote);
    else if (command.kind === 'rollback') {
      await rollbackTo(db, command.remote, command.version);
      console.log(`${command.remote} ${command.version} is live`);
    } else if (command.kind === 'promote') {
      console.log(`${command.remote} ${await promoteCanary(db, command.remote)} is live for everyone`);
    } else await publish(db, command);
  } finally {
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
