import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { startTool, toolConnection } from './mariadb-tools';
import { rawRows } from './raw-rows';
import { formatUtc } from './until';

export interface BinlogPosition {
  file: string;
  position: number;
}

/** The binary log's current position, or null when the server logs no changes (log_bin OFF). */
export async function binlogPosition(db: Knex): Promise<BinlogPosition | null> {
  const [[logBin]] = await db.raw("SHOW VARIABLES LIKE 'log_bin'");
  if (String(logBin?.Value).toUpperCase() !== 'ON') return null;
  const [[status]] = await db.raw('SHOW MASTER STATUS');
  return status ? { file: String(status.File), position: Number(status.Position) } : null;
}

/** The server's binary logs from `first` on, oldest first; throws when `first` was purged already. */
export async function binlogFilesFrom(db: Knex, first: string): Promise<string[]> {
  const [rows] = await db.raw('SHOW BINARY LOGS');
  const names = rawRows(rows).map((r) => String(r.Log_name));
  const at = names.indexOf(first);
  if (at < 0)
    throw new Error(
      `the binary log ${first} named by the backup is no longer on the server (kept: ${names.join(', ') || 'none'}); ` +
        'point-in-time recovery needs the logs kept at least as long as the backups',
    );
  return names.slice(at);
}

/**
 * Replays the live database's changes from the backup's position up to (not including) `until` into
 * `target`: mariadb-binlog reads the logs from the server, keeps only the live database's events and
 * renames them to the target, and the client applies them.
 */
export async function replayBinlog(o: {
  serverUrl: string;
  live: string;
  target: string;
  from: BinlogPosition;
  files: string[];
  until: Date;
}): Promise<void> {
  const conn = toolConnection(o.serverUrl);
  const reader = startTool(
    'mariadb-binlog',
    [
      ...conn.args,
      '--read-from-remote-server',
      `--start-position=${o.from.position}`,
      `--stop-datetime=${formatUtc(o.until)}`,
      `--database=${o.live}`,
      `--rewrite-db=${o.live}->${o.target}`,
      ...o.files,
    ],
    // --stop-datetime is read in the tool's local zone: UTC, as formatted.
    { ...conn.env, TZ: 'UTC' },
  );
  reader.stdin!.end();
  const client = startTool('mariadb', [...conn.args, '--binary-mode', o.target], conn.env);
  await Promise.all([pipeline(reader.stdout!, client.stdin!), reader.done, client.done]);
}
