import { parseArgs } from 'node:util';
import { databaseName, resolveDatabaseServer } from '../dev/database';
import { parseUntil } from './until';

/** The same database `npm start` uses: DATABASE_URL, else the local or private MariaDB's `yayasan`. */
export async function liveDatabaseUrl(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return env.DATABASE_URL ?? `${await resolveDatabaseServer()}/${databaseName('yayasan')}`;
}

export interface BackupCommand {
  retentionDays: number | null;
}

/** `npm run backup [-- --retention-days N]` (or BACKUP_RETENTION_DAYS). */
export function parseBackupArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): BackupCommand {
  const { values } = parseArgs({ args: argv, options: { 'retention-days': { type: 'string' } }, strict: true });
  const text = values['retention-days'] ?? env.BACKUP_RETENTION_DAYS;
  if (text === undefined || text === '') return { retentionDays: null };
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`the retention must be a whole number of days ≥ 1, got "${text}"`);
  return { retentionDays: days };
}

export interface RestoreCommand {
  backup: string;
  until?: Date;
  database?: string;
  overLive: boolean;
  filesDir?: string;
}

/** `npm run restore -- <backup> [--until "YYYY-MM-DD HH:MM:SS"] [--database NAME] [--over-live] [--files-dir DIR]`. */
export function parseRestoreArgs(argv: string[]): RestoreCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      until: { type: 'string' },
      database: { type: 'string' },
      'over-live': { type: 'boolean', default: false },
      'files-dir': { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new Error('name one backup: its folder, or its name in the backup location');
  if (values.database !== undefined && !/^[A-Za-z0-9_]{1,64}$/.test(values.database))
    throw new Error('--database takes letters, digits and _ (at most 64)');
  return {
    backup: positionals[0],
    until: values.until === undefined ? undefined : parseUntil(values.until),
    database: values.database,
    overLive: values['over-live']!,
    filesDir: values['files-dir'],
  };
}
