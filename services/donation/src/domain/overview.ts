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
import { campaignNamesOf, publishedEndingAfter } from '../repositories/donations';
import { latestCountedGifts, moneyInByDay } from '../repositories/ledger-entries';
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

const DAY_MS = 86_400_000;

/** Money in and gifts still counted per Jakarta day, campaign and way of paying, from a first day on. */
async function dayFlows(db: Knex, from: string, now: Date) {
  const rows = await moneyInByDay(db, { start: jakartaDayStart(from), end: jakartaDayEnd(jakartaToday(now)) });
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
  const rows = await publishedEndingAfter(db, now);
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
  const rows = await latestCountedGifts(db, OVERVIEW_LATEST);
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
  const rows = await campaignNamesOf(db, ids);
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
