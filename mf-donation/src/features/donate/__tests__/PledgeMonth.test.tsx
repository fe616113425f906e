import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { campaign } from '../../../testing/campaigns';
import { CAMPAIGN, qrResponse, saveStored, vaResponse } from '../../../testing/donate';

const PATH = '/donation/detail/:id/donate';
const LINK = { route: '/donation/detail/camp-1/donate?pledge=3&month=2026-11', path: PATH, user: testUser() };
const PREFILL = {
  campaign_id: 'camp-1',
  amount: 50_000,
  payment_type: 'qris',
  prayer: 'Semoga berkah',
  is_anonymous: true,
  pledge_id: 3,
  month: '2026-11',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/pledges/3/months/2026-11/pay': () => PREFILL,
    'GET /api/donation/status/trx-222': () => ({ payment_status: 'pending' }),
    ...extra,
  });
}

test('a running campaign offers "Donasi rutin setiap bulan" beside the one-off amount', async () => {
  api();
  renderWithProviders(<DonatePage />, { ...LINK, route: '/donation/detail/camp-1/donate' });
  expect(await screen.findByRole('link', { name: 'Donasi rutin setiap bulan' })).toHaveAttribute(
    'href',
    '/dashboard/donasi-rutin?campaign=camp-1',
  );
});

test("a reminder's link fills in the amount, prayer, anonymity and method, and the payment names the pledge month", async () => {
  // An older unpaid payment of this campaign in the browser does not take the pledge month's place.
  saveStored(vaResponse());
  const { calls } = api({
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: qrResponse(),
      transaction_id: 'trx-222',
      order_id: 'DON-ORDER-2',
    }),
  });
  renderWithProviders(<DonatePage />, LINK);
  expect(await screen.findByText(/Donasi Rutin Nov 2026: isian sudah disiapkan/)).toBeInTheDocument();
  expect(screen.getByLabelText('Nominal donasi lainnya')).toHaveValue('50.000');
  expect(screen.getByLabelText('Doa & dukungan (opsional)')).toHaveValue('Semoga berkah');
  expect(screen.getByLabelText('Donasi Sebagai Anonim')).toBeChecked();
  expect(screen.queryByRole('link', { name: 'Donasi rutin setiap bulan' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  const qris = await screen.findByRole('button', { name: 'QRIS QRIS Pilihan Anda' });
  expect(screen.getByRole('button', { name: 'Gopay Gopay' })).toBeInTheDocument();
  await userEvent.click(qris);

  expect(await screen.findByRole('img', { name: 'Kode QR QRIS' })).toBeInTheDocument();
  expect(callsTo(calls, '/api/donation/camp-1/pay')[0].body).toEqual({
    amount: 50_000,
    name: 'Hamba Allah',
    username: 'budi',
    payment_method: 'qris',
    anonymous: true,
    message: 'Semoga berkah',
    pledge_id: 3,
    month: '2026-11',
  });
});

test("a month already paid says so in the server's words, with the way to the pledges", async () => {
  const paid = 'Donasi rutin bulan ini sudah dibayar';
  const { calls } = api({ 'GET /api/pledges/3/months/2026-11/pay': new Reply(409, { error: paid }) });
  renderWithProviders(<DonatePage />, LINK);
  expect(await screen.findByRole('alert')).toHaveTextContent(paid);
  expect(screen.getByRole('link', { name: 'Lihat Donasi Rutin' })).toHaveAttribute('href', '/dashboard/donasi-rutin');
  expect(screen.queryByRole('button', { name: 'Selanjutnya' })).not.toBeInTheDocument();
  expect(callsTo(calls, '/api/donation/camp-1/pay')).toHaveLength(0);
});

test('a pre-fill that failed to load offers a retry, which opens the filled flow', async () => {
  let down = true;
  api({
    'GET /api/pledges/3/months/2026-11/pay': () => (down ? new Reply(503, { error: 'Layanan sedang sibuk' }) : PREFILL),
  });
  renderWithProviders(<DonatePage />, LINK);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Layanan sedang sibuk');
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByLabelText('Nominal donasi lainnya')).toHaveValue('50.000');
});

test('a link whose pledge moved to another campaign opens that campaign', async () => {
  api({
    'GET /api/pledges/3/months/2026-11/pay': () => ({ ...PREFILL, campaign_id: 'camp-2' }),
    'GET /api/donation/camp-2/details': () => campaign({ donation_id: 'camp-2', title: 'Sumur Bersih' }),
  });
  renderWithProviders(<DonatePage />, LINK);
  expect(await screen.findByRole('heading', { name: 'Sumur Bersih' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nominal donasi lainnya')).toHaveValue('50.000');
});
