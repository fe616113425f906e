import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GENERAL_FUND_LABEL, paths, type LedgerEntry } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import {
  Button,
  EmptyState,
  Hint,
  Label,
  LoadError,
  Modal,
  notify,
  ResponsiveImage,
  Spinner,
  TextArea,
} from '@yayasan/ui';
import { checkReversalReason } from '@yayasan/validation';
import { Pager } from './Pager';
import {
  useGetCampaignLedgerQuery,
  useGetLedgerEntriesQuery,
  useReverseLedgerEntryMutation,
  type OfflineDonationAnswer,
} from '../../../lib/ledger-api';
import { categoryLabel, fundLabel } from '../../../components/ledger/labels';
import { DisbursementForm, OfflineDonationForm, type GiftDestination } from './LedgerForms';
import { Figures, Hash, MoneyFlow } from '../../../components/ledger/MoneyFlow';

export const NO_DISBURSEMENTS = 'Belum ada penyaluran dana';
export const NO_OFFLINE_GIFTS = 'Belum ada donasi luring';
export const CHAIN_EXPLANATION =
  'Setiap donasi dan penyaluran dicatat berurutan; setiap catatan mengunci catatan sebelumnya dengan hash, sehingga perubahan diam-diam akan terlihat.';
export const REVERSE_CONFIRM =
  'Batalkan catatan ini dengan catatan koreksi? Catatan lama tetap tersimpan dan tidak dapat dikembalikan.';

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
  const { data, error, isFetching, isLoading, refetch } = useGetCampaignLedgerQuery({ id: donationId, page });

  if (isLoading) return <Spinner />;
  if (error || !data) {
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
      <MoneyFlow months={data.months} caption="Dana masuk dan tersalurkan per bulan" />

      <h3>Penyaluran Dana</h3>
      {data.disbursements.length === 0 ? (
        <EmptyState>{NO_DISBURSEMENTS}</EmptyState>
      ) : (
        <>
          <List>
            {data.disbursements.map((entry) => (
              <Disbursement
                key={entry.seq}
                entry={entry}
                onReverse={isAdmin && entry.reversed_by_seq === null ? () => setReversing(entry) : undefined}
              />
            ))}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman penyaluran dana" />
        </>
      )}

      {isAdmin && <OfflineGifts donationId={donationId} onReverse={setReversing} />}

      <Chain aria-label="Rantai buku kas">
        <h3>Bukti buku kas</h3>
        <p>
          {data.entry_count} catatan. Hash terakhir: <Hash data-testid="ledger-head">{data.head_hash}</Hash>
        </p>
        <Hint>{CHAIN_EXPLANATION}</Hint>
        <Link to={paths.verify()}>Verifikasi donasi Anda dengan kode tanda terima</Link>
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

function Disbursement({ entry, onReverse }: { entry: LedgerEntry; onReverse?: () => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const category = entry.category ? categoryLabel(entry.category) : null;
  const reversed = entry.reversed_by_seq !== null;
  return (
    <Item data-testid="disbursement" $reversed={reversed}>
      <Top>
        <strong>{formatRp(entry.amount)}</strong>
        <time dateTime={entry.occurred_at}>{formatDayMonthYear(entry.occurred_at)}</time>
      </Top>
      {category && <Tag>{category}</Tag>}
      {reversed && <Tag>Dibatalkan (koreksi #{entry.reversed_by_seq})</Tag>}
      {entry.description && <p>{entry.description}</p>}
      {entry.proofs.length > 0 && (
        <Proofs>
          {entry.proofs.map((src, i) => (
            <li key={src}>
              <ProofButton type="button" onClick={() => setOpen(src)} aria-label={`Lihat bukti ${i + 1}`}>
                <ResponsiveImage src={src} alt="" sizes="120px" />
              </ProofButton>
            </li>
          ))}
        </Proofs>
      )}
      {onReverse && (
        <Button type="button" $variant="danger" onClick={onReverse}>
          Batalkan (koreksi)
        </Button>
      )}
      <Modal open={open !== null} onClose={() => setOpen(null)} title="Bukti penyaluran" width={900}>
        {open && <Large src={open} alt={`Bukti penyaluran ${formatRp(entry.amount)}`} />}
        <Button type="button" $variant="secondary" onClick={() => setOpen(null)} data-autofocus>
          Tutup
        </Button>
      </Modal>
    </Item>
  );
}

/** Administrators: the campaign's offline gifts, newest first, each correctable until reversed. */
function OfflineGifts({ donationId, onReverse }: { donationId: string; onReverse: (entry: LedgerEntry) => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetLedgerEntriesQuery({
    id: donationId,
    kind: 'offline_contribution',
    page,
  });
  return (
    <section aria-labelledby="offline-gifts-title" aria-busy={isFetching}>
      <h3 id="offline-gifts-title">Donasi Luring</h3>
      {error ? (
        <LoadError message="Daftar donasi luring tidak dapat dimuat." onRetry={() => refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.entries.length === 0 ? (
        <EmptyState>{NO_OFFLINE_GIFTS}</EmptyState>
      ) : (
        <>
          <List>
            {data.entries.map((entry) => {
              const reversed = entry.reversed_by_seq !== null;
              return (
                <Item key={entry.seq} data-testid="offline-gift" $reversed={reversed}>
                  <Top>
                    <strong>{formatRp(entry.amount)}</strong>
                    <time dateTime={entry.occurred_at}>{formatDayMonthYear(entry.occurred_at)}</time>
                  </Top>
                  <Tag>Catatan #{entry.seq}</Tag>
                  {reversed ? (
                    <Tag>Dibatalkan (koreksi #{entry.reversed_by_seq})</Tag>
                  ) : (
                    <Button type="button" $variant="danger" onClick={() => onReverse(entry)}>
                      Batalkan (koreksi)
                    </Button>
                  )}
                </Item>
              );
            })}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman donasi luring" />
        </>
      )}
    </section>
  );
}

/** The confirmation before a reversing entry is written, with an optional reason. */
function ReversalDialog({
  donationId,
  entry,
  onClose,
}: {
  donationId: string;
  entry: LedgerEntry | null;
  onClose: (reversed: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reverse, { isLoading }] = useReverseLedgerEntryMutation();
  const close = (reversed = false) => {
    setReason('');
    setProblem(null);
    onClose(reversed);
  };
  const confirm = async () => {
    if (!entry) return;
    const rule = checkReversalReason(reason);
    setProblem(rule);
    if (rule) return;
    try {
      await reverse({ id: donationId, seq: entry.seq, body: { reason: reason.trim() || undefined } }).unwrap();
      notify.success('Catatan dikoreksi');
      close(true);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };
  return (
    <Modal open={entry !== null} onClose={() => close()} label={REVERSE_CONFIRM}>
      <p>{REVERSE_CONFIRM}</p>
      {entry && (
        <p>
          <strong>{formatRp(entry.amount)}</strong> · {formatDayMonthYear(entry.occurred_at)}
        </p>
      )}
      <Label htmlFor="ledger-reversal-reason">Alasan koreksi (opsional)</Label>
      <TextArea id="ledger-reversal-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      {problem && <ProblemText role="alert">{problem}</ProblemText>}
      <DialogActions>
        <Button type="button" $variant="danger" onClick={confirm} disabled={isLoading}>
          Batalkan Catatan
        </Button>
        <Button type="button" $variant="secondary" onClick={() => close()} disabled={isLoading} data-autofocus>
          Kembali
        </Button>
      </DialogActions>
    </Modal>
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
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Item = styled.li<{ $reversed: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  opacity: ${(p) => (p.$reversed ? 0.7 : 1)};
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  strong {
    text-decoration: ${(p) => (p.$reversed ? 'line-through' : 'none')};
  }
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  time {
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Tag = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.85rem;
`;
const Proofs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const ProofButton = styled.button`
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  background: none;
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    width: 120px;
    height: 90px;
    object-fit: cover;
  }
`;
const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto 12px;
  object-fit: contain;
`;
const Chain = styled.section`
  padding: 14px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  p {
    margin: 8px 0;
  }
`;
const ProblemText = styled.p`
  min-height: 1.2em;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
