import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { formatRp, MONTHS_ID } from '@yayasan/format';
import { EmptyState, ScrollRegion, Spinner } from '@yayasan/ui';
import type { LedgerMonth } from '../../lib/ledger-api';

// The chart library comes with this chunk only, when a report is opened.
const LedgerChart = lazy(() => import(/* webpackChunkName: "ledger-chart" */ './LedgerChart'));

export const NO_FLOW = 'Belum ada dana masuk atau keluar';

/** 'YYYY-MM' → 'Mei 2026'. */
export const monthName = (month: string) => `${MONTHS_ID[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Money in vs out over time: the chart, and the same figures as a table for every reader. */
export function MoneyFlow({ months, caption }: { months: LedgerMonth[]; caption: string }) {
  if (months.length === 0) return <EmptyState>{NO_FLOW}</EmptyState>;
  return (
    <Wrap>
      <Suspense fallback={<Spinner />}>
        <LedgerChart months={months} />
      </Suspense>
      <FlowTable
        caption={caption}
        heading="Bulan"
        rows={months.map((m) => ({ key: m.month, label: monthName(m.month), ...m }))}
      />
    </Wrap>
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
