import { OVERVIEW_OTHERS, OVERVIEW_TOP_CAMPAIGNS, type OverviewChart, type OverviewSeries } from '@yayasan/contracts';

/** Money in on one Jakarta day for one campaign and one way of paying. */
export interface DayFlow {
  day: string;
  campaign: { key: string; label: string };
  method: { key: string; label: string };
  amount: number;
}

type Keyed = { key: string; label: string };

/** One series per key, its values aligned with the buckets. */
function seriesBy(
  flows: DayFlow[],
  buckets: string[],
  bucketOf: (day: string) => string,
  keyOf: (f: DayFlow) => Keyed,
) {
  const index = new Map(buckets.map((b, i) => [b, i]));
  const out = new Map<string, OverviewSeries & { total: number }>();
  for (const f of flows) {
    const at = index.get(bucketOf(f.day));
    if (at === undefined) continue;
    const { key, label } = keyOf(f);
    const series = out.get(key) ?? { key, label, values: buckets.map(() => 0), total: 0 };
    series.values[at] += f.amount;
    series.total += f.amount;
    out.set(key, series);
  }
  // Largest first, so a chart's legend and its table read in the order of weight.
  return [...out.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

const withoutTotal = ({ key, label, values }: OverviewSeries): OverviewSeries => ({ key, label, values });

/**
 * A chart's data over the given buckets (days or months): the totals, the largest campaigns of the
 * span with the rest summed as "lainnya" (a chart of dozens of lines says nothing), and every method.
 */
export function overviewChart(flows: DayFlow[], buckets: string[], bucketOf: (day: string) => string): OverviewChart {
  const campaigns = seriesBy(flows, buckets, bucketOf, (f) => f.campaign);
  const named = campaigns.slice(0, OVERVIEW_TOP_CAMPAIGNS).map(withoutTotal);
  const rest = campaigns.slice(OVERVIEW_TOP_CAMPAIGNS);
  if (rest.length > 0) {
    named.push({
      ...OVERVIEW_OTHERS,
      values: buckets.map((_, i) => rest.reduce((sum, s) => sum + s.values[i], 0)),
    });
  }
  const totals = buckets.map((_, i) => campaigns.reduce((sum, s) => sum + s.values[i], 0));
  return {
    buckets,
    totals,
    by_campaign: named,
    by_method: seriesBy(flows, buckets, bucketOf, (f) => f.method).map(withoutTotal),
  };
}
