import { SETTLED_PAYMENT_STATES } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';

// What the blog reads of the donation service's `campaign_payments` view: a campaign's donors.

/** The users whose payment to the campaign settled, but `except`. */
export async function settledDonorIds(trx: Db, donationPk: number, except: number): Promise<number[]> {
  return (
    await trx('campaign_payments')
      .distinct('user_id')
      .where('donation_pk', donationPk)
      .whereIn('status', SETTLED_PAYMENT_STATES)
      .whereNot('user_id', except)
  ).map((d) => Number(d.user_id));
}
