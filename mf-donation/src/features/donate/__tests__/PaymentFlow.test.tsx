import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { notify } from '@yayasan/ui';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { formatRemaining, parseExpiry } from '../countdown';

import { CAMPAIGN, qrResponse, RECEIPT, saveStored, vaResponse } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };
const PAYMENT_KEYS = ['midtrans', 'selected_payment', 'selected_bank', 'selected_bank_img'];

let status: unknown;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  status = { payment_status: 'pending' };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/status/trx-111': () => status,
    'GET /api/donation/status/trx-222': () => status,
    'GET /api/user/budi/transactions/trx-111': () => RECEIPT,
    ...extra,
  });
}

async function toMethodChoice() {
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await screen.findByText('Pilih Tipe Pembayaran');
}

test('offers Virtual Account (BCA, BNI, BRI, Permata, CIMB), QRIS, Gopay, Indomaret and Alfamart, with only their logos', async () => {
  api();
  await toMethodChoice();
  const va = screen.getByRole('button', { name: /Virtual Account/ });
  expect(va).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(va);
  for (const bank of ['BCA', 'BNI', 'BRI', 'Permata', 'CIMB Niaga']) {
    expect(screen.getByRole('button', { name: new RegExp(`^${bank} ${bank} Virtual Account$`) })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'QRIS QRIS' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gopay Gopay' })).toBeInTheDocument();
  const strip = screen.getByRole('list', { name: 'Metode pembayaran yang didukung' });
  expect(
    within(strip)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label')),
  ).toEqual(['QRIS', 'Gopay', 'BCA', 'BNI', 'BRI', 'Permata', 'CIMB Niaga', 'Indomaret', 'Alfamart']);
  expect(screen.getByRole('button', { name: 'Indomaret Indomaret' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Alfamart Alfamart' })).toBeInTheDocument();
  // ShopeePay opens its app: it is offered on phones only; cards only when the site has a Midtrans client key.
  expect(screen.queryByRole('button', { name: /ShopeePay/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Kartu/ })).not.toBeInTheDocument();
});

test('choosing BCA charges with the amount, method, bank and anonymous flag, stores the record and shows the VA', async () => {
  localStorage.setItem('anonymous', 'true');
  const fake = api({
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: vaResponse(),
      transaction_id: 'trx-111',
      order_id: 'DON-ORDER-1',
    }),
  });
  await toMethodChoice();
  await userEvent.click(screen.getByRole('button', { name: /Virtual Account/ }));
  await userEvent.click(screen.getByRole('button', { name: 'BCA BCA Virtual Account' }));

  expect(await screen.findByTestId('va-number')).toHaveTextContent('12345678901');
  expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
    amount: 25_000,
    name: 'Hamba Allah',
    username: 'budi',
    payment_method: 'bank_transfer',
    bank: 'bca',
    anonymous: true,
  });
  expect(JSON.parse(localStorage.getItem('midtrans')!).transaction_id).toBe('trx-111');
  expect(localStorage.getItem('selected_payment')).toBe('bank_transfer');
  expect(localStorage.getItem('selected_bank')).toBe('bca');
  expect(localStorage.getItem('selected_bank_img')).toBe('bca');
  expect(localStorage.getItem('donation_id')).toBe('camp-1');
  expect(screen.getByText('Bayar Dalam')).toBeInTheDocument();
  expect(screen.getByTestId('countdown').textContent).toMatch(/^02:0[45]:\d\d$/);
});

test('a refused charge shows the server message and stays on the method choice', async () => {
  const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api({ 'POST /api/donation/camp-1/pay': new Reply(400, { error: 'Donasi tidak boleh lebih dari 5.000 rupiah' }) });
  await toMethodChoice();
  await userEvent.click(screen.getByRole('button', { name: 'QRIS QRIS' }));
  expect(error).toHaveBeenCalledWith('Donasi tidak boleh lebih dari 5.000 rupiah');
  expect(screen.getByText('Pilih Tipe Pembayaran')).toBeInTheDocument();
  expect(localStorage.getItem('midtrans')).toBeNull();
});

test('opens at PAYMENT from a saved record: Salin copies the VA, Cara Bayar has every bank, CIMB included', async () => {
  saveStored(vaResponse());
  api();
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<DonatePage />, ROUTE);

  expect(await screen.findByTestId('va-number')).toHaveTextContent('12345678901');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 25.000');
  await userEvent.click(screen.getByRole('button', { name: 'Salin' }));
  expect(writeText).toHaveBeenCalledWith('12345678901');
  expect(success).toHaveBeenCalledWith('Disalin');

  const guide = screen.getByRole('region', { name: 'Cara Bayar' });
  for (const bank of ['BCA', 'BNI', 'BRI', 'Permata', 'CIMB Niaga']) {
    const summary = within(guide).getByText(bank, { selector: 'summary' });
    const details = summary.closest('details')!;
    expect(within(details).getAllByRole('listitem').length).toBeGreaterThan(3);
  }
  expect(within(guide).getByText('BCA', { selector: 'summary' }).closest('details')).toHaveAttribute('open');
});

test('Permata shows permata_va_number', async () => {
  saveStored(vaResponse({ va_numbers: undefined, permata_va_number: '8778000011112222' }), 'bank_transfer', 'permata');
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByTestId('va-number')).toHaveTextContent('8778000011112222');
});

