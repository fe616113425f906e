import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CARD_MESSAGES } from '@yayasan/validation';
import { callsTo, fakeApi, Reply, renderWithProviders, server, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { openThreeDs } from '../three-ds';
import { CAMPAIGN, qrResponse } from '../../../testing/donate';

jest.mock('../three-ds', () => ({ openThreeDs: jest.fn() }));

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };
const TOKEN_URL = 'http://midtrans.test/v2/token';
const THREE_DS = 'http://midtrans.test/simulator/3ds/trx-333';
const OPTIONS = { card: { client_key: 'SB-Mid-client-test', token_url: TOKEN_URL } };

/** Midtrans's token endpoint: records what the browser sent it. */
function tokenEndpoint(answer: { status: number; body: object } = { status: 200, body: {} }) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(TOKEN_URL, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      const body =
        answer.status === 200
          ? { status_code: '200', token_id: '481111-1114-0f6c2b7e-aaaa-bbbb-cccc-1234567890ab', ...answer.body }
          : answer.body;
      return HttpResponse.json(body, { status: answer.status });
    }),
  );
  return seen;
}

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/payment-options': () => OPTIONS,
    'GET /api/donation/status/trx-333': () => ({ payment_status: 'pending' }),
    ...extra,
  });
}

async function openCardForm() {
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Kartu Kartu Kredit/Debit' }));
  return screen.getByRole('form', { name: 'Data kartu' });
}

beforeEach(() => {
  localStorage.clear();
  (openThreeDs as jest.Mock).mockClear();
});

test('the card option shows its limit, fee and time, and only when the site takes cards', async () => {
  fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/payment-options': () => ({ card: null }),
  });
  renderWithProviders(<DonatePage />, ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await screen.findByRole('button', { name: 'Indomaret Indomaret' });
  expect(screen.queryByRole('button', { name: /Kartu Kredit/ })).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Metode pembayaran yang didukung' })).not.toHaveTextContent('Kartu');
});

test('refuses a mistyped number, a past expiry and a short CVV in Indonesian, before anything is sent', async () => {
  const seen = tokenEndpoint();
  const fake = api();
  const form = await openCardForm();
  await userEvent.type(within(form).getByLabelText('Nomor kartu'), '4811111111111115');
  await userEvent.type(within(form).getByLabelText('Masa berlaku (BB/TT)'), '01/20');
  await userEvent.type(within(form).getByLabelText('CVV'), '12');
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu' }));

  expect(within(form).getByLabelText('Nomor kartu')).toHaveAccessibleDescription(CARD_MESSAGES.numberInvalid);
  expect(within(form).getByLabelText('Masa berlaku (BB/TT)')).toHaveAccessibleDescription(CARD_MESSAGES.expiryPast);
  expect(within(form).getByLabelText('CVV')).toHaveAccessibleDescription(CARD_MESSAGES.cvvInvalid);
  expect(within(form).getByLabelText('Nomor kartu')).toHaveFocus();
  expect(seen).toHaveLength(0);
  expect(callsTo(fake.calls, '/api/donation/camp-1/pay')).toHaveLength(0);
});

test('a valid card goes to Midtrans only; the site is charged with the token and the browser opens 3-D Secure', async () => {
  const seen = tokenEndpoint();
  const fake = api({
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: qrResponse({
        order_id: 'DON-ORDER-3',
        transaction_id: 'trx-333',
        gross_amount: '25000.00',
        payment_type: 'credit_card',
        actions: undefined,
        redirect_url: THREE_DS,
        masked_card: '481111-1114',
      }),
      transaction_id: 'trx-333',
      order_id: 'DON-ORDER-3',
    }),
  });
  const form = await openCardForm();
  const number = within(form).getByLabelText('Nomor kartu');
  await userEvent.type(number, '4811111111111114');
  expect(number).toHaveValue('4811 1111 1111 1114');
  await userEvent.type(within(form).getByLabelText('Masa berlaku (BB/TT)'), '12/99');
  await userEvent.type(within(form).getByLabelText('CVV'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu' }));

  expect(await screen.findByText('Menunggu verifikasi 3-D Secure dari bank penerbit kartu Anda.')).toBeInTheDocument();
  expect(seen).toHaveLength(1);
  expect(Object.fromEntries(seen[0])).toEqual({
    client_key: 'SB-Mid-client-test',
    card_number: '4811111111111114',
    card_exp_month: '12',
    card_exp_year: '2099',
    card_cvv: '123',
  });
  const [payCall] = callsTo(fake.calls, '/api/donation/camp-1/pay');
  expect(payCall.body).toMatchObject({
    payment_method: 'credit_card',
    token_id: '481111-1114-0f6c2b7e-aaaa-bbbb-cccc-1234567890ab',
    amount: 25_000,
  });
  // Nothing of the card but its token reaches the site.
  expect(JSON.stringify(fake.calls)).not.toContain('4811111111111114');
  expect(openThreeDs).toHaveBeenCalledWith(THREE_DS);
  expect(screen.getByRole('link', { name: 'Lanjutkan Verifikasi Kartu' })).toHaveAttribute('href', THREE_DS);
});

test('a card Midtrans refuses to tokenize is told without calling the site', async () => {
  tokenEndpoint({ status: 400, body: { status_code: '400', validation_messages: ['card is expired'] } });
  const fake = api();
  const form = await openCardForm();
  await userEvent.type(within(form).getByLabelText('Nomor kartu'), '4811 1111 1111 1114');
  await userEvent.type(within(form).getByLabelText('Masa berlaku (BB/TT)'), '12/99');
  await userEvent.type(within(form).getByLabelText('CVV'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar dengan Kartu' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Data kartu ditolak');
  expect(callsTo(fake.calls, '/api/donation/camp-1/pay')).toHaveLength(0);
});

test('a denied card says so and leads back to the methods', async () => {
  localStorage.setItem('donation_id', 'camp-1');
  localStorage.setItem(
    'midtrans',
    JSON.stringify(
      qrResponse({
        transaction_id: 'trx-333',
        payment_type: 'credit_card',
        actions: undefined,
        redirect_url: THREE_DS,
      }),
    ),
  );
  localStorage.setItem('selected_payment', 'credit_card');
  api({ 'GET /api/donation/status/trx-333': () => ({ payment_status: 'deny' }) });
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByRole('heading', { name: 'Pembayaran Ditolak' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Kembali Ke Tipe Pembayaran' }));
  expect(await screen.findByRole('heading', { name: 'Pilih Tipe Pembayaran' })).toBeInTheDocument();
});
