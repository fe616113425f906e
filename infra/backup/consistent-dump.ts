import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import knex, { type Knex } from 'knex';
import { connectionFromUrl } from '@yayasan/service-kit';
import { binlogPosition, type BinlogPosition } from './binlog';
import { startTool, toolConnection } from './mariadb-tools';

/** What mariadb-dump writes only once its own snapshot is open: its first table. */
const SNAPSHOT_OPEN = /\n-- Table structure for table /;

/** Calls `onOpen` once the dump's output shows its snapshot is open. */
function snapshotWatcher(onOpen: () => void) {
  let tail = '';
  let seen = false;
  const watcher = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!seen) {
        const text = tail + chunk.toString('latin1');
        if (SNAPSHOT_OPEN.test(text)) {
          seen = true;
          onOpen();
        } else tail = text.slice(-200);
      }
      done(null, chunk);
    },
  });
  return watcher;
}

export interface ConsistentDump<T> {
  takenAt: Date;
  binlog: BinlogPosition | null;
  /** What `read` answered inside the same snapshot as the dump. */
  facts: T;
}

/**
 * Dumps one database (gzip'd SQL) in one transaction and reads `read` in exactly the same state.
 * Commits are held back (MariaDB's BACKUP STAGE BLOCK_COMMIT) only from before our snapshot is opened
 * until mariadb-dump has opened its own, usually a fraction of a second; both snapshots
 * and the binary log position then describe the same committed transactions, whatever arrives
 * meanwhile. Unlike FLUSH TABLES WITH READ LOCK (what --master-data takes), it never waits for a
 * statement that itself waits for a row lock, so payments arriving during a backup only pause.
 */
export async function consistentDump<T>(o: {
  url: string;
  write: (gzippedSql: Readable) => Promise<unknown>;
  read: (db: Knex) => Promise<T>;
}): Promise<ConsistentDump<T>> {
  const conn = connectionFromUrl(o.url);
  // Two single connections: BACKUP STAGE END commits its session's transaction, so the lock is held on
  // one and the snapshot read on the other.
  const lock = knex({ client: 'mysql2', connection: conn, pool: { min: 1, max: 1 } });
  const db = knex({ client: 'mysql2', connection: conn, pool: { min: 1, max: 1 } });
  let locked = false;
  const unlock = async () => {
    if (!locked) return;
    locked = false;
    await lock.raw('BACKUP STAGE END');
  };
  try {
    await lock.raw('BACKUP STAGE START');
    locked = true;
    await lock.raw('BACKUP STAGE BLOCK_COMMIT');
    await db.raw('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await db.raw('START TRANSACTION WITH CONSISTENT SNAPSHOT');
    const binlog = await binlogPosition(db);
    const [[now]] = await db.raw('SELECT UNIX_TIMESTAMP(NOW(3)) AS t');
    const takenAt = new Date(Number(now.t) * 1000);

    const tool = toolConnection(o.url);
    const dump = startTool(
      'mariadb-dump',
      [
        ...tool.args,
        '--single-transaction',
        '--quick',
        '--hex-blob',
        '--routines',
        '--triggers',
        '--default-character-set=utf8mb4',
        conn.database!,
      ],
      tool.env,
    );
    dump.stdin!.end();
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const watcher = snapshotWatcher(() => opened());
    const gzip = createGzip();
    // The position as a comment at the head of the dump, as --master-data=2 writes it.
    gzip.write(
      binlog
        ? `-- Binary log position at the snapshot:\n-- CHANGE MASTER TO MASTER_LOG_FILE='${binlog.file}', MASTER_LOG_POS=${binlog.position};\n`
        : '-- Binary logging was off: no position, no point-in-time recovery from this dump.\n',
    );
    const streaming = pipeline(dump.stdout!, watcher, gzip);
    const writing = o.write(gzip);
    // A dump of no table ends without a table line: its exit counts as open too.
    let facts: T;
    try {
      await Promise.race([open, dump.done, streaming, writing]);
      await unlock();
      facts = await o.read(db);
      await Promise.all([dump.done, streaming, writing]);
    } catch (err) {
      dump.kill();
      gzip.destroy();
      throw err;
    }
    await db.raw('COMMIT');
    return { takenAt, binlog, facts };
  } finally {
    await unlock().catch(() => undefined);
    await Promise.all([lock.destroy(), db.destroy()]);
  }
}
