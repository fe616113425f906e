import { useMemo } from 'react';
import { useTheme, type DefaultTheme } from 'styled-components';
import type { OverviewSeries } from '@yayasan/contracts';
import { MoneyChart } from '../../../components/ledger/MoneyChart';

/** Series colours from the theme, so each stays readable on its own background in both themes. */
const palette = (theme: DefaultTheme) => [
  theme.colors.primary,
  theme.colors.accent,
  theme.colors.focus,
  theme.colors.danger,
  theme.colors.text,
  theme.colors.muted,
];
/** Past the palette, a dash tells lines of the same colour apart. */
const DASHES = [undefined, [6, 4], [2, 3]];

const seriesStyle = (theme: DefaultTheme, i: number) => {
  const colors = palette(theme);
  return { color: colors[i % colors.length], dash: DASHES[Math.floor(i / colors.length) % DASHES.length] };
};

/**
 * Money in per day or month, one line per campaign or way of paying. Loaded only on the overview; the
 * same figures are in the table under it.
 */
export default function SeriesChart({ labels, series }: { labels: string[]; series: OverviewSeries[] }) {
  const theme = useTheme();
  // Built once per series and theme: the chart is drawn again only when they change.
  const lines = useMemo(
    () => series.map((s, i) => ({ key: s.key, label: s.label, values: s.values, ...seriesStyle(theme, i) })),
    [series, theme],
  );
  return <MoneyChart testId="overview-chart" labels={labels} lines={lines} />;
}
