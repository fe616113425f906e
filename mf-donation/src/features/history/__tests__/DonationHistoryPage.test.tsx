import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DonationHistory } from '@yayasan/contracts';
import { notify } from '@yayasan/ui';
import { fakeApi, Reply, renderWithProviders, testUser, type ApiCall } from '@yayasan/ui/testing';
import DonationHistoryPage, { HISTORY_FAILED } from '../pages/DonationHistoryPage';

const gift = (transaction_id: string | null, donation_amount: number, donation_date: string | null, bank: string) => ({
  transaction_id,
  order_id: `order-${transaction_id ?? donation_amount}`,
  donation_amount,
  donation_date,
  payment_method: bank,
  anonymous: false,
  name: 'Budi',
});

const HISTORY: DonationHistory = {
  transactions: [
    {
      title: 'Sumur Bersih',
      donation_id: 'camp-a',
      donors: [
        gift('trx-2', 10_000, '2025-01-03T01:02:03.000Z', 'qris'),
        gift('trx-1', 25_000, '2025-01-01T01:00:00.000Z', 'bca'),
      ],
    },
    {
      title: 'Beasiswa Santri',
      donation_id: 'camp-b',
      donors: [gift('trx-3', 50_000, '2025-01-02T01:00:00.000Z', 'bni')],
    },
  ],
  total_amount: 85_000,
  total_transactions: 3,
  currentPage: 1,
  totalPages: 1,
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
  const history = calls.find((c) => c.path === '/api/user/budi/transactions')!;
  expect(history.query.get('page')).toBe('1');
  expect(history.query.get('limit')).toBe('99999');
});

test('a row opens the campaign', async () => {
  serve(200, HISTORY);
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  await userEvent.click(await screen.findByText('trx-3'));
  expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
});

test('a donation recorded without a transaction id or date is listed last, with no receipt link', async () => {
  const unrecorded = gift(null, 5_000, null, 'bca');
  serve(200, {
    ...HISTORY,
    transactions: [
      { title: 'Sumur Bersih', donation_id: 'camp-a', donors: [unrecorded, ...HISTORY.transactions[0].donors] },
    ],
  });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  await screen.findByText('trx-2');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const last = within(rows[2]).getAllByRole('cell');
  expect(last.map((cell) => cell.textContent)).toEqual(['—', 'Sumur Bersih', '—', 'Rp 5.000', '']);
  expect(within(rows[0]).getByRole('link', { name: /Lihat/ })).toBeInTheDocument();
});

test('an empty history says so', async () => {
  serve(200, { ...HISTORY, transactions: [], total_amount: 0, total_transactions: 0, totalPages: 0 });
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

test('unpaid donations come first: a payable one resumes its payment, an expired one offers the same amount', async () => {
  const unpaid = (order_id: string, status: string, expiry_time: string, amount: number) => ({
    order_id,
    transaction_id: `trx-${order_id}`,
    donation_id: 'camp-a',
    title: 'Sumur Bersih',
    amount,
    payment_method: 'bank_transfer',
    bank: 'bca',
    status,
    expiry_time,
    created_at: '2025-01-01T00:00:00.000Z',
  });
  fakeApi({
    'GET /api/user/budi/transactions': new Reply(200, HISTORY),
    'GET /api/donation/pending': new Reply(200, {
      payments: [
        unpaid('DON-1', 'pending', new Date(Date.now() + 5 * 3600_000).toISOString(), 30_000),
        unpaid('DON-2', 'expire', '2025-01-02T00:00:00.000Z', 40_000),
      ],
    }),
  });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  const section = await screen.findByRole('region', { name: 'Menunggu Pembayaran' });
  const [payable, expired] = within(section).getAllByTestId('unpaid-donation');
  expect(payable).toHaveTextContent('BCA Virtual Account');
  expect(payable).toHaveTextContent('Rp 30.000');
  expect(payable).toHaveTextContent(/Bayar sebelum\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d WIB/);
  expect(within(payable).getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-a/donate?order=DON-1',
  );
  expect(expired).toHaveTextContent('Kedaluwarsa, belum dibayar');
  expect(within(expired).getByRole('link', { name: 'Donasi lagi Rp 40.000' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-a/donate?amount=40000',
  );
  // The list sits above the history table.
  expect(section.compareDocumentPosition(await screen.findByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});

test('a pending Indomaret payment is listed with its store to resume; a denied card offers the same amount again', async () => {
  const base = {
    donation_id: 'camp-a',
    title: 'Sumur Bersih',
    bank: null,
    created_at: '2025-01-01T00:00:00.000Z',
  };
  fakeApi({
    'GET /api/user/budi/transactions': new Reply(200, HISTORY),
    'GET /api/donation/pending': new Reply(200, {
      payments: [
        {
          ...base,
          order_id: 'DON-3',
          transaction_id: 'trx-3',
          amount: 75_000,
          payment_method: 'cstore',
          store: 'indomaret',
          status: 'pending',
          expiry_time: new Date(Date.now() + 20 * 3600_000).toISOString(),
        },
        {
          ...base,
          order_id: 'DON-4',
          transaction_id: 'trx-4',
          amount: 60_000,
          payment_method: 'credit_card',
          status: 'deny',
          expiry_time: '2025-01-02T00:00:00.000Z',
        },
      ],
    }),
  });
  renderWithProviders(<DonationHistoryPage />, ROUTE);
  const section = await screen.findByRole('region', { name: 'Menunggu Pembayaran' });
  const [store, card] = within(section).getAllByTestId('unpaid-donation');
  expect(store).toHaveTextContent('MetodeIndomaret');
  expect(within(store).getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-a/donate?order=DON-3',
  );
  expect(card).toHaveTextContent('Kartu Kredit/Debit');
  expect(card).toHaveTextContent('Kartu ditolak, belum dibayar');
  expect(within(card).getByRole('link', { name: 'Donasi lagi Rp 60.000' })).toBeInTheDocument();
});
