import type { Campaign, CampaignStatus, CampaignUpdate, DonorEntry } from '@yayasan/contracts';
import { DEFAULT_FUND, LIMITS } from '@yayasan/validation';
import type { CampaignRow } from '../db/tables';

export type { CampaignStatus, CampaignUpdate, DonorEntry } from '@yayasan/contracts';
/** The campaign as the API answers it. */
export type CampaignResponse = Campaign;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Closed once the expiry has passed or the target is reached; computed on read so no job is needed.
 * Decision: a campaign whose remainder is below the minimum donation (10.000) is Closed too — no
 * allowed amount fits any more, and the minimum stays one rule for browser and server alike.
 */
export function campaignStatus(
  row: Pick<CampaignRow, 'expiry_time' | 'total_collected' | 'target_amount'>,
  now: Date = new Date(),
): CampaignStatus {
  if (toDate(row.expiry_time).getTime() <= now.getTime()) return 'Closed';
  if (remainingAmount(Number(row.total_collected), Number(row.target_amount)) < LIMITS.donationMinimum) return 'Closed';
  return 'Open';
}

/**
 * Percentage of the target collected: floor(collected ÷ target × 100), whole percents, so 100 means
 * the target is really met and the figure always agrees with the total (never capped: it would hide
 * a total past the target). Computed in integers: collected × 100 can pass the safe-integer range.
 */
export function percentageCollected(total: number, target: number): number {
  if (target <= 0) return 100;
  return Number((BigInt(Math.trunc(total)) * 100n) / BigInt(Math.trunc(target)));
}

export const remainingAmount = (total: number, target: number): number => Math.max(0, target - total);

/** The public shape of a campaign; every derived field is computed here, never taken from a client. */
export function toCampaignResponse(
  row: CampaignRow,
  extras: {
    now?: Date;
    updates?: CampaignUpdate[];
    successful_donors_details?: DonorEntry[];
    donor_count?: number;
  } = {},
): CampaignResponse {
  const target = Number(row.target_amount);
  const total = Number(row.total_collected);
  const response: CampaignResponse = {
    donation_id: row.donation_id,
    title: row.title,
    description: row.description ?? '',
    content: row.content ?? '',
    thumbnail: row.thumbnail ?? '',
    target_amount: target,
    total_collected: total,
    percentage_collected: percentageCollected(total, target),
    remaining_amount: remainingAmount(total, target),
    status: campaignStatus(row, extras.now),
    fund: row.fund ?? DEFAULT_FUND,
    draft: Boolean(row.draft),
    regular_programme: Boolean(row.regular_programme),
    created_at: toDate(row.created_at).toISOString(),
    expiry_time: toDate(row.expiry_time).toISOString(),
  };
  if (extras.updates) response.updates = extras.updates;
  if (extras.successful_donors_details) response.successful_donors_details = extras.successful_donors_details;
  if (extras.donor_count !== undefined) response.donor_count = extras.donor_count;
  return response;
}