test('QRIS shows the 256×256 QR image with Download QRIS', async () => {
  saveStored(qrResponse(), 'qris', null);
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  const img = await screen.findByRole('img', { name: 'Kode QR QRIS' });
  expect(img).toHaveAttribute('src', 'http://sim.test/v2/qris/trx-222/qr-code');
  expect(img).toHaveAttribute('width', '256');
  expect(img).toHaveAttribute('height', '256');
  expect(screen.getByRole('link', { name: 'Download QRIS' })).toHaveAttribute(
    'href',
    'http://sim.test/v2/qris/trx-222/qr-code',
  );
});

test('Detail Transaksi shows Order ID, Transaction ID, Name, Username and Total Pembayaran', async () => {
  saveStored(vaResponse());
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Detail Transaksi' }));
  const dialog = screen.getByRole('dialog', { name: 'Detail Transaksi' });
  for (const text of [
    'Order ID',
    'DON-ORDER-1',
    'Transaction ID',
    'trx-111',
    'Name',
    'Budi Santoso',
    'Username',
    'budi',
    'Total Pembayaran',
    'Rp 25.000',
  ]) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Kembali Ke Tipe Pembayaran clears the stored payment and returns to the method choice', async () => {
  saveStored(vaResponse());
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Kembali Ke Tipe Pembayaran' }));
  expect(screen.getByText('Pilih Tipe Pembayaran')).toBeInTheDocument();
  for (const key of PAYMENT_KEYS) expect(localStorage.getItem(key)).toBeNull();
});

test('starting on a different campaign clears the stored payment data', async () => {
  saveStored(vaResponse(), 'bank_transfer', 'bca', 'another-campaign');
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByRole('button', { name: 'Selanjutnya' });
  for (const key of PAYMENT_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('donation_id')).toBe('camp-1');
});

test('Cek Status asks the server', async () => {
  saveStored(vaResponse());
  const fake = api();
  jest.spyOn(notify, 'info').mockImplementation(() => 0);
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Cek Status' }));
  expect(callsTo(fake.calls, '/api/donation/status/trx-111').length).toBeGreaterThanOrEqual(2);
  expect(notify.info).toHaveBeenCalledWith('Pembayaran belum diterima');
});

test('learns of the payment by polling, shows the success screen, then the receipt after 5 seconds', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  saveStored(vaResponse());
  const fake = api();
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByTestId('va-number');
  status = { payment_status: 'settlement' };
  await act(async () => {
    jest.advanceTimersByTime(5000);
  });
  await screen.findByText('Pembayaran Berhasil');
  expect(screen.getByText('Redirect in 5 Seconds')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Rp 25.000');
  expect(screen.queryByText('Transaksi Berhasil')).not.toBeInTheDocument();
  // The campaign's cached figures are dropped: its details are asked for again.
  await waitFor(() => expect(callsTo(fake.calls, '/api/donation/camp-1/details').length).toBeGreaterThanOrEqual(2));

  await act(async () => {
    jest.advanceTimersByTime(5000);
  });
  await screen.findByText('Transaksi Berhasil');
  expect(screen.getByText('Detail Riwayat Pembayaran Donasi')).toBeInTheDocument();
  expect(screen.getByText('Alhamdulillah, Terima Kasih Telah Berdonasi')).toBeInTheDocument();
  for (const key of PAYMENT_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(callsTo(fake.calls, '/api/user/budi/transactions/trx-111').length > 0).toBe(true);

  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Selesai' }));
  expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
});

test('an expired payment shows Pembayaran Kadaluarsa; its button clears storage and returns to the method choice', async () => {
  saveStored(qrResponse(), 'qris', null);
  status = { payment_status: 'expire' };
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByText('Pembayaran Kadaluarsa');
  await userEvent.click(screen.getByRole('button', { name: 'Kembali Ke Tipe Pembayaran' }));
  expect(screen.getByText('Pilih Tipe Pembayaran')).toBeInTheDocument();
  for (const key of PAYMENT_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 50.000');
});

test('the countdown reaching zero expires the payment', async () => {
  saveStored(vaResponse({ expiry_time: '2020-01-01 00:00:00' }));
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByText('Pembayaran Kadaluarsa');
});

test('the page follows the chosen theme like the rest of the site (no forced palette)', async () => {
  sessionStorage.setItem('theme', 'dark');
  api();
  // As in the site: the host is already showing (dark) when the donate page opens.
  const { store } = renderWithProviders(
    <Routes>
      <Route path="/start" element={<Link to="/donation/detail/camp-1/donate">Donasi Sekarang</Link>} />
      <Route path="/donation/detail/:id/donate" element={<DonatePage />} />
    </Routes>,
    { route: '/start', user: testUser() },
  );
  expect(document.body).toHaveAttribute('theme', 'dark');
  await userEvent.click(screen.getByRole('link', { name: 'Donasi Sekarang' }));
  await screen.findByRole('button', { name: 'Selanjutnya' });
  expect(store.getState().theme.name).toBe('dark');
  expect(document.body).toHaveAttribute('theme', 'dark');
});

test('countdown formatting: hours:minutes:seconds, EXPIRED at zero, Midtrans times read as Jakarta time', () => {
  expect(formatRemaining(3_723_000)).toBe('01:02:03');
  expect(formatRemaining(0)).toBe('EXPIRED');
  expect(parseExpiry('2025-01-02 07:00:00')).toBe(Date.parse('2025-01-02T00:00:00Z'));
});
