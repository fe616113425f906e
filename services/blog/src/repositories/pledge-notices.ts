import type { Db } from '@yayasan/service-kit';

// Pledge notices already reported to their donors: every query on `pledge_notices` lives here.

/** Stores the notice's ref; false when it was stored before (the donor was told already). */
export async function recordPledgeNotice(trx: Db, ref: string, userId: number): Promise<boolean> {
  const [inserted] = await trx.raw('INSERT IGNORE INTO pledge_notices (ref, user_id) VALUES (?, ?)', [ref, userId]);
  return Boolean(inserted.affectedRows);
}
