import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DonationHistory } from '@yayasan/contracts';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, server, testUser } from '@yayasan/ui/testing';
import { LEDGER_MESSAGES, lastCalendarYear } from '@yayasan/validation';
import DonationHistoryPage from '../pages/DonationHistoryPage';
import { STATEMENT_LABEL } from '../components/StatementDownload';

const EMPTY_HISTORY: DonationHistory = {
  transactions: [],
  total_amount: 0,
  total_transactions: 0,
  currentPage: 1,
  totalPages: 0,
};
const signedIn = { route: '/dashboard/riwayat-donasi', user: testUser() };

interface Sent {
  path: string;
  from: string | null;
  to: string | null;
  authorization: string | null;
}

/** Answers the statement with a small PDF, or with the server's refusal. */
function fakeStatement(answer: 'pdf' | { status: number; error: string }) {
  const sent: Sent[] = [];
  server.use(
    http.get('*/api/user/:username/statement.pdf', ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        path: url.pathname,
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        authorization: request.headers.get('authorization'),
      });
      if (answer === 'pdf') {
        return new HttpResponse('%PDF-1.7 laporan', { headers: { 'content-type': 'application/pdf' } });
      }
      return HttpResponse.json({ error: answer.error }, { status: answer.status });
    }),
  );
  return sent;
}

let clicked: string[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clicked = [];
  // The test DOM has no object URLs and does not download: record what the page hands the browser.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:laporan'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the donor statement on the history page', () => {
  it('downloads last calendar year by default, with the session token', async () => {
    fakeApi({ 'GET /api/user/budi/transactions': () => EMPTY_HISTORY });
    const sent = fakeStatement('pdf');
    renderWithProviders(<DonationHistoryPage />, signedIn);
    const { from, to } = lastCalendarYear();
    expect(screen.getByLabelText('Dari tanggal')).toHaveValue(from);
    expect(screen.getByLabelText('Sampai tanggal')).toHaveValue(to);
    await userEvent.click(screen.getByRole('button', { name: STATEMENT_LABEL }));
    await waitFor(() => expect(clicked).toEqual([`laporan-donasi-${from}-${to}.pdf`]));
    expect(sent).toEqual([{ path: '/api/user/budi/statement.pdf', from, to, authorization: 'Bearer test-token' }]);
  });

  it('checks the chosen range with the shared rule, and shows the server’s refusal as it came', async () => {
    fakeApi({ 'GET /api/user/budi/transactions': () => EMPTY_HISTORY });
    const refusal = jest.spyOn(notify, 'error');
    const sent = fakeStatement({ status: 400, error: LEDGER_MESSAGES.rangeTooLong });
    renderWithProviders(<DonationHistoryPage />, signedIn);
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2025-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: STATEMENT_LABEL }));
    expect(screen.getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.rangeInvalid);
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2025-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: STATEMENT_LABEL }));
    await waitFor(() => expect(refusal).toHaveBeenCalledWith(LEDGER_MESSAGES.rangeTooLong));
    expect(sent[0]).toMatchObject({ from: '2025-03-01', to: '2025-03-31' });
    expect(clicked).toEqual([]);
  });
});
