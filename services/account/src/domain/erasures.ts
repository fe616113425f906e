import type { Db, Mailer } from '@yayasan/service-kit';
import { ERASED_USER_NAME, ERASURE_GRACE_DAYS, type ErasureContentChoice } from '@yayasan/validation';
import type { DataRightsSettings } from '../config';
import type { ErasureTableRow } from '../db/tables';
import {
  erasureById,
  hasScheduledErasure,
  insertErasure,
  lockedErasureStatus,
  markErasureDone,
  refuseErasure,
} from '../repositories/account-erasures';
import { failQueuedExportsOf } from '../repositories/data-exports';
import { deletePasskeysOf } from '../repositories/passkeys';
import { deleteResetsOf } from '../repositories/password-resets';
import { deleteRecoveryCodesOf } from '../repositories/recovery-codes';
import { deleteSessionsOf } from '../repositories/sessions';
import { activeAdminIds, addresseeOf, eraseUser, lockUser } from '../repositories/users';
import { erasureDoneMail, hasAddress } from './data-rights-mail';
import { removeExpiredExports } from './data-exports';
import { eraseRowsIn } from './service-parts';

/** A scheduled erasure, without its worker's lease and its outcome. */
export type ErasureRow = Omit<ErasureTableRow, 'claimed_until' | 'last_error' | 'created_at' | 'finished_at'>;

export const erasureState = (row: ErasureRow) => ({
  due_at: new Date(row.due_at).toISOString(),
  content: row.content,
});

/** True when the user holds admin rights and no other account does: the site would have no administrator. */
export async function isLastAdministrator(db: Db, userId: number): Promise<boolean> {
  const admins = await activeAdminIds(db, 2);
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
    await lockUser(trx, userId);
    if (await hasScheduledErasure(trx, userId)) return null;
    const dueAt = new Date(now.getTime() + ERASURE_GRACE_DAYS * 24 * 3600_000);
    const id = await insertErasure(trx, { user_id: userId, content, due_at: dueAt });
    return (await erasureById(trx, id))!;
  });
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
  const erasure = await erasureById(db, erasureId);
  if (!erasure || erasure.status !== 'scheduled') return 'gone';
  const userId = erasure.user_id;
  if (await isLastAdministrator(db, userId)) {
    await refuseErasure(db, erasureId, 'the last administrator');
    deps.log.warn({ userId }, 'erasure refused: the account is the last administrator');
    return 'refused';
  }
  const key = settings.serviceCallKey;
  await eraseRowsIn({ url: settings.blogUrl, key }, userId, erasure.content);
  await eraseRowsIn({ url: settings.donationUrl, key }, userId, erasure.content);

  const user = await addresseeOf(db, userId);
  const done = await db.transaction(async (trx) => {
    const still = await lockedErasureStatus(trx, erasureId);
    // Cancelled while the other services were at work: their part (likes, names on donations) stays done.
    if (still?.status !== 'scheduled') return false;
    await eraseUser(trx, userId, { fullname: ERASED_USER_NAME, username: `pengguna-terhapus-${userId}` });
    await deleteResetsOf(trx, userId);
    await deleteRecoveryCodesOf(trx, userId);
    await deletePasskeysOf(trx, userId);
    // Its devices' user agents go too; a token naming a removed session is refused like an ended one.
    await deleteSessionsOf(trx, userId);
    await markErasureDone(trx, erasureId);
    return true;
  });
  if (!done) return 'gone';
  await deps.forgetStanding(userId);
  await removeExpiredExports(db, settings, userId);
  await failQueuedExportsOf(db, userId);
  if (hasAddress(user)) {
    try {
      await deps.mailer.send(await erasureDoneMail(user, deps.publicUrl));
    } catch (err) {
      deps.log.error({ err, userId }, 'erasure mail not sent');
    }
  }
  return 'done';
}
