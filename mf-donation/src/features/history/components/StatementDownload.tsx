import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Hint } from '@yayasan/ui';
import { checkDateRange, lastCalendarYear } from '@yayasan/validation';
import { useFileDownload } from '../../../lib/download';
import { DateRangeFields, type DateRange } from '../../../components/ledger/DateRangeFields';

export const STATEMENT_LABEL = 'Unduh laporan donasi (PDF)';

/** The signed-in donor's statement of their own donations over a range (last calendar year unless chosen). */
export function StatementDownload({ username }: { username: string }) {
  const [range, setRange] = useState<DateRange>(() => lastCalendarYear());
  const [problem, setProblem] = useState<string | null>(null);
  const { download, busy } = useFileDownload();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rule = checkDateRange(range.from, range.to);
    setProblem(rule);
    if (rule || busy) return;
    void download(
      `/user/${encodeURIComponent(username)}/statement.pdf?from=${range.from}&to=${range.to}`,
      `laporan-donasi-${range.from}-${range.to}.pdf`,
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Laporan donasi">
      <h2>Laporan donasi</h2>
      <DateRangeFields value={range} onChange={setRange} />
      {problem && (
        <Hint $error role="alert">
          {problem}
        </Hint>
      )}
      <Button type="submit" disabled={busy !== null}>
        {busy ? 'Menyiapkan...' : STATEMENT_LABEL}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  margin: 16px 0 24px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  > button {
    margin-top: 8px;
  }
`;
