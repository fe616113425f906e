import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type DonationHistory } from '@yayasan/contracts';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { selectUser, useAppSelector } from '@yayasan/store';
import { EmptyState, LoadError, notify, ScrollRegion, SignInRedirect, Spinner } from '@yayasan/ui';
import { useGetDonationHistoryQuery } from '../api';
import { StatementDownload } from '../components/StatementDownload';
import { UnpaidDonations } from '../components/UnpaidDonations';

export const HISTORY_FAILED = 'ERR SERVER: Failed Fetching Donation History';

interface Row {
  order_id: string;
  /** Midtrans's id, which the receipt is found by; a donation recorded without one has no receipt link. */
  transaction_id: string | null;
  donation_id: string;
  title: string;
  amount: number;
  date: string | null;
}

const NOT_RECORDED = '—';
const time = (date: string | null) => (date ? Date.parse(date) : 0);

/** One row per donation, newest first. */
export function historyRows(data: DonationHistory | undefined): Row[] {
  const rows = (data?.transactions ?? []).flatMap((c) =>
    c.donors.map((d) => ({
      order_id: d.order_id,
      transaction_id: d.transaction_id,
      donation_id: c.donation_id,
      title: c.title,
      amount: Number(d.donation_amount),
      date: d.donation_date,
    })),
  );
  return rows.sort((a, b) => time(b.date) - time(a.date));
}

/** /dashboard/riwayat-donasi — the signed-in user's donations and their total. */
export default function DonationHistoryPage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetDonationHistoryQuery(user?.username ?? '', { skip: !user });
  const rows = useMemo(() => historyRows(data), [data]);
  const total = data?.total_amount ?? 0;

  useEffect(() => {
    if (isError) notify.error(HISTORY_FAILED);
  }, [isError]);

  if (!user) return <SignInRedirect />;

  return (
    <section>
      <h1>Riwayat Donasi</h1>
      <TotalCard>
        <span>Total Donasi Anda</span>
        <strong data-testid="history-total">{formatRp(total)}</strong>
      </TotalCard>
      <StatementDownload username={user.username} />
      <UnpaidDonations />
      {isLoading ? (
        <Spinner />
      ) : isError && rows.length === 0 ? (
        <LoadError message="Riwayat donasi tidak dapat dimuat" onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>Belum ada riwayat donasi</EmptyState>
      ) : (
        <ScrollRegion label="Riwayat donasi">
          <Table>
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                <th scope="col">Nama Donasi</th>
                <th scope="col">ID Transaksi</th>
                <th scope="col">Jumlah Donasi</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.order_id} onClick={() => navigate(paths.donationDetail(r.donation_id))}>
                  <td data-label="Tanggal">{r.date ? formatHistoryDate(r.date) : NOT_RECORDED}</td>
                  <td data-label="Nama Donasi">
                    <Link to={paths.donationDetail(r.donation_id)} onClick={(e) => e.stopPropagation()}>
                      {r.title}
                    </Link>
                  </td>
                  <td className="mono" data-label="ID Transaksi">
                    {r.transaction_id ?? NOT_RECORDED}
                  </td>
                  <td data-label="Jumlah Donasi">{formatRp(r.amount)}</td>
                  <td data-label="Aksi">
                    {r.transaction_id && (
                      <Link
                        to={paths.receipt(r.transaction_id)}
                        onClick={(e) => e.stopPropagation()}
                        aria-label={`Lihat bukti donasi ${r.transaction_id}`}
                      >
                        Lihat
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}

const TotalCard = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  padding: 16px 18px;
  margin: 12px 0 20px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  strong {
    font-size: 1.4rem;
    color: ${(p) => p.theme.colors.primary};
  }
`;
/** Below 640 px each row becomes a card of labelled lines, so nothing is clipped on a phone. */
const CARDS_BELOW = 640;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  @media (max-width: ${CARDS_BELOW - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr,
    td {
      display: block;
    }
    tbody tr {
      margin-bottom: 12px;
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: ${(p) => p.theme.radius};
    }
    td {
      display: grid;
      grid-template-columns: 9rem 1fr;
      gap: 8px;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${(p) => p.theme.colors.muted};
    }
  }
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  .mono {
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    word-break: break-all;
  }
`;
