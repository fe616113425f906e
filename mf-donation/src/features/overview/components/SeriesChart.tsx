import { useEffect, useRef } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import uPlot from 'uplot';
import type { OverviewSeries } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { Box, shortRp } from '../../../components/ledger/LedgerChart';
import { labelledIndexes, moneyAxisRange } from '../../../components/ledger/flow-points';

const HEIGHT = 260;

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

export const seriesStyle = (theme: DefaultTheme, i: number) => {
  const colors = palette(theme);
  return { color: colors[i % colors.length], dash: DASHES[Math.floor(i / colors.length) % DASHES.length] };
};

/**
 * Money in per day or month, one line per campaign or way of paying, drawn by uPlot on a money axis
 * from 0. Loaded only on the overview, so the chart library never weighs on another page; the same
 * figures are in the table under it.
 */
export default function SeriesChart({ labels, series }: { labels: string[]; series: OverviewSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = {
      stroke: theme.colors.muted,
      grid: { stroke: theme.colors.border },
      ticks: { stroke: theme.colors.border },
    };
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false },
          y: { range: () => moneyAxisRange(series.flatMap((s) => s.values)) },
        },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((i) => labels[i] ?? ''),
            splits: () => labelledIndexes(labels.length),
          },
          { ...axis, size: 60, values: (_u, ticks) => ticks.map(shortRp) },
        ],
        series: [
          { value: (_u, v) => (v == null ? '' : (labels[v] ?? '')) },
          ...series.map((s, i) => {
            const { color, dash } = seriesStyle(theme, i);
            return {
              label: s.label,
              stroke: color,
              width: 2,
              ...(dash ? { dash } : {}),
              points: { show: labels.length <= 31, size: 6 },
              value: (_u: uPlot, v: number | null) => (v == null ? '' : formatRp(v)),
            };
          }),
        ],
      },
      [labels.map((_l, i) => i), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, theme]);

  return (
    <Figure>
      {/* Drawn by uPlot in the browser: empty in the server's page. */}
      <Box ref={box} aria-hidden="true" data-testid="overview-chart" data-drawn-in-browser="" />
      <Legend aria-hidden="true">
        {series.map((s, i) => {
          const { color, dash } = seriesStyle(theme, i);
          return (
            <li key={s.key}>
              <Swatch $color={color} $dashed={Boolean(dash)} /> {s.label}
            </li>
          );
        })}
      </Legend>
    </Figure>
  );
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;
const Swatch = styled.span<{ $color: string; $dashed?: boolean }>`
  display: inline-block;
  width: 22px;
  border-top: 3px ${(p) => (p.$dashed ? 'dashed' : 'solid')} ${(p) => p.$color};
`;
