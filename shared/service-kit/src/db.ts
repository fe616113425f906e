import knex, { type Knex } from 'knex';

export type Db = Knex;

/** mysql://user:pass@host:port/database → knex connection config with the charset set explicitly. */
export function connectionFromUrl(url: string): Knex.MySql2ConnectionConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password || ''),
    database: u.pathname.replace(/^\//, '') || undefined,
    charset: 'utf8mb4',
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
    bigNumberStrings: false,
    // An unreachable database fails a request in seconds (answered 503), not after the driver's 10 s.
    connectTimeout: 3000,
  };
}

/** How long a connection may take to open, and a query to wait for one. */
export interface DbTimeouts {
  connectMs: number;
  acquireMs: number;
}

export function createDb(
  url: string,
  pool = { min: 0, max: 10 },
  timeouts: DbTimeouts = { connectMs: 3000, acquireMs: 5000 },
): Db {
  // Waiting for a free connection is bounded too; the pool makes new connections on the next request,
  // so the service recovers by itself once the database is back.
  return knex({
    client: 'mysql2',
    connection: { ...connectionFromUrl(url), connectTimeout: timeouts.connectMs },
    pool,
    acquireConnectionTimeout: timeouts.acquireMs,
  });
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const conn = connectionFromUrl(url);
  const name = conn.database;
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = knex({ client: 'mysql2', connection: { ...conn, database: undefined }, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } finally {
    await admin.destroy();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const conn = connectionFromUrl(url);
  const admin = knex({ client: 'mysql2', connection: { ...conn, database: undefined }, pool: { min: 0, max: 1 } });
  try {
    if (conn.database) await admin.raw('DROP DATABASE IF EXISTS ??', [conn.database]);
  } finally {
    await admin.destroy();
  }
}

/** JSON columns come back as strings from MariaDB and as objects from MySQL 8. */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

/** One named counter of a service's `(name, value)` counters table (a primary-key read); 0 when absent. */
export async function counterValue(db: Knex | Knex.Transaction, table: string, name: string): Promise<number> {
  const row = await db<{ name: string; value: number | string }>(table).where({ name }).first('value');
  return Number(row?.value ?? 0);
}

/** Table options every migration uses, so the charset never depends on server defaults. */
export function utf8mb4(table: Knex.CreateTableBuilder): void {
  table.charset('utf8mb4');
  table.collate('utf8mb4_unicode_ci');
  table.engine('InnoDB');
}
