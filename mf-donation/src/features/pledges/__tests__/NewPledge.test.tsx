import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PledgeCreateBody } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders, server, testUser } from '@yayasan/ui/testing';
import { CARD_MESSAGES, MESSAGES } from '@yayasan/validation';
import PledgesPage from '../pages/PledgesPage';
import { CARD_REGISTER_FAILED } from '../card-register';
import { CAMPAIGN_ENDED } from '../components/NewPledge';
import { GOPAY_PHONE_EMPTY } from '../components/PledgeForm';
import { openGopayLinking } from '../gopay-link';
import { campaign } from '../../../testing/campaigns';
import { pledge } from '../../../testing/pledges';

jest.mock('../gopay-link', () => ({ openGopayLinking: jest.fn() }));

const ROUTE = {
  route: '/dashboard/donasi-rutin?campaign=camp-1',
  path: '/dashboard/donasi-rutin',
  user: testUser(),
};
const TOKEN_URL = 'http://midtrans.test/v2/token';
const REGISTER_URL = 'http://midtrans.test/v2/card/register';
const CARD = { client_key: 'SB-Mid-client-test', token_url: TOKEN_URL };

/** Midtrans's card registration: records what the browser sent it. */
function registerEndpoint(answer: { status: number; body: object }) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(REGISTER_URL, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return seen;
}

function api(extra: Parameters<typeof fakeApi>[0] = {}, card: typeof CARD | null = CARD) {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/payment-options': () => ({ card }),
    'GET /api/pledges': () => ({ pledges: [] }),
    'POST /api/pledges': (body: PledgeCreateBody) => new Reply(201, pledge({ ...body, prayer: body.prayer ?? null })),
    ...extra,
  });
}

async function openForm() {
  renderWithProviders(<PledgesPage />, ROUTE);
  return screen.findByRole('form', { name: 'Donasi rutin setiap bulan' });
}

beforeEach(() => (openGopayLinking as jest.Mock).mockClear());

test('a reminder pledge: amount, day, method, prayer and anonymity are sent, and confirmed on screen', async () => {
  const { calls } = api();
  const form = await openForm();
  expect(form).toHaveTextContent('Untuk Beasiswa Anak Yatim');
  expect(within(form).getByRole('heading', { name: 'Donasi rutin setiap bulan' })).toHaveFocus();
  await userEvent.click(within(form).getByRole('button', { name: 'Rp 50.000' }));
  await userEvent.selectOptions(within(form).getByLabelText('Tanggal setiap bulan'), '5');
  await userEvent.selectOptions(within(form).getByLabelText('Metode pembayaran yang biasa Anda pakai'), 'qris');
  await userEvent.type(within(form).getByLabelText('Doa & dukungan (opsional)'), 'Semoga berkah');
  await userEvent.click(within(form).getByLabelText('Donasi Sebagai Anonim'));
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));

  const done = await screen.findByRole('heading', { name: 'Terima kasih, donasi rutin Anda tercatat' });
  expect(done).toHaveFocus();
  expect(screen.getByText(/Rp 50.000 setiap tanggal 5 untuk/)).toHaveTextContent(
    'dengan pengingat setiap bulan (QRIS)',
  );
  expect(screen.getByText('Jadwal berikutnya: 5 Des 2026.')).toBeInTheDocument();
  expect(callsTo(calls, '/api/pledges').find((c) => c.method === 'POST')!.body).toEqual({
    campaign_id: 'camp-1',
    amount: 50_000,
    day_of_month: 5,
    way: 'reminder',
    payment_type: 'qris',
    prayer: 'Semoga berkah',
    is_anonymous: true,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Lihat Donasi Rutin Saya' }));
  expect(screen.queryByRole('heading', { name: /tercatat/ })).not.toBeInTheDocument();
});

test("the amount rule is the donate page's: nothing is sent below the minimum", async () => {
  const { calls } = api();
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  const amount = within(form).getByLabelText('Nominal setiap bulan');
  expect(amount).toHaveAccessibleDescription(MESSAGES.donationMinimum);
  expect(amount).toHaveFocus();
  await userEvent.type(amount, '9000');
  expect(amount).toHaveAccessibleDescription(MESSAGES.donationMinimum);
  expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.donationMinimumAlert);
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  expect(callsTo(calls, '/api/pledges').filter((c) => c.method === 'POST')).toHaveLength(0);
});

test("the server's refusal is shown in its own words and the form keeps what was typed", async () => {
  const refusal = 'Anda sudah memiliki donasi rutin aktif untuk kampanye ini';
  api({ 'POST /api/pledges': new Reply(409, { error: refusal }) });
  const form = await openForm();
  await userEvent.type(within(form).getByLabelText('Nominal setiap bulan'), '30000');
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  expect(within(form).getByLabelText('Nominal setiap bulan')).toHaveValue('30.000');
});

