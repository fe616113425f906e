import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRecord } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { CAMPAIGN, qrResponse, saveStored, vaResponse } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };
const DEEPLINK = 'http://sim.test/simulator/app/trx-222';

const gopayResponse = () =>
  qrResponse({
    payment_type: 'gopay',
    actions: [
      { name: 'generate-qr-code', method: 'GET', url: 'http://sim.test/v2/gopay/trx-222/qr-code' },
      { name: 'deeplink-redirect', method: 'GET', url: DEEPLINK },
    ],
  });

/** The screen as a phone (narrow) or a larger one, as the page's media query sees it. */
function screenIs(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/status/trx-222': () => ({ payment_status: 'pending' }),
    'GET /api/donation/status/trx-111': () => ({ payment_status: 'pending' }),
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.restoreAllMocks();
});

test('on a phone Gopay opens the Gojek app through the deeplink, with the QR code one tap away', async () => {
  screenIs(true);
  saveStored(gopayResponse(), 'gopay', null);
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByRole('link', { name: 'Bayar dengan Gopay' })).toHaveAttribute('href', DEEPLINK);
  expect(screen.queryByRole('img', { name: 'Kode QR Gopay' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Kode QR' }));
  expect(screen.getByRole('img', { name: 'Kode QR Gopay' })).toHaveAttribute(
    'src',
    'http://sim.test/v2/gopay/trx-222/qr-code',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Bayar dengan aplikasi Gojek di ponsel ini' }));
  expect(screen.getByRole('link', { name: 'Bayar dengan Gopay' })).toBeInTheDocument();
});

test('on a larger screen Gopay shows the QR code, with the app button one tap away', async () => {
  screenIs(false);
  saveStored(gopayResponse(), 'gopay', null);
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByRole('img', { name: 'Kode QR Gopay' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Bayar dengan Gopay' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bayar dengan aplikasi Gojek di ponsel ini' }));
  expect(screen.getByRole('link', { name: 'Bayar dengan Gopay' })).toHaveAttribute('href', DEEPLINK);
});

test('on a phone ShopeePay is offered, charged and paid through its deeplink', async () => {
  screenIs(true);
  const fake = api({
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: qrResponse({
        payment_type: 'shopeepay',
        actions: [{ name: 'deeplink-redirect', method: 'GET', url: DEEPLINK }],
      }),
      transaction_id: 'trx-222',
      order_id: 'DON-ORDER-2',
    }),
  });
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  const strip = await screen.findByRole('list', { name: 'Metode pembayaran yang didukung' });
  expect(strip).toHaveTextContent('ShopeePay');
  await userEvent.click(screen.getByRole('button', { name: 'ShopeePay ShopeePay' }));
  expect(await screen.findByRole('link', { name: 'Bayar dengan ShopeePay' })).toHaveAttribute('href', DEEPLINK);
  expect(callsTo(fake.calls, '/api/donation/camp-1/pay')[0].body).toMatchObject({
    payment_method: 'shopeepay',
  });
  expect(localStorage.getItem('selected_payment')).toBe('shopeepay');
});

test("on a phone QRIS saves the site's own copy of the QR code", async () => {
  screenIs(true);
  saveStored(qrResponse({ qr_string: '00020101021226' }), 'qris', null);
  api();
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByRole('link', { name: 'Download QRIS' })).toHaveAttribute(
    'href',
    '/api/donation/payment/DON-ORDER-2/qr.png',
  );
  expect(screen.getByText(/simpan kode QR, lalu buka aplikasi e-wallet/)).toBeInTheDocument();
});

const record = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  order_id: 'DON-ORDER-1',
  transaction_id: 'trx-111',
  donation_id: 'camp-1',
  title: 'Beasiswa Anak Yatim',
  amount: 25_000,
  payment_method: 'bank_transfer',
  bank: 'bni',
  status: 'pending',
  expiry_time: new Date(Date.now() + 20 * 3600_000).toISOString(),
  created_at: new Date().toISOString(),
  midtrans_response: { ...vaResponse(), va_numbers: [{ bank: 'bni', va_number: '9881234567' }] },
  ...over,
});

test('?order= opens the payment the server keeps, on a browser that never saw it', async () => {
  api({ 'GET /api/donation/payment/DON-ORDER-1': () => record() });
  renderWithProviders(<DonatePage />, { ...ROUTE, route: `${ROUTE.route}?order=DON-ORDER-1` });
  expect(await screen.findByTestId('va-number')).toHaveTextContent('9881234567');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 25.000');
  expect(localStorage.getItem('selected_bank')).toBe('bni');
  expect(JSON.parse(localStorage.getItem('midtrans')!).order_id).toBe('DON-ORDER-1');
});

test('?order= of an expired payment says so and offers the same amount again', async () => {
  api({
    'GET /api/donation/payment/DON-ORDER-1': () =>
      record({
        status: 'expire',
        expiry_time: '2020-01-01T00:00:00Z',
        midtrans_response: { ...vaResponse({ expiry_time: '2020-01-01 07:00:00' }) },
      }),
    'GET /api/donation/status/trx-111': () => ({ payment_status: 'expire' }),
  });
  renderWithProviders(<DonatePage />, { ...ROUTE, route: `${ROUTE.route}?order=DON-ORDER-1` });
  expect(await screen.findByText('Pembayaran Kadaluarsa')).toBeInTheDocument();
  expect(screen.getByText(/berdonasi lagi dengan jumlah yang sama/)).toHaveTextContent('Rp 25.000');
  await userEvent.click(screen.getByRole('button', { name: 'Kembali Ke Tipe Pembayaran' }));
  expect(await screen.findByText('Pilih Tipe Pembayaran')).toBeInTheDocument();
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 25.000');
});

test("?order= of someone else's payment is not found", async () => {
  api({ 'GET /api/donation/payment/DON-ORDER-9': new Reply(403, { error: 'Anda tidak memiliki akses' }) });
  renderWithProviders(<DonatePage />, { ...ROUTE, route: `${ROUTE.route}?order=DON-ORDER-9` });
  expect(await screen.findByText('Transaksi tidak ditemukan')).toBeInTheDocument();
});

test('?amount= starts the amount step with that amount', async () => {
  api();
  renderWithProviders(<DonatePage />, { ...ROUTE, route: `${ROUTE.route}?amount=35000` });
  await userEvent.click(await screen.findByRole('button', { name: 'Selanjutnya' }));
  expect(await screen.findByTestId('payment-amount')).toHaveTextContent('Rp 35.000');
});
