import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type DonationHistory } from '@yayasan/contracts';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { EmptyState, FigureCards, LoadError } from '@yayasan/ui';
import { useGetMyDonationsQuery } from '../api';
import { Bone } from './StatCards';

/** A member's gifts, newest first, from their history's first page. */
function latestOf(data: DonationHistory | undefined) {
  return (data?.transactions ?? [])
    .flatMap((c) => c.donors.map((d) => ({ ...d, title: c.title, donation_id: c.donation_id })))
    .sort((a, b) => Date.parse(b.donation_date ?? '') - Date.parse(a.donation_date ?? ''));
}

/** The signed-in member's own summary: how much and how often they gave, and their latest gifts. */
export function MemberSummary({ username }: { username: string }) {
  const { data, isLoading, isError, refetch } = useGetMyDonationsQuery(username);
  if (isLoading) {
    return (
      <FigureCards aria-hidden="true" data-testid="member-skeleton">
        <Bone $width="60%" $height={28} />
        <Bone $width="40%" $height={28} />
      </FigureCards>
    );
  }
  if (isError || !data)
    return <LoadError message="Ringkasan donasi Anda tidak dapat dimuat" onRetry={() => refetch()} />;
  const latest = latestOf(data);
  return (
    <>
      <FigureCards>
        <div>
          <dt>Total donasi Anda</dt>
          <dd data-testid="member-total">{formatRp(data.total_amount)}</dd>
        </div>
        <div>
          <dt>Jumlah donasi</dt>
          <dd data-testid="member-count">{data.total_transactions}</dd>
        </div>
      </FigureCards>
      <section aria-labelledby="member-latest">
        <h2 id="member-latest">Donasi terakhir Anda</h2>
        {latest.length === 0 ? (
          <EmptyState>
            Anda belum berdonasi. <Link to={paths.donations}>Lihat kampanye yang berjalan</Link>
          </EmptyState>
        ) : (
          <List>
            {latest.map((d) => (
              <li key={d.order_id}>
                <Link to={paths.donationDetail(d.donation_id)}>{d.title}</Link>
                <strong>{formatRp(d.donation_amount)}</strong>
                <small>
                  {d.donation_date ? `${formatHistoryDate(d.donation_date)} WIB` : '—'}
                  {d.transaction_id && (
                    <>
                      {' · '}
                      <Link to={paths.receipt(d.transaction_id)}>Bukti donasi</Link>
                    </>
                  )}
                </small>
              </li>
            ))}
          </List>
        )}
        <p>
          <Link to={paths.donationHistory}>Lihat semua riwayat donasi</Link>
        </p>
      </section>
    </>
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
  small {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.muted};
  }
`;
