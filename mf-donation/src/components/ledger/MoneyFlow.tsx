import styled from 'styled-components';
import { formatRp } from '@yayasan/format';
import { EmptyState, Region, retryingLazy, ScrollRegion } from '@yayasan/ui';
import type { LedgerDay, LedgerMonth } from '../../lib/ledger-api';
import { flowPoints, LINE_CHART_MIN_POINTS, moneyAxisRange, type FlowPoint } from './flow-points';

// The chart library comes with this chunk only, when a report is opened.
const LedgerChart = retryingLazy(() => import(/* webpackChunkName: "ledger-chart" */ './LedgerChart'));

export const NO_FLOW = 'Belum ada dana masuk atau keluar';

export { monthName } from './flow-points';

/**
 * Money in vs out over time: the chart, and the same figures as a table for every reader. A short span
 * (the server's `days`) goes by day; one or two points are bars with their figures, not a lonely dot.
 */
export function MoneyFlow({ months, days, caption }: { months: LedgerMonth[]; days?: LedgerDay[]; caption: string }) {
  const { unit, points } = flowPoints(months, days);
  if (points.length === 0) return <EmptyState>{NO_FLOW}</EmptyState>;
  return (
    <Wrap>
      {points.length < LINE_CHART_MIN_POINTS ? (
        <FlowBars points={points} />
      ) : (
        // Without its chunk (offline) the chart alone offers a retry; the table below has the same figures.
        <Region message="Grafik tidak dapat dimuat.">
          <LedgerChart points={points} />
        </Region>
      )}
      <FlowTable
        caption={unit === 'day' ? 'Dana masuk dan tersalurkan per hari' : caption}
        heading={unit === 'day' ? 'Tanggal' : 'Bulan'}
        rows={points}
      />
    </Wrap>
  );
}

/** One or two periods: a bar per flow from 0, its amount written beside it (the table says the same). */
function FlowBars({ points }: { points: FlowPoint[] }) {
  const [, top] = moneyAxisRange(points.flatMap((p) => [p.money_in, p.money_out]));
  const width = (n: number) => `${(n / top) * 100}%`;
  return (
    <Bars data-testid="flow-bars" aria-hidden="true">
      {points.map((p) => (
        <li key={p.key}>
          <strong>{p.label}</strong>
          <BarRow>
            <span>Dana masuk</span>
            <Bar $kind="in" style={{ width: width(p.money_in) }} />
            <em>{formatRp(p.money_in)}</em>
          </BarRow>
          <BarRow>
            <span>Dana tersalurkan</span>
            <Bar $kind="out" style={{ width: width(p.money_out) }} />
            <em>{formatRp(p.money_out)}</em>
          </BarRow>
        </li>
      ))}
    </Bars>
  );
}

/** Money in and out per row (month, fund…), as a captioned table that scrolls sideways on a phone. */
export function FlowTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; money_in: number; money_out: number }[];
}) {
  return (
    <ScrollRegion label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Dana masuk</th>
            <th scope="col">Dana tersalurkan</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{formatRp(r.money_in)}</td>
              <td>{formatRp(r.money_out)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;
const BarRow = styled.div`
  display: grid;
  grid-template-columns: 8.5em minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  em {
    font-style: normal;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
const Bar = styled.i<{ $kind: 'in' | 'out' }>`
  display: block;
  height: 14px;
  min-width: 2px;
  border-radius: 3px;
  background: ${(p) => (p.$kind === 'in' ? p.theme.colors.primary : p.theme.colors.accent)};
`;
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: left;
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Figures side by side (collected, disbursed, balance), stacked on a phone. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

/** A sha256 hex, wrapped anywhere on a phone. */
export const Hash = styled.code`
  word-break: break-all;
  font-size: 0.85rem;
`;
