import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LEDGER_MESSAGES, paths, type Verification } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import {
  Button,
  FieldMessage,
  fieldA11y,
  formText,
  Input,
  Label,
  LoadError,
  PageContainer,
  Spinner,
} from '@yayasan/ui';
import { useVerifyReceiptCodeQuery } from '../../../lib/ledger-api';
import { fundLabel } from '../../../components/ledger/labels';
import { Hash } from '../../../components/ledger/MoneyFlow';
import { LedgerExplainer } from '../../../components/ledger/LedgerExplainer';

export const COUNTED = 'Tercatat dalam total kampanye';
export const CODE_EMPTY = 'Masukkan kode tanda terima';
export const CODE_HINT = 'Kode tercetak pada tanda terima (PDF) dan e-mail donasi Anda.';

/** /verifikasi and /verifikasi/:code: anyone checks that a donation is inside the published total. */
export default function VerificationPage() {
  const { code = '' } = useParams();
  return (
    <PageContainer>
      <h1>Verifikasi Donasi</h1>
      <p>
        Periksa bahwa sebuah donasi tercatat dalam buku kas kampanye yang kami terbitkan, tanpa menampilkan nama
        donatur.
      </p>
      <LedgerExplainer />
      <CodeForm initial={code} />
      {code && <Answer code={code} />}
    </PageContainer>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const ids = { input: useId(), message: useId() };
  const [value, setValue] = useState(initial);
  // Another code in the address (a link, back/forward) fills the field again; adjusted while rendering.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setValue(initial);
  }
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  // A form action: a code sent before the page is hydrated is held by React and checked once it is.
  const submit = (data: FormData) => {
    const entered = formText(data, 'code');
    setValue(entered);
    const code = entered.trim();
    if (!code) return setError(CODE_EMPTY);
    setError(null);
    navigate(paths.verify(code));
  };
  return (
    <Form action={submit} noValidate aria-label="Periksa kode tanda terima">
      <Label htmlFor={ids.input}>Kode tanda terima</Label>
      <Line>
        {/* The browser's own field (what is typed before hydration stays); another code in the address
            makes it anew with that code. */}
        <Input
          key={shown}
          id={ids.input}
          name="code"
          defaultValue={value}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          {...fieldA11y(ids.message, error)}
        />
        <Button type="submit">Periksa</Button>
      </Line>
      <FieldMessage id={ids.message} error={error} hint={CODE_HINT} />
    </Form>
  );
}

function Answer({ code }: { code: string }) {
  const { data, error, isFetching, refetch } = useVerifyReceiptCodeQuery(code);
  if (isFetching) return <Spinner />;
  if (data === null) {
    return (
      <Result $ok={false} role="status" data-testid="verification-result">
        <h2>Tidak ditemukan</h2>
        <p>{LEDGER_MESSAGES.receiptCodeNotFound}. Periksa kembali penulisan kode.</p>
      </Result>
    );
  }
  if (error || data === undefined)
    return <LoadError message="Verifikasi tidak dapat dimuat." onRetry={() => refetch()} />;
  return <Proof v={data} />;
}

/** Why a known donation is not (or no longer) counted, in plain words. */
function failure(v: Verification): string {
  if (v.entry_seq === null) return 'Donasi ini belum tercatat dalam buku kas kampanye.';
  if (v.reversed) return 'Donasi ini telah dikoreksi (dibatalkan) dan tidak lagi dihitung dalam total kampanye.';
  if (!v.intact) {
    return `Buku kas tidak cocok mulai catatan #${v.mismatch_seq ?? '?'}: catatan telah berubah setelah diterbitkan.`;
  }
  return 'Donasi ini tidak dihitung dalam total kampanye.';
}

function Proof({ v }: { v: Verification }) {
  const ok = v.counted && v.intact && !v.reversed;
  return (
    <Result $ok={ok} role="status" data-testid="verification-result">
      <h2>{ok ? COUNTED : 'Tidak tercatat dalam total kampanye'}</h2>
      {!ok && <p>{failure(v)}</p>}
      <Facts>
        <div>
          <dt>Kode</dt>
          <dd>{v.code}</dd>
        </div>
        <div>
          <dt>Jumlah</dt>
          <dd data-testid="verification-amount">{formatRp(v.amount)}</dd>
        </div>
        <div>
          <dt>Tanggal</dt>
          <dd>{formatDayMonthYear(v.date)}</dd>
        </div>
        <div>
          <dt>Kampanye</dt>
          <dd>
            {/* A gift to the general fund has no campaign: its accounts are on the foundation's report. */}
            <Link to={v.donation_id ? paths.donationReport(v.donation_id) : paths.ledgerReport}>{v.title}</Link>
          </dd>
        </div>
        <div>
          <dt>Dana</dt>
          <dd>
            {fundLabel(v.fund)}
            {v.offline ? ' · donasi luring' : ''}
          </dd>
        </div>
      </Facts>
      {v.entry_seq !== null && (
        <>
          <h3>Jejak hash sampai kepala buku kas</h3>
          <p>
            Catatan #{v.entry_seq} dari {v.entry_count}. Setiap hash dihitung dari hash sebelumnya dan isi catatan; hash
            terakhir adalah yang diterbitkan di laporan dana kampanye.
          </p>
          <Path data-testid="verification-path">
            {v.path.map((hash, i) => (
              <li key={hash}>
                <small>
                  {i === 0
                    ? 'Catatan donasi ini'
                    : i === v.path.length - 1
                      ? 'Kepala (diterbitkan)'
                      : `Catatan berikutnya`}
                </small>
                <Hash>{hash}</Hash>
              </li>
            ))}
          </Path>
        </>
      )}
    </Result>
  );
}

const Form = styled.form`
  max-width: 560px;
  margin-bottom: 24px;
`;
const Line = styled.div`
  display: flex;
  gap: 8px;
  > button {
    flex: none;
  }
`;
const Result = styled.section<{ $ok: boolean }>`
  padding: 16px;
  border: 2px solid ${(p) => (p.$ok ? p.theme.colors.primary : p.theme.colors.danger)};
  border-radius: ${(p) => p.theme.radius};
  h2 {
    margin-top: 0;
    color: ${(p) => (p.$ok ? p.theme.colors.primary : p.theme.colors.danger)};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    word-break: break-word;
  }
`;
const Path = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;
