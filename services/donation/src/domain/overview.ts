import type { Knex } from 'knex';
import {
  OVERVIEW_DAYS,
  OVERVIEW_ENDING_SOON_DAYS,
  OVERVIEW_LATEST,
  OVERVIEW_MONTHS,
  type DonationOverview,
  type OverviewCampaign,
  type OverviewDonation,
  type OverviewPeriod,
} from '@yayasan/contracts';
import {
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  OFFLINE_METHOD_LABELS,
  jakartaToday,
  type OfflineMethod,
} from '@yayasan/validation';
import { campaignStatus, percentageCollected } from './campaigns';
import { GENERAL_FUND_PK } from './ledger-chain';
import { jakartaDayEnd, jakartaDayStart } from './ledger-range';
import { overviewSpans, shiftDay, shiftMonth, type DaySpan } from './overview-periods';
import { overviewChart, type DayFlow } from './overview-series';

// The administrators' overview (/dashboard): every amount is the open ledger's money in (contributions
// less reversed contributions, dated by the entry), as /laporan sums it; gifts are joined through the
// entry's transaction for their way of paying and whether they still count.

const ONLINE_METHOD_LABELS: Record<string, string> = {
  bank_transfer: 'Virtual Account',
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu kredit/debit',
  cstore: 'Gerai retail',
};

/** How a gift was paid: a key for a chart's series and its Indonesian label. */
export function methodOf(channel: string | null, method: string | null): { key: string; label: string } {
  if (!method) return { key: 'lainnya', label: 'Lainnya' };
  if (channel === 'offline') {
    return { key: `luring-${method}`, label: `Luring: ${OFFLINE_METHOD_LABELS[method as OfflineMethod] ?? method}` };
  }
  return { key: method, label: ONLINE_METHOD_LABELS[method] ?? method };
}

const CONTRIBUTIONS = ['online_contribution', 'offline_contribution'];
const DAY_MS = 86_400_000;

/** Money in and gifts still counted per Jakarta day, campaign and way of paying, from a first day on. */
async function dayFlows(db: Knex, from: string, now: Date) {
  const rows = await db('ledger_entries as e')
    .leftJoin('transactions as t', 't.id', 'e.transaction_pk')
    .where('e.flow', 'in')
    .where('e.occurred_at', '>=', jakartaDayStart(from))
    .where('e.occurred_at', '<', jakartaDayEnd(jakartaToday(now)))
    .groupByRaw('day_no, e.donation_pk, t.channel, t.payment_method')
    // The groups are summed up in any order: no sort of two years of entries.
    .orderByRaw('NULL')
    // The Jakarta day as days since the epoch, from the instant itself (whatever the session's time zone).
    .select<
      {
        day_no: unknown;
        donation_pk: unknown;
        channel: string | null;
        payment_method: string | null;
        money_in: unknown;
        gifts: unknown;
      }[]
    >(
      db.raw('FLOOR((UNIX_TIMESTAMP(e.occurred_at) + 25200) / 86400) AS day_no'),
      'e.donation_pk',
      't.channel',
      't.payment_method',
      db.raw("SUM(CASE WHEN e.kind = 'reversal' THEN -e.amount ELSE e.amount END) AS money_in"),
      db.raw("SUM(CASE WHEN e.kind <> 'reversal' AND t.counted = 1 THEN 1 ELSE 0 END) AS gifts"),
    );
  return rows.map((r) => ({
    day: new Date(Number(r.day_no) * DAY_MS).toISOString().slice(0, 10),
    pk: Number(r.donation_pk),
    method: methodOf(r.channel, r.payment_method),
    amount: Number(r.money_in),
    gifts: Number(r.gifts),
  }));
}

type Flow = Awaited<ReturnType<typeof dayFlows>>[number];

const spanFigures = (flows: Flow[], span: DaySpan) => {
  const inSpan = flows.filter((f) => f.day >= span.from && f.day <= span.to);
  return {
    ...span,
    amount: inSpan.reduce((s, f) => s + f.amount, 0),
    count: inSpan.reduce((s, f) => s + f.gifts, 0),
  };
};

const period = (flows: Flow[], spans: { current: DaySpan; previous: DaySpan }): OverviewPeriod => ({
  current: spanFigures(flows, spans.current),
  previous: spanFigures(flows, spans.previous),
});

