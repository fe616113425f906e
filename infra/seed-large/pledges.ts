import type { Knex } from 'knex';
import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { PROLIFIC_ID, SPAN_END, type Log } from './blog-and-people';
import { BulkWriter } from './bulk';
import { Random, transactionId } from './random';
import type { Volume } from './volume';
import * as words from './vocabulary';

const DAY = 24 * 60 * 60 * 1000;
const JAKARTA_OFFSET = 7 * 3_600_000;
const AMOUNTS = [50_000, 100_000, 100_000, 100_000, 150_000, 200_000, 250_000, 300_000, 500_000, 1_000_000];
const REMINDER_METHODS = ['bank_transfer', 'bank_transfer', 'qris', 'gopay'] as const;
const BANKS = ['bca', 'bni', 'bri'] as const;

/** The Jakarta month ('YYYY-MM') of an instant, as the pledges' pass names months. */
export const jakartaMonthOf = (at: number) => new Date(at + JAKARTA_OFFSET).toISOString().slice(0, 7);
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** The instant a Jakarta month begins. */
const monthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return Date.UTC(y, m - 1, 1) - JAKARTA_OFFSET;
};

/**
 * The month the data set's history stops before: no pledge month of it is open yet, so the day's pass
 * on a date of this month has the work of a real day (months to open, last month's to close,
 * reminders to send). It is the month of the data set's end.
 */
export const PLEDGE_PASS_MONTH = jakartaMonthOf(SPAN_END);
/** A pledge day in that month (Jakarta noon of the 15th), for the bench's timed pass. */
export const PLEDGE_PASS_DATE = new Date(monthStart(PLEDGE_PASS_MONTH) + 14 * DAY + 12 * 3_600_000);
/** The programme started a year before the data set's end: pledges are made over that year. */
const PROGRAMME_START = SPAN_END - 365 * DAY;

type State = 'active' | 'paused' | 'stopped';

/** Budi's pledges: a bounded list for his pledges page, each state and both ways. */
const BUDI_PLEDGES: { state: State; way: 'reminder' | 'automatic' }[] = [
  { state: 'active', way: 'reminder' },
  { state: 'active', way: 'automatic' },
  { state: 'paused', way: 'reminder' },
  { state: 'stopped', way: 'reminder' },
];
export const DONOR_PLEDGES = BUDI_PLEDGES.length;

/** The first month a pledge made at `created` is due: this month if its day is still ahead, else the next. */
function firstMonth(created: number, day: number): string {
  const month = jakartaMonthOf(created);
  return created < monthStart(month) + day * DAY ? month : addMonths(month, 1);
}

/** States for every pledge, drawn without replacement so each count is exact. */
function* states(rng: Random, counts: Record<State, number>): Generator<State> {
  const left = { ...counts };
  for (;;) {
    const total = left.active + left.paused + left.stopped;
    if (!total) return;
    let pick = rng.int(1, total);
    for (const state of ['active', 'paused', 'stopped'] as const) {
      if (pick <= left[state]) {
        left[state] -= 1;
        yield state;
        break;
      }
      pick -= left[state];
    }
  }
}

/**
 * Monthly pledges on running campaigns with a year of history: each due month a row in pledge_months
 * (paid with its settled donation in `transactions`, missed, or, for the last month, still waiting),
 * paused and stopped pledges ending their months when they changed. Runs before the ledger is chained,
 * so the pledge payments are counted like every donation.
 */