test('automatic GoPay: the phone is asked for, then the donor is sent to link GoPay', async () => {
  const { calls } = api({
    'POST /api/pledges': (body: PledgeCreateBody) =>
      new Reply(
        201,
        pledge({
          ...body,
          prayer: null,
          state: 'linking',
          next_date: null,
          activation_url: 'http://midtrans.test/gopay/link/xyz',
        }),
      ),
  });
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(within(form).getByRole('radio', { name: /Otomatis/ }));
  expect(within(form).queryByLabelText('Metode pembayaran yang biasa Anda pakai')).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  const phone = within(form).getByLabelText('Nomor HP GoPay');
  expect(phone).toHaveAccessibleDescription(GOPAY_PHONE_EMPTY);
  expect(callsTo(calls, '/api/pledges').filter((c) => c.method === 'POST')).toHaveLength(0);

  await userEvent.type(phone, '081234567890');
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  expect(await screen.findByText('Mengalihkan ke GoPay untuk menghubungkan akun...')).toBeInTheDocument();
  expect(openGopayLinking).toHaveBeenCalledWith('http://midtrans.test/gopay/link/xyz');
  expect(callsTo(calls, '/api/pledges').find((c) => c.method === 'POST')!.body).toMatchObject({
    way: 'automatic',
    payment_type: 'gopay',
    gopay_phone: '081234567890',
    amount: 25_000,
  });
});

test('automatic card: the browser registers the card with Midtrans and sends only the saved token', async () => {
  const seen = registerEndpoint({
    status: 200,
    body: { status_code: '200', saved_token_id: '481111SAVEDTOKEN1114', masked_card: '481111-1114' },
  });
  const { calls } = api({
    'POST /api/pledges': (body: PledgeCreateBody) =>
      new Reply(201, pledge({ ...body, prayer: null, way: 'automatic', payment_type: 'credit_card' })),
  });
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Rp 100.000' }));
  await userEvent.click(within(form).getByRole('radio', { name: /Otomatis/ }));
  await userEvent.click(within(form).getByRole('radio', { name: 'Kartu Kredit/Debit' }));
  await userEvent.type(within(form).getByLabelText('Nomor kartu'), '4811 1111 1111 1114');
  await userEvent.type(within(form).getByLabelText('Masa berlaku (BB/TT)'), '12/30');
  await userEvent.type(within(form).getByLabelText('CVV'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));

  expect(await screen.findByRole('heading', { name: /tercatat/ })).toBeInTheDocument();
  expect(screen.getByText(/ditagih otomatis \(Kartu Kredit\/Debit\)/)).toBeInTheDocument();
  expect(seen).toHaveLength(1);
  expect(Object.fromEntries(seen[0])).toEqual({
    client_key: 'SB-Mid-client-test',
    card_number: '4811111111111114',
    card_exp_month: '12',
    card_exp_year: '2030',
    card_cvv: '123',
  });
  const sent = callsTo(calls, '/api/pledges').find((c) => c.method === 'POST')!.body;
  expect(sent).toMatchObject({ way: 'automatic', payment_type: 'credit_card', saved_token_id: '481111SAVEDTOKEN1114' });
  expect(JSON.stringify(sent)).not.toContain('4811111111111114');
});

test('a card Midtrans will not register is refused before anything reaches the site', async () => {
  registerEndpoint({ status: 400, body: { status_code: '400', validation_messages: ['card is expired'] } });
  const { calls } = api();
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Rp 100.000' }));
  await userEvent.click(within(form).getByRole('radio', { name: /Otomatis/ }));
  await userEvent.click(within(form).getByRole('radio', { name: 'Kartu Kredit/Debit' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  expect(within(form).getByLabelText('Nomor kartu')).toHaveAccessibleDescription(CARD_MESSAGES.numberRequired);

  await userEvent.type(within(form).getByLabelText('Nomor kartu'), '4811 1111 1111 1114');
  await userEvent.type(within(form).getByLabelText('Masa berlaku (BB/TT)'), '12/30');
  await userEvent.type(within(form).getByLabelText('CVV'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Mulai Donasi Rutin' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(CARD_REGISTER_FAILED);
  expect(callsTo(calls, '/api/pledges').filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('without a client key only GoPay is offered for automatic charges', async () => {
  api({}, null);
  const form = await openForm();
  await userEvent.click(within(form).getByRole('radio', { name: /Otomatis/ }));
  expect(within(form).getByRole('radio', { name: 'GoPay' })).toBeChecked();
  expect(within(form).queryByRole('radio', { name: 'Kartu Kredit/Debit' })).not.toBeInTheDocument();
});

test('an ended campaign takes no new pledge', async () => {
  api({ 'GET /api/donation/camp-1/details': () => campaign({ status: 'Closed' }) });
  renderWithProviders(<PledgesPage />, ROUTE);
  expect(await screen.findByText(CAMPAIGN_ENDED)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Donasi rutin setiap bulan' })).not.toBeInTheDocument();
});
