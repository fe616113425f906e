import type { Pledge, PledgeOverview } from '@yayasan/contracts';

/** A donor's pledge as the server answers it: an active reminder pledge of 50.000 on the 5th. */
export const pledge = (over: Partial<Pledge> = {}): Pledge => ({
  id: 1,
  campaign: { id: 'camp-1', title: 'Beasiswa Anak Yatim', status: 'running' },
  amount: 50_000,
  day_of_month: 5,
  way: 'reminder',
  payment_type: 'qris',
  prayer: null,
  is_anonymous: false,
  state: 'active',
  pause_reason: null,
  next_date: '2026-12-05',
  created_at: '2026-09-01T03:00:00.000Z',
  activation_url: null,
  months: [
    { month: '2026-11', state: 'waiting', amount: null, order_id: null },
    { month: '2026-10', state: 'paid', amount: 50_000, order_id: 'DON-10' },
    { month: '2026-09', state: 'missed', amount: null, order_id: null },
  ],
  ...over,
});

const months24 = Array.from({ length: 24 }, (_, i) => {
  const n = 2024 * 12 + 11 + i;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
});

/** The administrators' steady-income figures: pledges from the last three months. */
export const PLEDGE_OVERVIEW: PledgeOverview = {
  months: months24.map((month, i) => ({
    month,
    pledged: i >= 21 ? 1_000_000 + (i - 21) * 100_000 : 0,
    arrived: i >= 21 ? 800_000 + (i - 21) * 50_000 : 0,
    new_pledges: i >= 21 ? 3 : 0,
    stopped_pledges: i === 23 ? 1 : 0,
  })),
  counts: { active: 12, paused: 2, stopped: 1 },
  pledged_this_month: 1_200_000,
  arrived_this_month: 900_000,
};
