import styled from 'styled-components';
import type { OverviewPeriod } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { changeText } from './change';

const CARDS = [
  { key: 'today', title: 'Hari ini', before: 'kemarin' },
  { key: 'month', title: 'Bulan ini', before: 'bulan lalu' },
  { key: 'year', title: 'Tahun ini', before: 'tahun lalu' },
] as const;

const ARROWS = { up: '▲', down: '▼', same: '■' } as const;

/** Donations today, this month and this year (Asia/Jakarta), each against the same period before. */
export function StatCards({ periods }: { periods: Record<(typeof CARDS)[number]['key'], OverviewPeriod> }) {
  return (
    <Cards>
      {CARDS.map(({ key, title, before }) => {
        const { current, previous } = periods[key];
        const amount = changeText(current.amount, previous.amount, before);
        return (
          <Card key={key} aria-labelledby={`overview-${key}`} data-testid={`stat-${key}`}>
            <h3 id={`overview-${key}`}>{title}</h3>
            <Amount>{formatRp(current.amount)}</Amount>
            <p>{current.count} donasi</p>
            <Change $trend={amount.trend}>
              <span aria-hidden="true">{ARROWS[amount.trend]} </span>
              {amount.text}
            </Change>
            <Before>
              {before[0].toUpperCase() + before.slice(1)}: {formatRp(previous.amount)} · {previous.count} donasi
            </Before>
          </Card>
        );
      })}
    </Cards>
  );
}

/** The cards' shape while the figures load. */
export function StatCardsSkeleton() {
  return (
    <Cards aria-hidden="true" data-testid="stat-skeleton">
      {CARDS.map(({ key }) => (
        <Card key={key}>
          <Bone $width="40%" />
          <Bone $width="70%" $height={28} />
          <Bone $width="55%" />
        </Card>
      ))}
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;
const Card = styled.section`
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 6px;
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;
const Amount = styled.p`
  font-size: 1.4rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
const Change = styled.p<{ $trend: 'up' | 'down' | 'same' }>`
  font-size: 0.9rem;
  color: ${(p) =>
    p.$trend === 'up' ? p.theme.colors.primary : p.$trend === 'down' ? p.theme.colors.danger : p.theme.colors.muted};
`;
const Before = styled.p`
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;
export const Bone = styled.span<{ $width: string; $height?: number }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height ?? 14}px;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.border};
`;
