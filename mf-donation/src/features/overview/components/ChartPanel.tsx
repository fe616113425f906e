import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { OverviewChart } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { EmptyState, Region, retryingLazy, ScrollRegion } from '@yayasan/ui';
import { dayName, monthName } from '../../../components/ledger/flow-points';
import { Table } from './RunningCampaigns';

// The chart library comes with this chunk only, when the overview is opened.
const SeriesChart = retryingLazy(() => import(/* webpackChunkName: "overview-chart" */ './SeriesChart'));

const SPLITS = [
  { key: 'by_campaign', label: 'Per kampanye' },
  { key: 'by_method', label: 'Per metode pembayaran' },
] as const;
type Split = (typeof SPLITS)[number]['key'];

/**
 * One chart of money in (per day or per month), split by campaign or by way of paying at the reader's
 * choice, with the same figures in a table a screen reader (or anyone) can open under it.
 */
export function ChartPanel({ title, unit, chart }: { title: string; unit: 'day' | 'month'; chart: OverviewChart }) {
  const [split, setSplit] = useState<Split>('by_campaign');
  const name = useId();
  const labels = useMemo(() => chart.buckets.map(unit === 'day' ? dayName : monthName), [chart.buckets, unit]);
  const series = chart[split];
  const empty = chart.totals.every((v) => v === 0);
  const splitLabel = SPLITS.find((s) => s.key === split)!.label.toLowerCase();
  return (
    <Panel aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>{title}</h3>
      <Choice>
        <legend>Tampilkan</legend>
        {SPLITS.map((s) => (
          <label key={s.key}>
            <input type="radio" name={name} value={s.key} checked={split === s.key} onChange={() => setSplit(s.key)} />
            {s.label}
          </label>
        ))}
      </Choice>
      {empty ? (
        <EmptyState>Belum ada donasi pada rentang ini</EmptyState>
      ) : (
        <>
          {/* Without its chunk (offline) the chart alone offers a retry; the table has the same figures. */}
          <Region message="Grafik tidak dapat dimuat." fallback={<ChartSkeleton aria-hidden="true" />}>
            <SeriesChart labels={labels} series={series} />
          </Region>
          <details>
            <summary>Lihat tabel data</summary>
            <ScrollRegion label={`${title}, ${splitLabel}`}>
              <Table>
                <caption>
                  {title}, {splitLabel}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{unit === 'day' ? 'Tanggal' : 'Bulan'}</th>
                    {series.map((s) => (
                      <th scope="col" key={s.key}>
                        {s.label}
                      </th>
                    ))}
                    <th scope="col">Jumlah</th>
                  </tr>
                </thead>
                <tbody>
                  {chart.buckets.map((bucket, i) => (
                    <tr key={bucket}>
                      <th scope="row">{unit === 'day' ? `${labels[i]} ${bucket.slice(0, 4)}` : labels[i]}</th>
                      {series.map((s) => (
                        <td key={s.key}>{formatRp(s.values[i])}</td>
                      ))}
                      <td>{formatRp(chart.totals[i])}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
          </details>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    cursor: pointer;
  }
`;
export const ChartSkeleton = styled.div`
  height: 260px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
`;
