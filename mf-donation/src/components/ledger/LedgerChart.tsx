import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { formatRp } from '@yayasan/format';
import { labelledIndexes, moneyAxisRange, type FlowPoint } from './flow-points';

const HEIGHT = 260;
/** Axis figures short enough for a phone: Rp 1,2 jt, Rp 350 rb. */
export const shortRp = (n: number) =>
  n >= 1e9
    ? `${String(Math.round(n / 1e8) / 10).replace('.', ',')} M`
    : n >= 1e6
      ? `${String(Math.round(n / 1e5) / 10).replace('.', ',')} jt`
      : n >= 1e3
        ? `${Math.round(n / 1e3)} rb`
        : String(n);

/**
 * Money in and out by day or month (three points or more: fewer are shown as bars, MoneyFlow), drawn by
 * uPlot on a money axis from 0. This module is loaded only when a report opens, so the chart library
 * never weighs on a page's first load. The numbers are also in the table beside it.
 */
export default function LedgerChart({ points }: { points: FlowPoint[] }) {
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
          y: { range: () => moneyAxisRange(points.flatMap((p) => [p.money_in, p.money_out])) },
        },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((i) => points[i]?.label ?? ''),
            splits: () => labelledIndexes(points.length),
          },
          { ...axis, size: 60, values: (_u, ticks) => ticks.map(shortRp) },
        ],
        series: [
          { value: (_u, v) => (v == null ? '' : (points[v]?.label ?? '')) },
          {
            label: 'Dana masuk',
            stroke: theme.colors.primary,
            width: 2,
            points: { show: true, size: 7 },
            value: (_u, v) => (v == null ? '' : formatRp(v)),
          },
          {
            label: 'Dana tersalurkan',
            stroke: theme.colors.accent,
            width: 2,
            dash: [6, 4],
            points: { show: true, size: 7 },
            value: (_u, v) => (v == null ? '' : formatRp(v)),
          },
        ],
      },
      [points.map((_p, i) => i), points.map((p) => p.money_in), points.map((p) => p.money_out)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, theme]);

  return (
    <Figure>
      {/* Drawn by uPlot in the browser: empty in the server's page. */}
      <Box ref={box} aria-hidden="true" data-testid="ledger-chart" data-drawn-in-browser="" />
      <Legend aria-hidden="true">
        <li>
          <Swatch $color={theme.colors.primary} /> Dana masuk
        </li>
        <li>
          <Swatch $color={theme.colors.accent} $dashed /> Dana tersalurkan
        </li>
      </Legend>
    </Figure>
  );
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
/** The few rules of uPlot's stylesheet the chart needs (no CSS loader in the build). */
export const Box = styled.div`
  width: 100%;
  min-height: ${HEIGHT}px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: 100%;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${(p) => p.theme.colors.muted};
  }
  .u-cursor-y {
    display: none;
  }
  .u-cursor-pt {
    border-radius: 50%;
  }
  .u-off {
    display: none;
  }
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
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
