import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEDGER_MESSAGES } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders } from '@yayasan/ui/testing';
import LedgerReportPage, { thisYearSoFar } from '../pages/LedgerReportPage';
import { jakartaToday } from '@yayasan/validation';
import { generalFund, ledgerSummary } from '../../../testing/ledger';
import { NO_HEADS } from '../components/DailyHeads';

jest.mock('../../../components/ledger/LedgerChart', () => ({
  __esModule: true,
  default: ({ points }: { points: unknown[] }) => <div data-testid="ledger-chart">{points.length} titik</div>,
}));

/** Today's snapshot, empty, and the general fund: the page asks for both as it opens. */
const noHeads = {
  [`GET /api/ledger/snapshots/${jakartaToday()}`]: () => ({ day: jakartaToday(), campaigns: [] }),
  'GET /api/ledger/general-fund': () => generalFund(),
};

describe('/laporan', () => {
  it('opens on this year so far and shows the sums by month, fund and category', async () => {
    const { calls } = fakeApi({ 'GET /api/ledger/summary': () => ledgerSummary(), ...noHeads });
    renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
    expect(await screen.findByTestId('summary-in')).toHaveTextContent('Rp 30.000.000');
    expect(screen.getByTestId('summary-out')).toHaveTextContent('Rp 8.000.000');
    expect(await screen.findByTestId('flow-bars')).toHaveTextContent('Jun 2025');
    const funds = screen.getByRole('table', { name: 'Dana masuk dan tersalurkan per dana' });
    expect(within(funds).getByRole('row', { name: /Program Pendidikan/ })).toHaveTextContent('Rp 20.000.000');
    const categories = screen.getByRole('table', { name: 'Dana tersalurkan per kategori' });
    expect(within(categories).getByRole('row', { name: /Makan & gizi/ })).toHaveTextContent('Rp 3.000.000');
    const { from, to } = thisYearSoFar();
    const [sent] = callsTo(calls, '/api/ledger/summary');
    expect(sent.query.get('from')).toBe(from);
    expect(sent.query.get('to')).toBe(to);
  });

  it('shows the foundation’s general fund with the head of its own chain', async () => {
    fakeApi({ 'GET /api/ledger/summary': () => ledgerSummary(), ...noHeads });
    renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
    const section = await screen.findByRole('region', { name: 'Dana Umum Yayasan' });
    expect(await within(section).findByTestId('general-fund-collected')).toHaveTextContent('Rp 1.250.000');
    expect(within(section).getByTestId('general-fund-balance')).toHaveTextContent('Rp 1.250.000');
    expect(within(section).getByTestId('general-fund-head')).toHaveTextContent('e'.repeat(64));
    expect(within(section).getByText(/2 catatan/)).toBeInTheDocument();
  });

  it('checks the range with the shared rule and asks for the chosen one', async () => {
    const { calls } = fakeApi({ 'GET /api/ledger/summary': () => ledgerSummary(), ...noHeads });
    renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
    await screen.findByTestId('summary-in');
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2025-06-01' } });
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.rangeInvalid);
    expect(callsTo(calls, '/api/ledger/summary')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2025-06-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await screen.findByTestId('summary-in');
    const last = callsTo(calls, '/api/ledger/summary').at(-1)!;
    expect([last.query.get('from'), last.query.get('to')]).toEqual(['2025-06-01', '2025-06-30']);
  });

  it('says so when the range has no money in or out, and offers a retry on failure', async () => {
    let fail = true;
    fakeApi({
      ...noHeads,
      'GET /api/ledger/summary': () =>
        fail
          ? new Reply(500, { error: 'x' })
          : ledgerSummary({ money_in: 0, money_out: 0, months: [], categories: [], funds: [] }),
    });
    renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
    expect(await screen.findByText('Laporan keuangan tidak dapat dimuat.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Belum ada dana masuk atau keluar pada rentang ini')).toBeInTheDocument();
  });

  it('lists the heads published on a chosen day', async () => {
    const { calls } = fakeApi({
      ...noHeads,
      'GET /api/ledger/summary': () => ledgerSummary(),
      'GET /api/ledger/snapshots/2025-06-01': () => ({
        day: '2025-06-01',
        campaigns: [
          {
            donation_id: 'camp-1',
            title: 'Beasiswa Anak Yatim',
            entry_count: 3,
            head_hash: 'c'.repeat(64),
            collected: 12_500_000,
            disbursed: 2_000_000,
            taken_at: '2025-06-01T16:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
    expect(await screen.findByText(NO_HEADS)).toBeInTheDocument();
    expect(screen.getByTestId('summary-in')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tanggal'), { target: { value: '2025-06-01' } });
    const heads = await screen.findByRole('table', { name: 'Kepala buku kas per kampanye' });
    const row = within(heads).getByRole('row', { name: /Beasiswa Anak Yatim/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('c'.repeat(64));
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/donation/detail/camp-1?tab=laporan');
    expect(callsTo(calls, '/api/ledger/snapshots/2025-06-01')).toHaveLength(1);
  });
});
