import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { Button, EmptyState, Hint, LoadError, PageContainer, ScrollRegion, Spinner } from '@yayasan/ui';
import { checkDateRange, jakartaToday } from '@yayasan/validation';
import { useGetLedgerSummaryQuery, type LedgerSummary } from '../../../lib/ledger-api';
import { DailyHeads } from '../components/DailyHeads';
import { GeneralFund } from '../components/GeneralFund';
import { DateRangeFields, type DateRange } from '../../../components/ledger/DateRangeFields';
import { Figures, FlowTable, MoneyFlow, Table } from '../../../components/ledger/MoneyFlow';
import { LedgerExplainer } from '../../../components/ledger/LedgerExplainer';

/** This calendar year so far (Asia/Jakarta), the range the page opens with. */
export function thisYearSoFar(now = new Date()): DateRange {
  const today = jakartaToday(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** /laporan: the foundation's accounts, all campaigns, by month, fund and category over a chosen range. */
export default function LedgerReportPage() {
  const [draft, setDraft] = useState<DateRange>(() => thisYearSoFar());
  const [range, setRange] = useState<DateRange>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, isFetching, refetch } = useGetLedgerSummaryQuery(range);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rule = checkDateRange(draft.from, draft.to);
    setProblem(rule);
    if (!rule) setRange(draft);
  };

  return (
    <PageContainer>
      <h1>Laporan Keuangan Yayasan</h1>
      <p>
        Dana masuk dan dana tersalurkan seluruh kampanye dan dana umum yayasan. Tidak ada nama donatur yang ditampilkan.
        Donatur dapat <Link to={paths.verify()}>memverifikasi donasinya</Link> dengan kode tanda terima.
      </p>
      <LedgerExplainer />
      <form onSubmit={submit} noValidate aria-label="Pilih rentang tanggal">
        <DateRangeFields value={draft} onChange={setDraft} />
        {problem && (
          <Hint $error role="alert">
            {problem}
          </Hint>
        )}
        <Button type="submit">Tampilkan</Button>
      </form>
      <Body aria-busy={isFetching}>
        {isFetching ? (
          <Spinner />
        ) : error || !data ? (
          <LoadError message="Laporan keuangan tidak dapat dimuat." onRetry={() => refetch()} />
        ) : (
          <Summary summary={data} />
        )}
      </Body>
      {/* Below the summary once it is in, so the summary's arrival never pushes it down. */}
      {data && (
        <Body>
          <GeneralFund />
          <DailyHeads />
        </Body>
      )}
    </PageContainer>
  );
}

function Summary({ summary }: { summary: LedgerSummary }) {
  const empty = summary.money_in === 0 && summary.money_out === 0 && summary.months.length === 0;
  if (empty) return <EmptyState>Belum ada dana masuk atau keluar pada rentang ini</EmptyState>;
  return (
    <>
      <Figures aria-label="Ringkasan">
        <div>
          <dt>Dana masuk</dt>
          <dd data-testid="summary-in">{formatRp(summary.money_in)}</dd>
        </div>
        <div>
          <dt>Dana tersalurkan</dt>
          <dd data-testid="summary-out">{formatRp(summary.money_out)}</dd>
        </div>
        <div>
          <dt>Selisih</dt>
          <dd>{formatRp(summary.money_in - summary.money_out)}</dd>
        </div>
      </Figures>
      <h2>Per bulan</h2>
      <MoneyFlow months={summary.months} days={summary.days} caption="Dana masuk dan tersalurkan per bulan" />
      <h2>Per dana</h2>
      <FlowTable
        caption="Dana masuk dan tersalurkan per dana"
        heading="Dana"
        rows={summary.funds.map((f) => ({ key: f.fund, ...f }))}
      />
      <h2>Penyaluran per kategori</h2>
      {summary.categories.length === 0 ? (
        <EmptyState>Belum ada penyaluran dana pada rentang ini</EmptyState>
      ) : (
        <ScrollRegion label="Dana tersalurkan per kategori">
          <Table>
            <caption>Dana tersalurkan per kategori</caption>
            <thead>
              <tr>
                <th scope="col">Kategori</th>
                <th scope="col">Dana tersalurkan</th>
              </tr>
            </thead>
            <tbody>
              {summary.categories.map((c) => (
                <tr key={c.category}>
                  <th scope="row">{c.label}</th>
                  <td>{formatRp(c.money_out)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}

const Body = styled.div`
  margin-top: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 16px 0 0;
  }
`;
