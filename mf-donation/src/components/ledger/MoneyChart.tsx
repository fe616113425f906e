import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { UplotBox } from '@yayasan/ui/uplot-box';
import { formatRp } from '@yayasan/format';
import { labelledIndexes, moneyAxisRange } from './flow-points';

const HEIGHT = 260;
/** Past this many points, a line is drawn without a dot on each. */
const DOTS_UP_TO = 31;

/** Axis figures short enough for a phone: Rp 1,2 jt, Rp 350 rb. */
export const shortRp = (n: number) =>
  n >= 1e9
    ? `${String(Math.round(n / 1e8) / 10).replace('.', ',')} M`
    : n >= 1e6
      ? `${String(Math.round(n / 1e5) / 10).replace('.', ',')} jt`
      : n >= 1e3
        ? `${Math.round(n / 1e3)} rb`
        : String(n);

/** One line of a money chart: its values in the order of the chart's labels, its colour and dash. */
export interface MoneyLine {
  key: string;
  label: string;
  values: number[];
  color: string;
  dash?: number[];
}

/**
 * Lines of rupiah amounts over days or months, drawn by uPlot on a money axis from 0, with a legend.
 * Modules that use it are loaded lazily, so the chart library never weighs on a page's first load; the
 * same figures are always in a table beside the chart.
 */
export function MoneyChart({ labels, lines, testId }: { labels: string[]; lines: MoneyLine[]; testId: string }) {
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
          y: { range: () => moneyAxisRange(lines.flatMap((l) => l.values)) },
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
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            ...(line.dash ? { dash: line.dash } : {}),
            points: { show: labels.length <= DOTS_UP_TO, size: 7 },
            value: (_u: uPlot, v: number | null) => (v == null ? '' : formatRp(v)),
          })),
        ],
      },
      [labels.map((_l, i) => i), ...lines.map((l) => l.values)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, lines, theme]);

  return (
    <Figure>
      {/* Drawn by uPlot in the browser: empty in the server's page. */}
      <UplotBox $height={HEIGHT} ref={box} aria-hidden="true" data-testid={testId} data-drawn-in-browser="" />
      <Legend aria-hidden="true">
        {lines.map((line) => (
          <li key={line.key}>
            <Swatch $color={line.color} $dashed={Boolean(line.dash)} /> {line.label}
          </li>
        ))}
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
