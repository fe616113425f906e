import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { METHOD_FACTS, STORE_GUIDES } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { CAMPAIGN, vaResponse } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };

const storeCharge = (store: 'indomaret' | 'alfamart', code: string) => {
  const { va_numbers: _va, ...charge } = vaResponse({ payment_type: 'cstore' });
  return { ...charge, store, payment_code: code };
};

beforeEach(() => localStorage.clear());

test('Indomaret: offered with its limit, fee and time; charged; its code, the steps and the deadline shown', async () => {
  const fake = fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/status/trx-111': () => ({ payment_status: 'pending' }),
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: storeCharge('indomaret', '25709650945026'),
      transaction_id: 'trx-111',
      order_id: 'DON-ORDER-1',
    }),
  });
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  const indomaret = await screen.findByRole('button', { name: 'Indomaret Indomaret' });
  expect(indomaret).toHaveAccessibleDescription(
    `${METHOD_FACTS.cstore.limit} ${METHOD_FACTS.cstore.fee} ${METHOD_FACTS.cstore.expiry}`,
  );
  await userEvent.click(indomaret);

  expect(await screen.findByTestId('payment-code')).toHaveTextContent('25709650945026');
  expect(callsTo(fake.calls, '/api/donation/camp-1/pay')[0].body).toMatchObject({
    payment_method: 'cstore',
    store: 'indomaret',
  });
  expect(screen.getByRole('heading', { name: 'Indomaret Bayar di Indomaret' })).toBeInTheDocument();
  expect(screen.getByText(METHOD_FACTS.cstore.fee)).toBeInTheDocument();
  for (const step of STORE_GUIDES.indomaret.guides[0].steps) expect(screen.getByText(step)).toBeInTheDocument();
  expect(screen.getByTestId('countdown')).toHaveTextContent(/^0?2:0[45]:\d\d$/);
  expect(localStorage.getItem('selected_bank_img')).toBe('indomaret');
});

test('Alfamart resumed from the server shows its own code and steps', async () => {
  fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/status/trx-111': () => ({ payment_status: 'pending' }),
    'GET /api/donation/payment/DON-ORDER-1': () => ({
      order_id: 'DON-ORDER-1',
      transaction_id: 'trx-111',
      donation_id: 'camp-1',
      title: 'Beasiswa Anak Yatim',
      amount: 25_000,
      payment_method: 'cstore',
      bank: null,
      store: 'alfamart',
      status: 'pending',
      expiry_time: new Date(Date.now() + 20 * 3600_000).toISOString(),
      created_at: new Date().toISOString(),
      midtrans_response: storeCharge('alfamart', '1659000011112222'),
    }),
  });
  renderWithProviders(<DonatePage />, { ...ROUTE, route: `${ROUTE.route}?order=DON-ORDER-1` });
  expect(await screen.findByTestId('payment-code')).toHaveTextContent('1659000011112222');
  expect(screen.getByText(STORE_GUIDES.alfamart.guides[0].steps[0])).toBeInTheDocument();
  expect(screen.queryByText(STORE_GUIDES.indomaret.guides[0].steps[0])).not.toBeInTheDocument();
});

test('every method offered names its limit, fees and time to pay', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => CAMPAIGN });
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  const described = (name: string, method: keyof typeof METHOD_FACTS) =>
    expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
      `${METHOD_FACTS[method].limit} ${METHOD_FACTS[method].fee} ${METHOD_FACTS[method].expiry}`,
    );
  described('Virtual Account', 'bank_transfer');
  described('QRIS QRIS', 'qris');
  described('Gopay Gopay', 'gopay');
  described('Alfamart Alfamart', 'cstore');
  expect(METHOD_FACTS.bank_transfer.expiry).toBe('Nomor Virtual Account berlaku 24 jam.');
  expect(METHOD_FACTS.qris.expiry).toBe('Kode QR berlaku 15 menit.');
});
