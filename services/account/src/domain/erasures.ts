import type { Db, Mailer } from '@yayasan/service-kit';
import { ERASED_USER_NAME, ERASURE_GRACE_DAYS, type ErasureContentChoice } from '@yayasan/validation';
import type { DataRightsSettings } from '../config';
import { erasureDoneMail, hasAddress } from './data-rights-mail';
import { removeExpiredExports } from './data-exports';
import { eraseRowsIn } from './service-parts';

export interface ErasureRow {
  id: number;
  user_id: number;
  content: ErasureContentChoice;
  status: 'scheduled' | 'done' | 'cancelled';
  due_at: Date;
  attempts: number;
}

export const erasureState = (row: ErasureRow) => ({
  due_at: new Date(row.due_at).toISOString(),
  content: row.content,
});

export const scheduledErasure = (db: Db, userId: number) =>
  db<ErasureRow>('account_erasures').where({ user_id: userId, status: 'scheduled' }).first();

/** True when the user holds admin rights and no other account does: the site would have no administrator. */
export async function isLastAdministrator(db: Db, userId: number): Promise<boolean> {
  const admins = await db('users').where({ is_admin: true }).whereNull('erased_at').limit(2).pluck('id');
  return admins.length === 1 && Number(admins[0]) === userId;
}

/** Schedules the erasure ERASURE_GRACE_DAYS from now; null when one is already scheduled. */
export async function scheduleErasure(
  db: Db,
  userId: number,
  content: ErasureContentChoice,
  now = new Date(),
): Promise<ErasureRow | null> {
  return db.transaction(async (trx) => {
    // The account row serialises two requests of one person.
    await trx('users').where({ id: userId }).forUpdate().first('id');
    if (await trx('account_erasures').where({ user_id: userId, status: 'scheduled' }).first('id')) return null;
    const dueAt = new Date(now.getTime() + ERASURE_GRACE_DAYS * 24 * 3600_000);
    const [id] = await trx('account_erasures').insert({ user_id: userId, content, due_at: dueAt });
    return (await trx<ErasureRow>('account_erasures').where({ id }).first())!;
  });
}

/** Cancels the user's scheduled erasure; false when none was scheduled. */
export async function cancelErasure(db: Db, userId: number): Promise<boolean> {
  const changed = await db('account_erasures')
    .where({ user_id: userId, status: 'scheduled' })
    .update({ status: 'cancelled', finished_at: db.fn.now(3) });
  return changed > 0;
}

export interface ErasureDeps {
  db: Db;
  settings: DataRightsSettings;
  mailer: Mailer;
  publicUrl: string;
  /** Forgets the user's cached token version, so their tokens stop working at once everywhere. */
  forgetStanding(userId: number): Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs one claimed, due erasure. The other services go first (the blog's likes, notifications and, as
 * chosen, articles and comments; the donation service's orders become "Hamba Allah"), each safe to
 * repeat, so a failure there leaves the erasure to a later pass. Then the account itself, in one
 * transaction: every personal field replaced, the e-mail NULL (no sign-in, reset or mail can reach
 * it), no password, no admin rights, and the token version bumped, which ends every session at once.
 * The last administrator is never erased: the erasure is cancelled instead.
 */
export async function runErasure(deps: ErasureDeps, erasureId: number): Promise<'done' | 'refused' | 'gone'> {
  const { db, settings } = deps;
  const erasure = await db<ErasureRow>('account_erasures').where({ id: erasureId }).first();
  if (!erasure || erasure.status !== 'scheduled') return 'gone';
  const userId = erasure.user_id;
  if (await isLastAdministrator(db, userId)) {
    await db('account_erasures')
      .where({ id: erasureId, status: 'scheduled' })
      .update({ status: 'cancelled', finished_at: db.fn.now(3), last_error: 'the last administrator' });
    deps.log.warn({ userId }, 'erasure refused: the account is the last administrator');
    return 'refused';
  }
  const key = settings.serviceCallKey;
  await eraseRowsIn({ url: settings.blogUrl, key }, userId, erasure.content);
  await eraseRowsIn({ url: settings.donationUrl, key }, userId, erasure.content);

  const user = await db('users').where({ id: userId }).first('email', 'fullname');
  const done = await db.transaction(async (trx) => {
    const still = await trx('account_erasures').where({ id: erasureId }).forUpdate().first('status');
    // Cancelled while the other services were at work: their part (likes, names on donations) stays done.
    if (still?.status !== 'scheduled') return false;
    await trx('users')
      .where({ id: userId })
      .update({
        fullname: ERASED_USER_NAME,
        email: null,
        username: `pengguna-terhapus-${userId}`,
        password_hash: null,
        google_auth: false,
        is_admin: false,
        profile_img: '',
        bio: '',
        social_links: JSON.stringify({}),
        email_campaign_news: false,
        erased_at: trx.fn.now(3),
        token_version: trx.raw('token_version + 1'),
        updated_at: trx.fn.now(3),
        // The second factor goes with the account.
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      });
    await trx('password_resets').where({ user_id: userId }).delete();
    await trx('recovery_codes').where({ user_id: userId }).delete();
    await trx('passkeys').where({ user_id: userId }).delete();
    // Its devices' user agents go too; a token naming a removed session is refused like an ended one.
    await trx('sessions').where({ user_id: userId }).delete();
    await trx('account_erasures')
      .where({ id: erasureId })
      .update({ status: 'done', finished_at: trx.fn.now(3) });
    return true;
  });
  if (!done) return 'gone';
  await deps.forgetStanding(userId);
  await removeExpiredExports(db, settings, userId);
  await db('data_exports').where({ user_id: userId, status: 'queued' }).update({ status: 'failed' });
  if (hasAddress(user)) {
    try {
      await deps.mailer.send(await erasureDoneMail(user, deps.publicUrl));
    } catch (err) {
      deps.log.error({ err, userId }, 'erasure mail not sent');
    }
  }
  return 'done';
}
