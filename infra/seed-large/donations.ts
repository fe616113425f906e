import type { Knex } from 'knex';
import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { backfillLedger, rebuildDonorTotals } from '@yayasan/service-donation/maintenance';
import { ADMIN_ID, PROLIFIC_ID, SPAN_END, SPAN_START, type Log } from './blog-and-people';
import { BulkWriter } from './bulk';
import { insertPledges } from './pledges';
import { Random, transactionId } from './random';
import type { Volume } from './volume';
import * as words from './vocabulary';

const DAY = 24 * 60 * 60 * 1000;
/** Campaign 1 is the big one (most donations); a few in fifty are drafts and get none. */
export const BIG_CAMPAIGN_ID = 1;
const AMOUNTS = [
  10_000, 20_000, 25_000, 50_000, 50_000, 100_000, 100_000, 150_000, 200_000, 250_000, 500_000, 1_000_000,
];
const METHODS = [
  { payment_method: 'bank_transfer', bank: 'bca' },
  { payment_method: 'bank_transfer', bank: 'bni' },
  { payment_method: 'bank_transfer', bank: 'bri' },
  { payment_method: 'qris', bank: null },
  { payment_method: 'gopay', bank: null },
];

const isDraftCampaign = (id: number) => id !== BIG_CAMPAIGN_ID && id % 50 === 0;
/** Campaigns whose target `finishCampaignTotals` sets below their collected total (fully funded, so ended). */
const reachesTarget = (id: number) => id % 9 === 0;

/**
 * Campaigns with their initial update; collected totals start at zero and are set from the donations.
 * Answers the campaigns that keep running (published, before their end, short of their target), the
 * big one first.
 */
export async function seedCampaigns(db: Knex, rng: Random, volume: Volume, log: Log): Promise<number[]> {
  const out = new BulkWriter(db);
  const running: number[] = [];
  const photo = (n: number) => `${siteOrigin()}/media/demo/photo-${n}.png`;
  for (let id = 1; id <= volume.campaigns; id++) {
    const createdAt = SPAN_START + Math.floor(((SPAN_END - SPAN_START - 60 * DAY) * id) / volume.campaigns);
    // The big campaign and most others stay open for years; about a third have ended.
    const ended = id !== BIG_CAMPAIGN_ID && rng.chance(0.3);
    const expiry = ended ? createdAt + rng.int(30, 90) * DAY : SPAN_END + rng.int(365, 3 * 365) * DAY;
    if (!ended && !isDraftCampaign(id) && !reachesTarget(id)) running.push(id);
    const subject = rng.pick(words.CAMPAIGN_SUBJECTS);
    const thumbnail = photo(rng.int(1, 8));
    await out.add('donations', {
      id,
      donation_id: `kampanye-${id}`,
      title: `${subject} ${rng.pick(words.CITIES)}`,
      description: `${rng.pick(words.SENTENCES)} ${rng.pick(words.SENTENCES)}`.slice(0, 200),
      content: Array.from({ length: 6 }, () => rng.pickDistinct(words.SENTENCES, 3).join(' ')).join('\n\n'),
      thumbnail,
      // Replaced by a figure fitting the collected total once the donations are in (see finishCampaignTotals).
      target_amount: 1_000_000,
      total_collected: 0,
      draft: isDraftCampaign(id),
      // The big campaign is the foundation's regular programme, the one offered for monthly pledges.
      regular_programme: id === BIG_CAMPAIGN_ID,
      expiry_time: new Date(expiry),
      created_by: ADMIN_ID,
      created_at: new Date(createdAt),
      updated_at: new Date(createdAt),
    });
    await out.add('donation_updates', {
      donation_pk: id,
      update_id: `kampanye-${id}-awal`,
      update_title: 'Initial Update',
      update_description: 'Donation created successfully.',
      update_thumbnail: thumbnail,
      created_at: new Date(createdAt),
    });
  }
  await out.flush(['donations', 'donation_updates']);
  log(`  campaigns: ${out.count('donations')}`);
  return running;
}

/**
 * The settled donations (plus some that expired unpaid), as bulk rows of `transactions`: the big
 * campaign gets its share first, Budi his, everyone else the rest. Collected totals are not touched
 * here: `finishCampaignTotals` derives them from these rows afterwards.
 */
