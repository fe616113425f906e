import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, Reply, renderWithProviders, testUser, type ApiCall } from '@yayasan/ui/testing';
import DonationHistoryPage, { HISTORY_FAILED } from '../pages/DonationHistoryPage';

const HISTORY = {
  transactions: [
    {
      title: 'Sumur Bersih',
      donation_id: 'camp-a',
      donors: [
        {
          transaction_id: 'trx-2',
          donation_amount: 10_000,
          donation_date: '2025-01-03T01:02:03.000Z',
          payment_method: 'qris',
        },
        {
          transaction_id: 'trx-1',
          donation_amount: 25_000,
          donation_date: '2025-01-01T01:00:00.000Z',
          payment_method: 'bca',
        },
      ],
    },
    {
      title: 'Beasiswa Santri',
      donation_id: 'camp-b',
      donors: [
        {
          transaction_id: 'trx-3',
          donation_amount: 50_000,
          donation_date: '2025-01-02T01:00:00.000Z',
          payment_method: 'bni',
        },
      ],
    },
  ],
  total_amount: 85_000,
};

let calls: ApiCall[];
function serve(status: number, body: unknown) {
  ({ calls } = fakeApi({ 'GET /api/user/budi/transactions': new Reply(status, body) }));
}

const ROUTE = { route: '/dashboard/riwayat-donasi', path: '/dashboard/riwayat-donasi', user: testUser() };

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('lists the donations newest first with the total', async () => {
  serve(200, HISTORY);
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  expect(screen.getByRole('heading', { name: 'Riwayat Donasi' })).toBeInTheDocument();
  await screen.findByText('trx-2');
  expect(screen.getByText('Total Donasi Anda')).toBeInTheDocument();
  expect(screen.getByTestId('history-total')).toHaveTextContent('Rp 85.000');
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Tanggal',
    'Nama Donasi',
    'ID Transaksi',
    'Jumlah Donasi',
    'Aksi',
  ]);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['trx-2', 'trx-3', 'trx-1']);
  // Jakarta time, DD/MM/YYYY HH:mm:ss.
  expect(within(rows[0]).getByText('03/01/2025 08:02:03')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Rp 10.000')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link', { name: /Lihat/ })).toHaveAttribute(
    'href',
    '/dashboard/riwayat-donasi/trx-2',
  );
  expect(calls[0].query.get('page')).toBe('1');
  expect(calls[0].query.get('limit')).toBe('99999');
});

test('a row opens the campaign', async () => {
  serve(200, HISTORY);
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  await userEvent.click(await screen.findByText('trx-3'));
  expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
});

test('an empty history says so', async () => {
  serve(200, { transactions: [], total_amount: 0 });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  await screen.findByText('Belum ada riwayat donasi');
  expect(screen.getByTestId('history-total')).toHaveTextContent('Rp 0');
});

test('a failed load toasts the spec message', async () => {
  const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  serve(500, { error: 'Terjadi kesalahan' });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  await screen.findByText('Riwayat donasi tidak dapat dimuat');
  expect(error).toHaveBeenCalledWith(HISTORY_FAILED);
  expect(HISTORY_FAILED).toBe('ERR SERVER: Failed Fetching Donation History');
});

test('the retry after a failed load shows the history', async () => {
  jest.spyOn(notify, 'error').mockImplementation(() => 0);
  let down = true;
  fakeApi({
    'GET /api/user/budi/transactions': () => (down ? new Reply(502, { error: 'x' }) : HISTORY),
  });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  expect(await screen.findByRole('alert')).toHaveTextContent('Riwayat donasi tidak dapat dimuat');
  expect(screen.queryByText('Belum ada riwayat donasi')).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByRole('table');
});

test('signed out: goes to sign in', () => {
  serve(200, HISTORY);
  renderWithProviders(<DonationHistoryPage />, { ...ROUTE, user: null });
  expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
});