export async function insertPledges(
  db: Knex,
  rng: Random,
  volume: Volume,
  runningCampaigns: readonly number[],
  fullnames: Map<number, string>,
  log: Log,
) {
  if (!runningCampaigns.length) throw new Error('the large data set has no running campaign for pledges');
  const out = new BulkWriter(db);
  const lastMonth = addMonths(PLEDGE_PASS_MONTH, -1);
  const counts = {
    active: volume.activePledges - BUDI_PLEDGES.filter((p) => p.state === 'active').length,
    paused: volume.pausedPledges - BUDI_PLEDGES.filter((p) => p.state === 'paused').length,
    stopped: volume.stoppedPledges - BUDI_PLEDGES.filter((p) => p.state === 'stopped').length,
  };
  const drawn = states(rng, counts);
  const total = volume.activePledges + volume.pausedPledges + volume.stoppedPledges;
  let payments = 0;
  for (let id = 1; id <= total; id++) {
    const budi = BUDI_PLEDGES[id - 1];
    const state: State = budi?.state ?? (drawn.next().value as State);
    const way = budi?.way ?? (rng.chance(0.3) ? 'automatic' : 'reminder');
    const userId = budi ? PROLIFIC_ID : rng.int(3, volume.users);
    // A fifth pledge to the big campaign (the foundation's regular programme), the rest spread.
    const campaign = rng.chance(0.2) ? runningCampaigns[0] : rng.pick(runningCampaigns);
    const day = rng.int(1, 28);
    const amount = rng.pick(AMOUNTS);
    const anonymous = rng.chance(0.15);
    const card = way === 'automatic' && rng.chance(0.5);
    const paymentType = way === 'automatic' ? (card ? 'credit_card' : 'gopay') : rng.pick(REMINDER_METHODS);
    // Budi's pledges are months old, so his page shows a history.
    const created = budi
      ? SPAN_END - rng.int(240, 330) * DAY
      : PROGRAMME_START + rng.int(0, SPAN_END - PROGRAMME_START - DAY);
    // When a paused or stopped pledge changed (Budi's in the last two months, after a history).
    const changed =
      state === 'active'
        ? null
        : budi
          ? SPAN_END - rng.int(20, 60) * DAY
          : created + rng.int(1, Math.max(1, SPAN_END - created - DAY));
    await out.add('pledges', {
      id,
      user_id: userId,
      donation_pk: campaign,
      amount,
      day_of_month: day,
      way,
      payment_type: paymentType,
      prayer: rng.chance(0.3) ? rng.pick(words.SENTENCES).slice(0, 1200) : null,
      is_anonymous: anonymous,
      state,
      pause_reason: state === 'paused' ? 'donor' : null,
      subscription_id: way === 'automatic' ? transactionId(rng) : null,
      gopay_account_id: way === 'automatic' && !card ? transactionId(rng) : null,
      activation_url: null,
      payment_token: way === 'automatic' ? `tok-${transactionId(rng)}` : null,
      created_at: new Date(created),
      updated_at: new Date(changed ?? created),
      stopped_at: state === 'stopped' ? new Date(changed as number) : null,
    });
    const end = changed === null ? lastMonth : addMonths(jakartaMonthOf(changed), -1);
    const endMonth = end < lastMonth ? end : lastMonth;
    for (let month = firstMonth(created, day); month <= endMonth; month = addMonths(month, 1)) {
      const due = monthStart(month) + (day - 1) * DAY + 9 * 3_600_000;
      const latest = month === lastMonth;
      const roll = rng.next();
      const monthState = roll < (latest ? 0.7 : 0.85) ? 'paid' : latest ? 'waiting' : 'missed';
      // Reminder pledges: a reminder on the day, a second one three days later unless paid by then.
      const paidAfter = rng.int(0, 5) * DAY + rng.int(0, 12) * 3_600_000;
      const reminders = way === 'automatic' ? 0 : monthState === 'paid' && paidAfter < 3 * DAY ? 1 : 2;
      const orderId = monthState === 'paid' ? `LG-P${id}-${month.replace('-', '')}` : null;
      await out.add('pledge_months', {
        pledge_id: id,
        month,
        state: monthState,
        amount,
        order_id: orderId,
        reminders_sent: reminders,
        last_reminded_at: reminders ? new Date(due + (reminders - 1) * 3 * DAY) : null,
        created_at: new Date(due),
        updated_at: new Date(monthState === 'waiting' ? due : due + paidAfter),
      });
      if (orderId) {
        const paidAt = due + paidAfter;
        const method = paymentType;
        await out.add('transactions', {
          order_id: orderId,
          transaction_id: transactionId(rng),
          donation_pk: campaign,
          user_id: userId,
          donor_name: anonymous ? ANONYMOUS_DONOR_NAME : (fullnames.get(userId) ?? ANONYMOUS_DONOR_NAME),
          anonymous,
          amount,
          payment_method: method,
          bank: method === 'bank_transfer' ? rng.pick(BANKS) : null,
          status: method === 'credit_card' ? 'capture' : 'settlement',
          fraud_status: 'accept',
          expiry_time: new Date(paidAt + DAY),
          settled_at: new Date(paidAt),
          created_at: new Date(paidAt - 600_000),
          updated_at: new Date(paidAt),
          pledge_id: id,
          pledge_month: month,
        });
        payments++;
      }
    }
    if (id % 10_000 === 0) log(`  pledges: ${id} of ${total}`);
  }
  await out.flush(['pledges', 'pledge_months', 'transactions']);
  log(
    `  pledges: ${volume.activePledges} active, ${volume.pausedPledges} paused, ${volume.stoppedPledges} stopped; ` +
      `${out.count('pledge_months')} months, ${payments} paid`,
  );
}