export async function insertDonations(db: Knex, rng: Random, volume: Volume, fullnames: Map<number, string>, log: Log) {
  const out = new BulkWriter(db);
  const open: number[] = [];
  for (let id = 2; id <= volume.campaigns; id++) if (!isDraftCampaign(id)) open.push(id);
  const donorEvery = Math.floor(volume.donations / volume.frequentDonorDonations);
  const expired = Math.round(volume.donations * 0.05);
  let budi = 0;
  for (let k = 0; k < volume.donations + expired; k++) {
    const settled = k < volume.donations;
    const campaign = k < volume.bigCampaignDonations ? BIG_CAMPAIGN_ID : rng.pick(open);
    const byBudi = settled && k % donorEvery === 0 && budi < volume.frequentDonorDonations;
    if (byBudi) budi++;
    const userId = byBudi ? PROLIFIC_ID : rng.int(3, volume.users);
    const anonymous = rng.chance(0.15);
    const method = rng.pick(METHODS);
    const paidAt = SPAN_START + rng.int(0, SPAN_END - SPAN_START);
    await out.add('transactions', {
      order_id: `LG-${String(k + 1).padStart(7, '0')}`,
      transaction_id: transactionId(rng),
      donation_pk: campaign,
      user_id: userId,
      donor_name: anonymous ? ANONYMOUS_DONOR_NAME : (fullnames.get(userId) ?? ANONYMOUS_DONOR_NAME),
      anonymous,
      amount: rng.pick(AMOUNTS),
      payment_method: method.payment_method,
      bank: method.bank,
      status: settled ? 'settlement' : 'expire',
      fraud_status: 'accept',
      expiry_time: new Date(paidAt + DAY),
      settled_at: settled ? new Date(paidAt) : null,
      created_at: new Date(paidAt - 3_600_000),
      updated_at: new Date(paidAt),
    });
    if ((k + 1) % 50_000 === 0) log(`  donations: ${k + 1} of ${volume.donations + expired}`);
  }
  await out.flush();
  log(`  donations: ${volume.donations} settled, ${expired} expired unpaid`);
}

/**
 * Every figure the payments ledger keeps, derived from the transaction rows in one pass: each
 * campaign's collected total is the sum of its settled donations, each donor's totals those of
 * theirs. Targets are then set around the collected total (a few campaigns fully funded), as a real
 * history would look.
 */
export async function finishCampaignTotals(db: Knex, log: Log) {
  await db.raw(
    `UPDATE donations d
       LEFT JOIN (SELECT donation_pk, SUM(amount) AS collected, COUNT(*) AS donors FROM transactions
                   WHERE status IN ('settlement', 'capture') GROUP BY donation_pk) t ON t.donation_pk = d.id
        SET d.total_collected = COALESCE(t.collected, 0), d.donor_count = COALESCE(t.donors, 0)`,
  );
  await db.raw(
    // Factor 0.9 when id % 9 = 0 (see reachesTarget), at least 1.1 otherwise.
    `UPDATE donations SET target_amount = GREATEST(5000000, ROUND(total_collected * (0.9 + (id % 9) / 5), -5))`,
  );
  log('  collected totals and donor counts set from the settled donations');
  await rebuildDonorTotals(db);
  log('  donor totals set from the settled donations');
}

/**
 * Campaigns, then the donations and the monthly pledges with their payments (each from its own
 * generator), their hash-chained ledger entries and receipt codes, then the totals.
 */
export async function seedDonations(db: Knex, rng: Random, volume: Volume, log: Log, pledgeRng: Random) {
  const running = await seedCampaigns(db, rng, volume, log);
  const names: Record<string, unknown>[] = await db('users').select('id', 'fullname');
  const fullnames = new Map(names.map((u) => [Number(u.id), String(u.fullname)]));
  await insertDonations(db, rng, volume, fullnames, log);
  await insertPledges(db, pledgeRng, volume, running, fullnames, log);
  const { entries } = await backfillLedger(db);
  log(`  ledger: ${entries} entries chained, receipt codes given`);
  await finishCampaignTotals(db, log);
}
