import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knex from 'knex';
import { connectionFromUrl } from '@yayasan/service-kit';
import { DATA_DIR } from './paths';

const LOCAL_SERVER = 'mysql://root@127.0.0.1:3306';
const PRIVATE_PORT = 3307;

async function answers(serverUrl: string): Promise<boolean> {
  const db = knex({
    client: 'mysql2',
    connection: { ...connectionFromUrl(serverUrl), database: undefined, connectTimeout: 2000 },
    pool: { min: 0, max: 1 },
    // A server that does not answer yet is the expected case here, not worth a log line.
    log: { warn: () => undefined, error: () => undefined },
  });
  try {
    await db.raw('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

const which = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim();

/** The system's MariaDB binaries, or null when they are not installed. */
function mariaDbBinaries(): { installDb: string; daemon: string } | null {
  const installDb = which('mariadb-install-db') || which('mysql_install_db');
  const daemon = which('mariadbd') || which('mysqld') || (existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : '');
  return installDb && daemon ? { installDb, daemon } : null;
}

export interface MariaDbOptions {
  /** Data folder; created and initialised when it holds no server yet. */
  dir: string;
  port: number;
  /** Further server options, e.g. ['--log-bin', '--binlog-format=ROW', '--server-id=1']. */
  args?: string[];
  /** Keep running after this process ends (the development server); otherwise a child stopped by `stop()`. */
  detached?: boolean;
}

export interface MariaDbServer {
  /** mysql://root@127.0.0.1:<port>, without a database. */
  url: string;
  /** Stops a server this call started and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts MariaDB from the system binaries on 127.0.0.1 (root without password) and waits until it answers. */
export async function startMariaDb(o: MariaDbOptions): Promise<MariaDbServer> {
  const bins = mariaDbBinaries();
  if (!bins) throw new Error('MariaDB is not installed (sudo apt-get install -y mariadb-server)');
  const url = `mysql://root@127.0.0.1:${o.port}`;
  if (!existsSync(join(o.dir, 'mysql'))) {
    mkdirSync(o.dir, { recursive: true });
    const r = spawnSync(
      bins.installDb,
      [
        '--no-defaults',
        `--datadir=${o.dir}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`mariadb-install-db failed: ${r.stderr}`);
  }
  const child = spawn(
    bins.daemon,
    [
      '--no-defaults',
      `--datadir=${o.dir}`,
      `--socket=${join(o.dir, 'mysqld.sock')}`,
      `--port=${o.port}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      ...(o.args ?? ['--skip-log-bin']),
    ],
    { detached: o.detached ?? false, stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  if (o.detached) child.unref();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 240; i++) {
    if (await answers(url)) return { url, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`MariaDB did not start on port ${o.port}`);
}

/** A MariaDB of our own under .data/, from the system binaries, on 127.0.0.1:3307. */
async function startPrivateMariaDb(): Promise<string | null> {
  if (!mariaDbBinaries()) return null;
  const url = `mysql://root@127.0.0.1:${PRIVATE_PORT}`;
  if (await answers(url)) return url;
  return (await startMariaDb({ dir: join(DATA_DIR, 'mariadb'), port: PRIVATE_PORT, detached: true })).url;
}

/**
 * The database server to use, as a URL without a database name:
 * DATABASE_URL's server, else MySQL/MariaDB on 127.0.0.1:3306 as root, else a private MariaDB.
 */
export async function resolveDatabaseServer(): Promise<string> {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '';
    return u.toString().replace(/\/$/, '');
  }
  if (await answers(LOCAL_SERVER)) return LOCAL_SERVER;
  const local = await startPrivateMariaDb();
  if (local) return local;
  throw new Error(
    'No MySQL/MariaDB found. Install MariaDB (sudo apt-get install -y mariadb-server) or set DATABASE_URL=mysql://user:pass@host:3306/yayasan.',
  );
}

/** The database name of DATABASE_URL, or the default. */
export const databaseName = (fallback: string) =>
  process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.replace(/^\//, '') || fallback : fallback;
