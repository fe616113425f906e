import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GENERAL_FUND_LABEL, paths, type LedgerEntry } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { Button, EmptyState, Hint, LoadError, Spinner } from '@yayasan/ui';
import { Pager } from './Pager';
import { useGetCampaignLedgerQuery, type OfflineDonationAnswer } from '../../../lib/ledger-api';
import { fundLabel } from '../../../components/ledger/labels';
import { DisbursementForm, OfflineDonationForm, type GiftDestination } from './LedgerForms';
import { Figures, Hash, MoneyFlow } from '../../../components/ledger/MoneyFlow';
import { DisbursementItem } from './report/DisbursementItem';
import { List } from './report/entry-list';
import { OfflineGiftList } from './report/OfflineGiftList';
import { ReversalDialog } from './report/ReversalDialog';
import { LedgerExplainer } from '../../../components/ledger/LedgerExplainer';

export const NO_DISBURSEMENTS = 'Belum ada penyaluran dana';
export const CHAIN_EXPLANATION =
  'Setiap donasi dan penyaluran dicatat berurutan; setiap catatan mengunci catatan sebelumnya dengan hash, sehingga perubahan diam-diam akan terlihat.';

/**
 * "Laporan Dana": the campaign's accounts as the public sees them (amounts and dates, never a donor),
 * with the chain's head for anyone who wants to check; administrators record and correct entries here.
 */
export default function CampaignReportTab({ donationId, isAdmin }: { donationId: string; isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<'disbursement' | 'offline' | null>(null);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  // The offline gift just recorded, with its receipt code to hand to the donor.
  const [recorded, setRecorded] = useState<(OfflineDonationAnswer & { destination: GiftDestination }) | null>(null);
  const { data, currentData, error, isFetching, isLoading, refetch } = useGetCampaignLedgerQuery({
    id: donationId,
    page,
  });

  if (isLoading) return <Spinner />;
  // A later ask of the same page that fails (offline, on reconnect) keeps the accounts on screen.
  if ((error && !currentData) || !data) {
    return <LoadError message="Laporan dana tidak dapat dimuat." onRetry={() => refetch()} />;
  }

  return (
    <Section aria-busy={isFetching}>
      <Figures aria-label="Ringkasan dana">
        <div>
          <dt>Dana terkumpul</dt>
          <dd data-testid="ledger-collected">{formatRp(data.collected)}</dd>
        </div>
        <div>
          <dt>Dana tersalurkan</dt>
          <dd data-testid="ledger-disbursed">{formatRp(data.disbursed)}</dd>
        </div>
        <div>
          <dt>Saldo</dt>
          <dd data-testid="ledger-balance">{formatRp(data.balance)}</dd>
        </div>
      </Figures>
      <Hint>Dana: {fundLabel(data.fund)}</Hint>

      {isAdmin && (
        <AdminBar>
          {form === 'disbursement' ? (
            <DisbursementForm donationId={donationId} onDone={() => setForm(null)} />
          ) : form === 'offline' ? (
            <OfflineDonationForm
              donationId={donationId}
              available={data.available}
              onDone={(answer, destination) => {
                setForm(null);
                if (answer) setRecorded({ ...answer, destination: destination ?? 'campaign' });
              }}
            />
          ) : (
            <>
              <Button type="button" onClick={() => setForm('disbursement')}>
                Catat Penyaluran Dana
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setForm('offline')}>
                Catat Donasi Luring
              </Button>
            </>
          )}
          {recorded && (
            <Recorded role="status" data-testid="offline-recorded">
              <span>
                Donasi luring {formatRp(recorded.entry.amount)} tercatat
                {recorded.destination === 'general' ? ` di ${GENERAL_FUND_LABEL}` : ''} sebagai catatan #
                {recorded.entry.seq}, kode tanda terima <strong>{recorded.receipt_code}</strong>.
              </span>
              {/* This tab corrects the campaign's own entries; the general fund's are another chain. */}
              {recorded.destination === 'campaign' && recorded.entry.reversed_by_seq === null && (
                <Button type="button" $variant="danger" onClick={() => setReversing(recorded.entry)}>
                  Batalkan (koreksi)
                </Button>
              )}
            </Recorded>
          )}
        </AdminBar>
      )}

      <h3>Dana masuk dan keluar</h3>
      <MoneyFlow months={data.months} days={data.days} caption="Dana masuk dan tersalurkan per bulan" />

      <h3>Penyaluran Dana</h3>
      {data.disbursements.length === 0 ? (
        <EmptyState>{NO_DISBURSEMENTS}</EmptyState>
      ) : (
        <>
          <List>
            {data.disbursements.map((entry) => (
              <DisbursementItem
                key={entry.seq}
                entry={entry}
                onReverse={isAdmin && entry.reversed_by_seq === null ? () => setReversing(entry) : undefined}
              />
            ))}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman penyaluran dana" />
        </>
      )}

      {isAdmin && <OfflineGiftList donationId={donationId} onReverse={setReversing} />}

      <Chain aria-label="Rantai buku kas">
        <h3>Bukti buku kas</h3>
        {/* Plain words first; the hash and its terms behind "Cara kerja". */}
        <LedgerExplainer>
          <p>
            {data.entry_count} catatan. Hash terakhir: <Hash data-testid="ledger-head">{data.head_hash}</Hash>
          </p>
          <Hint>{CHAIN_EXPLANATION}</Hint>
        </LedgerExplainer>
        <Link to={paths.verify()}>Verifikasi donasi Anda dengan kode tanda terima</Link>
        <Link to={paths.ledgerReport}>Laporan Keuangan seluruh yayasan</Link>
      </Chain>

      <ReversalDialog
        donationId={donationId}
        entry={reversing}
        onClose={(reversed) => {
          if (reversed && reversing?.seq === recorded?.entry.seq) setRecorded(null);
          setReversing(null);
        }}
      />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h3 {
    margin: 8px 0 0;
  }
`;

const AdminBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > form {
    flex: 1 1 100%;
  }
`;

const Recorded = styled.p`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;

const Chain = styled.section`
  padding: 14px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  p {
    margin: 8px 0;
  }
`;
