import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Hint, Input, Label } from '@yayasan/ui';
import { calendarYearToDate, checkDateRange, isReportMonth, jakartaToday, LEDGER_MESSAGES } from '@yayasan/validation';
import { useGetCampaignsQuery } from '../api';
import { useFileDownload } from '../../../lib/download';
import { DateRangeFields, type DateRange } from '../../../components/ledger/DateRangeFields';
import { Select } from '../components/LedgerForms';

/** Campaigns offered for a campaign report (the newest; the server caps a page at this size). */
const CAMPAIGN_CHOICES = 100;

/** The month before this one (Asia/Jakarta): the report a permit usually asks for. */
export function lastMonth(now = new Date()): string {
  const [y, m] = jakartaToday(now).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const query = (range: DateRange) => `from=${range.from}&to=${range.to}`;

type ExportKind = 'donations' | 'disbursements';
type ExportFormat = 'xlsx' | 'csv';
/** The file names the server gives, so a saved file is named the same whichever way it was fetched. */
const EXPORT_FILES: Record<ExportKind, string> = { donations: 'donasi', disbursements: 'penyaluran' };
const EXPORT_BUTTONS: { kind: ExportKind; format: ExportFormat; label: string }[] = [
  { kind: 'donations', format: 'xlsx', label: 'Unduh Excel donasi' },
  { kind: 'donations', format: 'csv', label: 'Unduh CSV donasi' },
  { kind: 'disbursements', format: 'xlsx', label: 'Unduh Excel penyaluran' },
  { kind: 'disbursements', format: 'csv', label: 'Unduh CSV penyaluran' },
];

/** /dashboard/laporan (administrators): Excel and CSV exports for a date range, and the monthly PDF report. */
export default function AdminReportsPage() {
  const ids = { month: useId(), campaign: useId() };
  // This year so far: last year's range was often an empty file.
  const [range, setRange] = useState<DateRange>(() => calendarYearToDate());
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const [month, setMonth] = useState(() => lastMonth());
  const [campaign, setCampaign] = useState('');
  const [monthProblem, setMonthProblem] = useState<string | null>(null);
  const { download, busy } = useFileDownload();
  const campaigns = useGetCampaignsQuery({ page: 1, limit: CAMPAIGN_CHOICES, draft: false });

  const exportFile = (kind: ExportKind, format: ExportFormat) => {
    const rule = checkDateRange(range.from, range.to);
    setRangeProblem(rule);
    if (!rule) {
      void download(
        `/admin/exports/${kind}.${format}?${query(range)}`,
        `${EXPORT_FILES[kind]}-${range.from}-${range.to}.${format}`,
      );
    }
  };
  const report = () => {
    const rule = isReportMonth(month) ? null : LEDGER_MESSAGES.monthInvalid;
    setMonthProblem(rule);
    if (rule) return;
    const suffix = campaign ? `?campaign=${encodeURIComponent(campaign)}` : '';
    void download(`/admin/reports/${month}.pdf${suffix}`, `laporan-${month}${campaign ? `-${campaign}` : ''}.pdf`);
  };

  return (
    <Page>
      <h1>Laporan</h1>
      <Card aria-labelledby="ekspor-csv">
        <h2 id="ekspor-csv">Ekspor Excel dan CSV</h2>
        <p>Donasi (dengan cara bayar, status dan tanggal; donasi luring ditandai) dan penyaluran dana.</p>
        <p>
          Tanggal menurut waktu Jakarta (WIB), jumlah dalam rupiah bulat. Berkas CSV dipisahkan titik koma (;) agar
          langsung terbaca kolomnya di Excel berbahasa Indonesia.
        </p>
        <DateRangeFields value={range} onChange={setRange} />
        {rangeProblem && (
          <Hint $error role="alert">
            {rangeProblem}
          </Hint>
        )}
        <Actions>
          {EXPORT_BUTTONS.map((b) => (
            <Button
              key={`${b.kind}.${b.format}`}
              type="button"
              $variant={b.format === 'xlsx' ? undefined : 'secondary'}
              disabled={busy !== null}
              onClick={() => exportFile(b.kind, b.format)}
            >
              {b.label}
            </Button>
          ))}
        </Actions>
      </Card>

      <Card aria-labelledby="laporan-bulanan">
        <h2 id="laporan-bulanan">Laporan bulanan (PDF)</h2>
        <p>Untuk laporan izin pengumpulan uang dan barang: seluruh yayasan atau satu kampanye.</p>
        <Label htmlFor={ids.month}>Bulan</Label>
        <Input
          id={ids.month}
          type="month"
          max={jakartaToday().slice(0, 7)}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        <Label htmlFor={ids.campaign}>Cakupan</Label>
        <Select id={ids.campaign} value={campaign} onChange={(e) => setCampaign(e.target.value)}>
          <option value="">Seluruh yayasan</option>
          {(campaigns.data?.donations ?? []).map((c) => (
            <option key={c.donation_id} value={c.donation_id}>
              {c.title}
            </option>
          ))}
        </Select>
        {campaigns.error && (
          <Hint $error>Daftar kampanye tidak dapat dimuat; laporan seluruh yayasan tetap tersedia.</Hint>
        )}
        {monthProblem && (
          <Hint $error role="alert">
            {monthProblem}
          </Hint>
        )}
        <Actions>
          <Button type="button" disabled={busy !== null} onClick={report}>
            {busy?.endsWith('.pdf') ? 'Menyiapkan...' : 'Unduh laporan PDF'}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h1 {
    margin: 0;
  }
`;
const Card = styled.section`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  max-width: 720px;
  h2 {
    margin-top: 0;
  }
  input,
  select {
    max-width: 360px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
