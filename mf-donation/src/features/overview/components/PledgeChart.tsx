import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { PledgeOverviewMonth } from '@yayasan/contracts';
import { MoneyChart } from '../../../components/ledger/MoneyChart';

/**
 * Pledged against arrived income per month. Loaded only on the administrators' overview (its own
 * chunk); the same figures are in the table under it.
 */
export default function PledgeChart({ labels, months }: { labels: string[]; months: PledgeOverviewMonth[] }) {
  const theme = useTheme();
  // Built once per months and theme: the chart is drawn again only when they change.
  const lines = useMemo(
    () => [
      {
        key: 'pledged',
        label: 'Dijanjikan',
        values: months.map((m) => m.pledged),
        color: theme.colors.accent,
        dash: [6, 4],
      },
      { key: 'arrived', label: 'Masuk', values: months.map((m) => m.arrived), color: theme.colors.primary },
    ],
    [months, theme],
  );
  return <MoneyChart testId="pledge-chart" labels={labels} lines={lines} />;
}
