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

/** A MariaDB of our own under .data/, from the system binaries, on 127.0.0.1:3307. */
async function startPrivateMariaDb(): Promise<string | null> {
  const installDb = which('mariadb-install-db') || which('mysql_install_db');
  const daemon = which('mariadbd') || which('mysqld') || (existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : '');
  if (!installDb || !daemon) return null;
  const dir = join(DATA_DIR, 'mariadb');
  const url = `mysql://root@127.0.0.1:${PRIVATE_PORT}`;
  if (await answers(url)) return url;
  if (!existsSync(join(dir, 'mysql'))) {
    mkdirSync(dir, { recursive: true });
    const r = spawnSync(
      installDb,
      [
        '--no-defaults',
        `--datadir=${dir}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`mariadb-install-db failed: ${r.stderr}`);
  }
  const child = spawn(
    daemon,
    [
      '--no-defaults',
      `--datadir=${dir}`,
      `--socket=${join(dir, 'mysqld.sock')}`,
      `--port=${PRIVATE_PORT}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      '--skip-log-bin',
    ],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  for (let i = 0; i < 60; i++) {
    if (await answers(url)) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the private MariaDB did not start');
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
