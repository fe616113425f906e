import { badRequest } from '@yayasan/service-kit';
import { checkDonationAmountAlone, isSafeNumber } from '@yayasan/validation';

/**
 * The amount's schema states the shared amount rule (whole rupiah, the minimum); a number it refuses
 * is told with the rule's own message rather than the validator's words. Numbers past the safe range
 * are left to the common input check, which names them as such.
 */
export const amountOnArrival = async ({ body }: { body: unknown }) => {
  const amount = typeof body === 'object' && body !== null && 'amount' in body ? body.amount : undefined;
  const problem = typeof amount === 'number' && isSafeNumber(amount) ? checkDonationAmountAlone(amount) : null;
  if (problem) throw badRequest(problem);
};
