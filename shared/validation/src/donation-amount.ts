import { formatRupiah } from '@yayasan/format';
import { LIMITS } from './limits';
import { MESSAGES, donationMaximumMessage } from './messages';
import type { Check } from './rules';

/**
 * The amount of every gift to a campaign (spec §5), online or recorded by an administrator: whole
 * rupiah, at least the minimum, at most what the campaign still has room for. The donate page, the
 * payment contract's schema and the donation service all take it from here.
 */

/** What a schema can state of the rule besides whole rupiah (`integer`): the payment contract's bound. */
export const DONATION_AMOUNT_BOUNDS = { minimum: LIMITS.donationMinimum } as const;

/**
 * The rule against `remaining`, the room the campaign has left, with the spec's messages in its order.
 * `overMessage` words the last part for its form (the donor's or the administrator's).
 */
export function checkDonationAmount(
  amount: unknown,
  remaining: number,
  overMessage: (remainingFormatted: string) => string = donationMaximumMessage,
): Check {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return MESSAGES.donationAmountInvalid;
  if (amount < DONATION_AMOUNT_BOUNDS.minimum) return MESSAGES.donationMinimum;
  if (amount > remaining) return overMessage(formatRupiah(Math.max(0, remaining)));
  return null;
}

/** The parts of the rule that need no campaign (whole rupiah, the minimum): what a request is held to on arrival. */
export const checkDonationAmountAlone = (amount: unknown): Check =>
  checkDonationAmount(amount, Number.POSITIVE_INFINITY);
