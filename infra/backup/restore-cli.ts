import { join } from 'node:path';
import { DATA_DIR } from '../dev/paths';
import { liveDatabaseUrl, parseRestoreArgs } from './cli-options';
import { backupLocationFromEnv } from './location';
import { locateBackup, runRestore } from './restore';

/** `npm run restore -- <backup> …`: exit 0 when restored and every check passed, 1 otherwise. */
async function main() {
  const command = parseRestoreArgs(process.argv.slice(2));
  const { location, name } = locateBackup(command.backup, backupLocationFromEnv());
  const result = await runRestore({
    databaseUrl: await liveDatabaseUrl(),
    location,
    backup: name,
    until: command.until,
    database: command.database,
    overLive: command.overLive,
    filesDir: command.filesDir ?? join(DATA_DIR, 'restores', command.database ?? name),
  });
  process.exitCode = result.code;
}

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
