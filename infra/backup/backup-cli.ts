import { pruneBackups, runBackup } from './backup';
import { liveDatabaseUrl, parseBackupArgs } from './cli-options';
import { backupLocationFromEnv } from './location';
import { storeSource } from './stores';

/** `npm run backup`: exit 0 when written (a warning when point-in-time recovery is impossible), 1 when not. */
async function main() {
  const command = parseBackupArgs(process.argv.slice(2));
  const location = backupLocationFromEnv();
  await runBackup({
    databaseUrl: await liveDatabaseUrl(),
    location,
    stores: { media: storeSource('media'), releases: storeSource('releases') },
  });
  if (command.retentionDays !== null) {
    const removed = await pruneBackups(location, command.retentionDays);
    console.log(
      removed.length
        ? `Removed ${removed.length} backup(s) older than ${command.retentionDays} days: ${removed.join(', ')}`
        : `No backup older than ${command.retentionDays} days to remove.`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
