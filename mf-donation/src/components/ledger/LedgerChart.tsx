import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { FlowPoint } from './flow-points';
import { MoneyChart } from './MoneyChart';

/**
 * Money in and out by day or month (three points or more: fewer are shown as bars, MoneyFlow). This
 * module is loaded only when a report opens; the numbers are also in the table beside it.
 */
export default function LedgerChart({ points }: { points: FlowPoint[] }) {
  const theme = useTheme();
  // Built once per points and theme: the chart is drawn again only when they change.
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  const lines = useMemo(
    () => [
      { key: 'in', label: 'Dana masuk', values: points.map((p) => p.money_in), color: theme.colors.primary },
      {
        key: 'out',
        label: 'Dana tersalurkan',
        values: points.map((p) => p.money_out),
        color: theme.colors.accent,
        dash: [6, 4],
      },
    ],
    [points, theme],
  );
  return <MoneyChart testId="ledger-chart" labels={labels} lines={lines} />;
}
