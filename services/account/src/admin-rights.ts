import { commandLineActor, createDb } from '@yayasan/service-kit';
import { adminDatabaseUrl } from './config';
import { findUserByEmail } from './domain/users';
import { changeAdminRights } from './domain/admin-audit';

/**
 * `npm run admin -w @yayasan/service-account -- grant|revoke <email>`: the way admin rights change.
 * Either way the user's earlier tokens stop working (every service notices within its brief cache).
 */
async function main([action, email]: string[]): Promise<string> {
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new Error('usage: grant|revoke <email>');
  const databaseUrl = adminDatabaseUrl();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`no account with the e-mail ${email}`);
    // Recorded in the audit trail as the server account that ran the command.
    await changeAdminRights(db, user.id, action === 'grant', { actor: commandLineActor() });
    return `${user.username}: admin rights ${action === 'grant' ? 'granted' : 'removed'}; earlier sessions revoked`;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
