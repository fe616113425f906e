import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type OverviewDonation } from '@yayasan/contracts';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { EmptyState } from '@yayasan/ui';

/** The latest settled gifts, newest first; the list is a live region so new arrivals are read out. */
export function LatestDonations({ donations }: { donations: OverviewDonation[] }) {
  if (donations.length === 0) return <EmptyState>Belum ada donasi yang masuk</EmptyState>;
  return (
    <List aria-live="polite" aria-relevant="additions" data-testid="latest-donations">
      {donations.map((d) => (
        <li key={d.order_id} data-order-id={d.order_id}>
          <Who>
            <strong>{d.donor_name}</strong>
            {d.anonymous && <Muted> (anonim di daftar publik)</Muted>}
            <Muted>
              {' · '}
              {d.donation_id ? <Link to={paths.donationDetail(d.donation_id)}>{d.title}</Link> : d.title}
            </Muted>
          </Who>
          <Figure>{formatRp(d.amount)}</Figure>
          <Muted as="p">
            {formatHistoryDate(d.settled_at)} WIB · {d.channel === 'offline' ? 'Luring' : 'Online'} · {d.method}
          </Muted>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 0.85rem;
  }
`;
const Who = styled.span`
  overflow-wrap: anywhere;
`;
const Figure = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
const Muted = styled.span`
  color: ${(p) => p.theme.colors.muted};
`;