/** Published campaigns still open, the nearest end first. */
async function runningCampaigns(db: Knex, now: Date): Promise<OverviewCampaign[]> {
  const rows = await db('donations')
    .where({ draft: false })
    .where('expiry_time', '>', now)
    .orderBy('expiry_time', 'asc')
    .orderBy('id', 'asc')
    .select('donation_id', 'title', 'target_amount', 'total_collected', 'donor_count', 'expiry_time');
  const soon = now.getTime() + OVERVIEW_ENDING_SOON_DAYS * DAY_MS;
  return rows
    .filter((r) => campaignStatus(r, now) === 'Open')
    .map((r) => {
      const expiry = new Date(r.expiry_time);
      return {
        donation_id: r.donation_id,
        title: r.title,
        target_amount: Number(r.target_amount),
        total_collected: Number(r.total_collected),
        percentage_collected: percentageCollected(Number(r.total_collected), Number(r.target_amount)),
        donor_count: Number(r.donor_count ?? 0),
        expiry_time: expiry.toISOString(),
        // As the campaign page counts it: 'n hari lagi', at least 1 while open.
        days_left: Math.max(1, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS)),
        ending_soon: expiry.getTime() <= soon,
      };
    });
}

/** The latest gifts written to the ledger that still count, newest first. */
async function latestDonations(db: Knex): Promise<OverviewDonation[]> {
  const rows = await db('ledger_entries as e')
    .join('transactions as t', 't.id', 'e.transaction_pk')
    .leftJoin('donations as d', 'd.id', 'e.donation_pk')
    .whereIn('e.kind', CONTRIBUTIONS)
    .where('t.counted', true)
    .orderBy('e.id', 'desc')
    .limit(OVERVIEW_LATEST)
    .select<
      {
        order_id: string;
        donation_pk: number;
        donation_id: string | null;
        title: string | null;
        donor_name: string;
        anonymous: number | boolean;
        amount: unknown;
        channel: string;
        payment_method: string;
        bank: string | null;
        settled_at: Date | null;
        occurred_at: Date;
      }[]
    >(
      't.order_id',
      'e.donation_pk',
      'd.donation_id',
      'd.title',
      't.donor_name',
      't.anonymous',
      'e.amount',
      't.channel',
      't.payment_method',
      't.bank',
      't.settled_at',
      'e.occurred_at',
    );
  return rows.map((r) => {
    const method = methodOf(r.channel, r.payment_method).label;
    return {
      order_id: r.order_id,
      donation_id: r.donation_id ?? '',
      title: r.title ?? GENERAL_FUND_LABEL,
      donor_name: r.donor_name,
      anonymous: Boolean(r.anonymous),
      amount: Number(r.amount),
      channel: r.channel === 'offline' ? 'offline' : 'online',
      method: r.channel !== 'offline' && r.bank ? `${method} ${r.bank.toUpperCase()}` : method,
      settled_at: new Date(r.settled_at ?? r.occurred_at).toISOString(),
    };
  });
}

/** The names of the campaigns a chart shows (the general fund has no campaign row). */
async function campaignNames(db: Knex, pks: number[]) {
  const ids = pks.filter((pk) => pk !== GENERAL_FUND_PK);
  const rows = ids.length ? await db('donations').whereIn('id', ids).select('id', 'donation_id', 'title') : [];
  const names = new Map(rows.map((r) => [Number(r.id), { key: r.donation_id, label: r.title }]));
  names.set(GENERAL_FUND_PK, { key: GENERAL_FUND, label: GENERAL_FUND_LABEL });
  return names;
}

export async function donationOverview(db: Knex, now: Date = new Date()): Promise<DonationOverview> {
  const spans = overviewSpans(now);
  const today = spans.today.current.to;
  const thisMonth = today.slice(0, 7);
  const firstMonth = shiftMonth(thisMonth, -(OVERVIEW_MONTHS - 1));
  // One read covers every period and both charts: from last year's start or the charts' first month.
  const from = [spans.year.previous.from, `${firstMonth}-01`].sort()[0];
  const [flows, campaigns, latest] = await Promise.all([
    dayFlows(db, from, now),
    runningCampaigns(db, now),
    latestDonations(db),
  ]);
  const names = await campaignNames(db, [...new Set(flows.map((f) => f.pk))]);
  const charted: DayFlow[] = flows.map((f) => ({
    day: f.day,
    campaign: names.get(f.pk) ?? { key: String(f.pk), label: `Kampanye ${f.pk}` },
    method: f.method,
    amount: f.amount,
  }));
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => shiftDay(today, i - (OVERVIEW_DAYS - 1)));
  const months = Array.from({ length: OVERVIEW_MONTHS }, (_, i) => shiftMonth(firstMonth, i));
  return {
    today,
    periods: {
      today: period(flows, spans.today),
      month: period(flows, spans.month),
      year: period(flows, spans.year),
    },
    campaigns,
    latest,
    daily: overviewChart(charted, days, (day) => day),
    monthly: overviewChart(charted, months, (day) => day.slice(0, 7)),
  };
}
