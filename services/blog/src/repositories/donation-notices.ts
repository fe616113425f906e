import type { Db } from '@yayasan/service-kit';

// Settled donations already reported to the administrators: every query on `donation_notices` lives here.

/** Stores the donation's order id; false when it was stored before (the donation was reported already). */
export async function recordDonationNotice(trx: Db, ref: string, amount: number): Promise<boolean> {
  const [inserted] = await trx.raw('INSERT IGNORE INTO donation_notices (ref, amount) VALUES (?, ?)', [ref, amount]);
  return Boolean(inserted.affectedRows);
}
