import { useEffect, useMemo, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { UplotBox } from '@yayasan/ui/uplot-box';
import type { ReleaseDecision, ReleaseHealthVersion } from '@yayasan/contracts';
import { alignedSeries, formatMetric, METRICS, versionColors, type Metric } from './health-figures';

const HEIGHT = 160;

/** Draws each verdict as a vertical line at its time: green when promoted, red when rolled back. */
function decisionMarks(decisions: ReleaseDecision[], colors: { promote: string; rollback: string }): uPlot.Plugin {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          for (const d of decisions) {
            const x = u.valToPos(Date.parse(d.at) / 1000, 'x', true);
            if (!(x >= bbox.left && x <= bbox.left + bbox.width)) continue;
            ctx.save();
            ctx.strokeStyle = colors[d.decision];
            ctx.lineWidth = 2 * uPlot.pxRatio;
            ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
            ctx.restore();
          }
        },
      ],
    },
  };
}

function SmallChart({
  metric,
  versions,
  decisions,
  from,
  to,
}: {
  metric: Metric;
  versions: ReleaseHealthVersion[];
  decisions: ReleaseDecision[];
  from: number;
  to: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const data = useMemo(() => alignedSeries(versions, metric.key), [versions, metric.key]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colors = versionColors(theme);
    const axis = {
      stroke: theme.colors.muted,
      grid: { stroke: theme.colors.border },
      ticks: { stroke: theme.colors.border },
    };
    const chart = new uPlot(
      {
        width: el.clientWidth || 280,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Jakarta'),
        scales: {
          x: { time: true, range: () => [from / 1000, to / 1000] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [axis, { ...axis, size: 56, values: (_u, ticks) => ticks.map((v) => formatMetric(metric.unit, v)) }],
        series: [
          {},
          ...versions.map((v, i) => ({
            label: v.version,
            stroke: colors[i % colors.length],
            width: 2,
            spanGaps: false,
            points: { show: true, size: 4 },
          })),
        ],
        plugins: [decisionMarks(decisions, { promote: theme.colors.primary, rollback: theme.colors.danger })],
      },
      data as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, versions, decisions, metric, from, to, theme]);

  return (
    <figure>
      <figcaption>{metric.title}</figcaption>
      {/* Drawn by uPlot; the same figures are in the card's table, for screen readers too. */}
      <UplotBox $height={HEIGHT} ref={box} aria-hidden="true" data-testid={`chart-${metric.key}`} />
    </figure>
  );
}

/**
 * A remote's four small charts (error rate, p75 LCP, p75 INP, page views), every version a line on one
 * time axis with the verdicts marked. Loaded lazily: the chart library comes with this chunk only.
 */
export default function HealthCharts(props: {
  versions: ReleaseHealthVersion[];
  decisions: ReleaseDecision[];
  from: number;
  to: number;
}) {
  return (
    <Grid>
      {METRICS.map((metric) => (
        <SmallChart key={metric.key} metric={metric} {...props} />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 4px;
  }
`;
