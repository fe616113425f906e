import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { DEMO_DONOR_EMAIL, DEMO_METHODS, settleDemoDonation } from './payments-seed';
import { addMonths, jakartaMonth } from './pledge-calendar';
import { findCampaignByDonationId } from '../repositories/donations';
import { insertPledgeMonth } from '../repositories/pledge-months';
import { hasPledges, insertPledge } from '../repositories/pledges';
import { contactByEmail } from '../repositories/user-contacts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoPledge {
  donation_id: string;
  amount: number;
  day_of_month: number;
  state: 'active' | 'paused';
  prayer: string | null;
  /** Each month from the one it was made in (months ago, oldest first), up to this month: paid, missed or waiting. */
  months: ('paid' | 'missed' | 'waiting')[];
}

/** The demo donor's monthly pledges (reminders): a history to look at, and the overview's steady income. */
const DEMO_PLEDGES: DemoPledge[] = [
  {
    donation_id: 'demo-beasiswa-anak-yatim',
    amount: 50_000,
    day_of_month: 5,
    state: 'active',
    prayer: 'Semoga adik-adik semangat sekolah',
    months: ['paid', 'missed', 'waiting'],
  },
  {
    donation_id: 'demo-renovasi-asrama',
    amount: 100_000,
    day_of_month: 20,
    state: 'paused',
    prayer: null,
    months: ['missed', 'paid'],
  },
];

/**
 * Demo pledges of the demo donor, once: their months as the scheduled pass would have left them, a paid
 * month paid by a donation settled through the ledger (so the open ledger counts it like any other).
 */
export async function seedDemoPledges(db: Db, log?: FastifyBaseLogger): Promise<void> {
  const donor = await contactByEmail(db, DEMO_DONOR_EMAIL);
  if (!donor) {
    log?.warn('demo pledges skipped: no demo donor account yet');
    return;
  }
  if (await hasPledges(db, donor.id)) return;
  const now = new Date();
  const current = jakartaMonth(now);
  for (const [pi, demo] of DEMO_PLEDGES.entries()) {
    const campaign = await findCampaignByDonationId(db, demo.donation_id);
    if (!campaign) continue;
    const made = new Date(now.getTime() - (demo.months.length - 1) * 31 * DAY);
    const pledgeId = await insertPledge(db, {
      user_id: donor.id,
      donation_pk: campaign.id,
      amount: demo.amount,
      day_of_month: demo.day_of_month,
      way: 'reminder',
      payment_type: 'bank_transfer',
      prayer: demo.prayer,
      is_anonymous: false,
      state: demo.state,
      pause_reason: demo.state === 'paused' ? 'donor' : null,
      created_at: made,
      updated_at: made,
    });
    for (const [mi, state] of demo.months.entries()) {
      const month = addMonths(current, mi - (demo.months.length - 1));
      const orderId = `DEMO-PLEDGE-${pledgeId}-${month}`;
      if (state === 'paid') {
        const [y, m] = month.split('-').map(Number);
        await settleDemoDonation(db, {
          orderId,
          campaignPk: campaign.id,
          donor,
          anonymous: false,
          amount: demo.amount,
          method: DEMO_METHODS[0],
          // The pledge's day at noon in Jakarta, or an hour ago when that is still ahead.
          paidAt: Math.min(Date.UTC(y, m - 1, demo.day_of_month, 5), now.getTime() - 3600 * 1000),
          vaSuffix: 900 + pi * 10 + mi,
          pledge: { id: Number(pledgeId), month },
        });
      }
      await insertPledgeMonth(db, {
        pledge_id: pledgeId,
        month,
        state,
        amount: demo.amount,
        order_id: state === 'paid' ? orderId : null,
        reminders_sent: state === 'waiting' ? 0 : 1,
      });
    }
  }
}
