import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '@yayasan/contracts';
import { notify } from '@yayasan/ui';
import { fakeApi, Reply, renderWithProviders, testUser, type ApiCall } from '@yayasan/ui/testing';
import ReceiptPage from '../pages/ReceiptPage';
import { INVOICE_FAILED } from '../../../components/receipt/ReceiptView';

const RECEIPT: Receipt = {
  transaction_id: 'trx-9',
  order_id: 'DON-9',
  donation_id: 'camp-1',
  title: 'Renovasi Asrama',
  donation_amount: 125_000,
  donation_date: '2025-02-14T02:08:07.000Z',
  payment_method: 'bca',
  donor_name: 'Budi Santoso',
  anonymous: false,
  status: 'settlement',
  receipt_code: 'K7Q2M9X4TB1C',
};

let requests: ApiCall[];
function serve(invoice: Reply) {
  ({ calls: requests } = fakeApi({
    'GET /api/user/budi/transactions/trx-9': () => RECEIPT,
    'POST /api/generate-invoice': invoice,
  }));
}

const ROUTE = { route: '/dashboard/riwayat-donasi/trx-9', path: '/dashboard/riwayat-donasi/:trx_id', user: testUser() };

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('shows the receipt from the server with Kembali to the history', async () => {
  serve(new Reply(200, { url: 'http://x/api/invoice/trx-9.pdf' }));
  renderWithProviders(<ReceiptPage />, ROUTE);
  await screen.findByText('Transaksi Berhasil');
  expect(screen.getByRole('heading', { name: 'Detail Riwayat Pembayaran Donasi' })).toBeInTheDocument();
  expect(screen.getByTestId('receipt-trx')).toHaveTextContent('trx-9');
  expect(screen.getByTestId('receipt-code')).toHaveTextContent('K7Q2M9X4TB1C');
  expect(screen.getByText('14/02/2025 09:08:07')).toBeInTheDocument();
  expect(screen.getByText('Renovasi Asrama')).toBeInTheDocument();
  expect(screen.getByText('BCA')).toBeInTheDocument();
  expect(screen.getByText('Rp 0')).toBeInTheDocument();
  expect(screen.getAllByText('Rp 125.000')).toHaveLength(2);
  expect(screen.getByText('Alhamdulillah, Terima Kasih Telah Berdonasi')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/dashboard/riwayat-donasi');
  expect(requests[0].path).toBe('/api/user/budi/transactions/trx-9');
  expect(requests[0].authorization).toBe('Bearer test-token');
});

test('Download Invoice asks for a link with the transaction id only and opens it in a new tab', async () => {
  serve(new Reply(200, { url: 'http://x/api/invoice/trx-9.pdf?expires=1&signature=s' }));
  const tab = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  renderWithProviders(<ReceiptPage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
  expect(open).toHaveBeenCalledWith('', '_blank');
  const post = requests.find((r) => r.method === 'POST')!;
  expect(post.body).toEqual({ trx_id: 'trx-9' });
  expect(tab.location.href).toBe('http://x/api/invoice/trx-9.pdf?expires=1&signature=s');
});

test('a failed download toasts the spec message', async () => {
  serve(new Reply(503, { error: 'Layanan PDF tidak tersedia saat ini' }));
  const tab = { location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  renderWithProviders(<ReceiptPage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
  expect(error).toHaveBeenCalledWith(INVOICE_FAILED);
  expect(INVOICE_FAILED).toBe('ERR SERVER: Failed While Download Invoice');
  expect(tab.close).toHaveBeenCalled();
});

describe("answers are held to the receipt's contract", () => {
  const answer = (receipt: object) => fakeApi({ 'GET /api/user/budi/transactions/trx-9': () => receipt });

  test('a matching answer passes without a word', async () => {
    const error = jest.spyOn(console, 'error');
    answer(RECEIPT);
    renderWithProviders(<ReceiptPage />, ROUTE);
    await screen.findByText('Transaksi Berhasil');
    expect(error).not.toHaveBeenCalled();
  });

  test('a drifted answer is caught: the console names the endpoint and the field, the page never shows it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The service started to send the amount as text: a page would show it as if nothing changed.
    answer({ ...RECEIPT, donation_amount: '125000' });
    renderWithProviders(<ReceiptPage />, ROUTE);
    await screen.findByText('Transaksi tidak ditemukan');
    expect(screen.queryByText('Transaksi Berhasil')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^API answer of getReceipt breaks its contract at \/donation_amount: /),
    );
  });

  test('a missing field is caught as well', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { donor_name: _dropped, ...withoutDonor } = RECEIPT;
    answer(withoutDonor);
    renderWithProviders(<ReceiptPage />, ROUTE);
    await screen.findByText('Transaksi tidak ditemukan');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('getReceipt breaks its contract at /donor_name'));
  });
});
