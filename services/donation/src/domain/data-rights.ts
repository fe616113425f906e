import type { Readable } from 'node:stream';
import { ANONYMOUS_DONOR_NAME, paths } from '@yayasan/contracts';
import { jsonArrayStream, type Db } from '@yayasan/service-kit';
import { anonymiseOrdersOfUser, streamOrdersOfUser } from '../repositories/transactions';

const time = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The donation service's part of a person's export: every order they made (pending, settled or not),
 * with its campaign, prayer and, once settled, its receipt: the public verification code and its page,
 * and the receipt's page in the donor's history. Streamed row by row from the donor's index.
 */
export function exportDonations(db: Db, userId: number, publicUrl: string): Readable {
  const rows = streamOrdersOfUser(db, userId);
  return jsonArrayStream(rows, (r) => ({
    order_id: r.order_id,
    transaction_id: r.transaction_id ?? null,
    campaign_id: r.donation_id ?? null,
    campaign_title: r.title ?? null,
    amount: Number(r.amount),
    payment_method: r.payment_method,
    bank: r.bank ?? null,
    status: r.status,
    shown_as: r.anonymous ? ANONYMOUS_DONOR_NAME : r.donor_name,
    prayer: r.message ?? null,
    ordered_at: time(r.created_at),
    settled_at: time(r.settled_at),
    receipt: r.receipt_code
      ? {
          verification_code: r.receipt_code,
          verification_url: `${publicUrl}${paths.verify(String(r.receipt_code))}`,
          receipt_page_url: r.transaction_id ? `${publicUrl}${paths.receipt(String(r.transaction_id))}` : null,
        }
      : null,
  }));
}

/**
 * An erasure of the donor: every order of theirs, a pending one too, is shown as "Hamba Allah" from now
 * on. Amounts, campaigns and the ledger are untouched: the hash chain covers amounts and row ids, never a
 * donor's name (see canonicalEntry), so every chain still verifies and every total still adds up. The
 * rows keep the account's id, whose own personal fields the account service erases; a payment still
 * pending settles as usual, and its receipt is not mailed (the account has no address any more).
 */
export async function anonymiseDonor(db: Db, userId: number): Promise<number> {
  return anonymiseOrdersOfUser(db, userId, ANONYMOUS_DONOR_NAME);
}
