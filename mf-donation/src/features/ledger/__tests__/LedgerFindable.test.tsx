import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@yayasan/ui/testing';
import { jakartaToday } from '@yayasan/validation';
import { LEDGER_HOW_IT_WORKS, LEDGER_PLAIN } from '../../../components/ledger/LedgerExplainer';
import { ReceiptView } from '../../../components/receipt/ReceiptView';
import LedgerReportPage from '../pages/LedgerReportPage';
import VerificationPage from '../pages/VerificationPage';
import { generalFund, ledgerSummary } from '../../../testing/ledger';

// Issue 42: the open ledger is findable from a receipt, and explained plainly.
jest.mock('../../../components/ledger/LedgerChart', () => ({
  __esModule: true,
  default: () => <div data-testid="ledger-chart" />,
}));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The plain words are shown; the technical ones wait behind a closed "Cara kerja" disclosure. */
function expectPlainExplanation() {
  expect(screen.getByText(LEDGER_PLAIN)).toBeVisible();
  const how = screen.getByText('Cara kerja');
  expect(how.tagName).toBe('SUMMARY');
  const details = how.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  expect(within(details).getByText(LEDGER_HOW_IT_WORKS)).toBeInTheDocument();
}

it('/laporan and /verifikasi explain what the chain proves in plain words, the technical ones behind "Cara kerja"', async () => {
  fakeApi({
    'GET /api/ledger/summary': () => ledgerSummary(),
    [`GET /api/ledger/snapshots/${jakartaToday()}`]: () => ({ day: jakartaToday(), campaigns: [] }),
    'GET /api/ledger/general-fund': () => generalFund(),
  });
  const report = renderWithProviders(<LedgerReportPage />, { route: '/laporan' });
  expectPlainExplanation();
  report.unmount();
  renderWithProviders(<VerificationPage />, { route: '/verifikasi', path: '/verifikasi' });
  expectPlainExplanation();
  await userEvent.click(screen.getByText('Cara kerja'));
  expect(screen.getByText('Cara kerja').closest('details')).toHaveAttribute('open');
});

it('the receipt screen says "Cek donasi Anda", linking to the verification of its code', () => {
  renderWithProviders(
    <ReceiptView
      receipt={{
        transaction_id: 'trx-1',
        order_id: 'ORDER-1',
        donation_id: 'camp-1',
        title: 'Beasiswa',
        donation_amount: 150_000,
        donation_date: '2026-11-26T03:00:00.000Z',
        payment_method: 'qris',
        donor_name: 'Budi',
        anonymous: false,
        status: 'settlement',
        receipt_code: 'YPAY7K3MQ9XD',
      }}
      action={null}
    />,
  );
  expect(screen.getByRole('link', { name: 'Cek donasi Anda' })).toHaveAttribute('href', '/verifikasi/YPAY7K3MQ9XD');
});
