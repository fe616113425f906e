import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pledge } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import { MESSAGES } from '@yayasan/validation';
import PledgesPage, { NO_PLEDGES, PLEDGES_FAILED } from '../pages/PledgesPage';
import { STOP_QUESTION } from '../components/PledgeCard';
import { campaign, page } from '../../../testing/campaigns';
import { pledge } from '../../../testing/pledges';

const ROUTE = { route: '/dashboard/donasi-rutin', path: '/dashboard/donasi-rutin', user: testUser() };

/** The donor's pledges as a server keeps them: the list answers what the actions changed. */
function serve(initial: Pledge[], extra: Parameters<typeof fakeApi>[0] = {}) {
  let pledges = initial;
  const change = (id: number, over: Partial<Pledge>) => {
    pledges = pledges.map((p) => (p.id === id ? { ...p, ...over } : p));
    return pledges.find((p) => p.id === id);
  };
  const fake = fakeApi({
    'GET /api/pledges': () => ({ pledges }),
    'POST /api/pledges/1/pause': () => change(1, { state: 'paused', pause_reason: 'donor', next_date: null }),
    'POST /api/pledges/1/resume': () => change(1, { state: 'active', pause_reason: null, next_date: '2026-12-05' }),
    'POST /api/pledges/1/stop': () => change(1, { state: 'stopped', next_date: null }),
    'PATCH /api/pledges/1': (body: Partial<Pledge>) => change(1, body),
    ...extra,
  });
  return fake;
}

test('lists each pledge with its months (Lunas, Menunggu, Terlewat), its next date and way', async () => {
  serve([pledge(), pledge({ id: 2, way: 'automatic', payment_type: 'gopay', months: [], next_date: '2026-12-20' })]);
  renderWithProviders(<PledgesPage />, ROUTE);
  expect(screen.getByRole('heading', { name: 'Donasi Rutin', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Memuat...' })).toBeInTheDocument();

  const first = await screen.findByTestId('pledge-1');
  expect(within(first).getByRole('link', { name: 'Beasiswa Anak Yatim' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-1',
  );
  expect(first).toHaveTextContent('Rp 50.000 / bulan');
  expect(first).toHaveTextContent('Setiap tanggal 5');
  expect(first).toHaveTextContent('Pengingat setiap bulan · QRIS');
  expect(first).toHaveTextContent('5 Des 2026');
  const months = within(within(first).getByRole('list', { name: /Bulan donasi rutin/ })).getAllByRole('listitem');
  expect(months.map((m) => m.textContent)).toEqual([
    'November 2026MenungguBayar',
    'Oktober 2026Lunas · Rp 50.000',
    'September 2026Terlewat',
  ]);
  // The unpaid month of a reminder pledge opens the donate page filled in for it.
  expect(within(first).getByRole('link', { name: 'Bayar donasi rutin November 2026' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-1/donate?pledge=1&month=2026-11',
  );
  const second = screen.getByTestId('pledge-2');
  expect(second).toHaveTextContent('Otomatis (GoPay / kartu) · GoPay');
  expect(within(second).queryByRole('link', { name: /Bayar/ })).not.toBeInTheDocument();
});

test('no pledges: says so and offers a way to start one', async () => {
  serve([]);
  renderWithProviders(<PledgesPage />, ROUTE);
  expect(await screen.findByText(NO_PLEDGES)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pilih Kampanye' })).toHaveAttribute('href', '/donation');
});

test('a failed load says so; "Coba Lagi" asks again and shows the pledges', async () => {
  let down = true;
  fakeApi({
    'GET /api/pledges': () => (down ? new Reply(500, { error: 'Terjadi kesalahan' }) : { pledges: [pledge()] }),
  });
  renderWithProviders(<PledgesPage />, ROUTE);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(PLEDGES_FAILED);
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByTestId('pledge-1')).toBeInTheDocument();
});

test('pause, then resume: each is sent, confirmed and the list shows the new state', async () => {
  const { calls } = serve([pledge()]);
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  await userEvent.click(within(card).getByRole('button', { name: 'Jeda' }));
  expect(await within(card).findByText('Donasi rutin dijeda')).toBeInTheDocument();
  await waitFor(() => expect(card).toHaveTextContent('Dijeda'));
  expect(within(card).queryByRole('link', { name: /Bayar/ })).not.toBeInTheDocument();
  expect(callsTo(calls, '/api/pledges/1/pause')).toHaveLength(1);

  await userEvent.click(await within(card).findByRole('button', { name: 'Lanjutkan' }));
  expect(await within(card).findByText('Donasi rutin dilanjutkan')).toBeInTheDocument();
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Jeda' })).toBeInTheDocument());
  expect(callsTo(calls, '/api/pledges/1/resume')).toHaveLength(1);
});

test("a refused change shows the server's Indonesian message and leaves the pledge as it was", async () => {
  const refusal = 'Midtrans tidak dapat dihubungi, langganan belum diubah. Coba lagi nanti';
  serve([pledge({ way: 'automatic', payment_type: 'credit_card' })], {
    'POST /api/pledges/1/pause': new Reply(502, { error: refusal }),
  });
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  await userEvent.click(within(card).getByRole('button', { name: 'Jeda' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
  expect(card).toHaveTextContent('Aktif');
});

test('a pledge paused because its campaign ended asks the donor to choose another campaign or stop', async () => {
  const ended = pledge({
    state: 'paused',
    pause_reason: 'campaign_ended',
    next_date: null,
    campaign: { id: 'camp-1', title: 'Beasiswa Anak Yatim', status: 'ended' },
  });
  const { calls } = serve([ended], {
    'GET /api/get-donation': () =>
      page([campaign({ donation_id: 'camp-1' }), campaign({ donation_id: 'camp-2', title: 'Sumur Bersih' })]),
    'PATCH /api/pledges/1': () => ({
      ...ended,
      campaign: { id: 'camp-2', title: 'Sumur Bersih', status: 'running' },
    }),
  });
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  expect(card).toHaveTextContent('Kampanye ini telah berakhir');
  expect(within(card).queryByRole('button', { name: 'Lanjutkan' })).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Berhenti' })).toBeInTheDocument();

  const move = within(card).getByRole('form', { name: 'Pilih kampanye lain' });
  const select = within(move).getByLabelText('Pindahkan ke kampanye lain');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  expect(within(select).queryByRole('option', { name: 'Beasiswa Anak Yatim' })).not.toBeInTheDocument();
  await userEvent.selectOptions(select, 'camp-2');
  await userEvent.click(within(move).getByRole('button', { name: 'Pindahkan' }));
  expect(await within(card).findByText('Donasi rutin dipindahkan ke kampanye lain')).toBeInTheDocument();
  const patch = callsTo(calls, '/api/pledges/1').find((c) => c.method === 'PATCH')!;
  expect(patch.body).toEqual({ campaign_id: 'camp-2' });
  expect(callsTo(calls, '/api/get-donation')[0].query.get('status')).toBe('Open');
});

test('stopping asks first: "Batal" sends nothing, confirming stops it', async () => {
  const { calls } = serve([pledge()]);
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  await userEvent.click(within(card).getByRole('button', { name: 'Berhenti' }));
  const dialog = screen.getByRole('dialog', { name: STOP_QUESTION });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(callsTo(calls, '/api/pledges/1/stop')).toHaveLength(0);

  await userEvent.click(within(card).getByRole('button', { name: 'Berhenti' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Hentikan' }));
  expect(await within(card).findByText('Donasi rutin dihentikan')).toBeInTheDocument();
  await waitFor(() => expect(within(card).queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument());
  expect(card).toHaveTextContent('Berhenti');
  expect(callsTo(calls, '/api/pledges/1/stop')).toHaveLength(1);
});

test('the stop dialog works from the keyboard: focus starts on "Batal", Escape closes and returns focus', async () => {
  serve([pledge()]);
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  const stop = within(card).getByRole('button', { name: 'Berhenti' });
  stop.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(stop).toHaveFocus());
});

test('"Ubah" changes the amount and day: the amount rule first, then only what changed is sent', async () => {
  const { calls } = serve([pledge()]);
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  await userEvent.click(within(card).getByRole('button', { name: 'Ubah' }));
  const form = within(card).getByRole('form', { name: 'Ubah donasi rutin' });
  const amount = within(form).getByLabelText('Nominal setiap bulan');
  await userEvent.clear(amount);
  await userEvent.type(amount, '5000');
  expect(amount).toHaveAccessibleDescription(MESSAGES.donationMinimum);
  await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
  expect(callsTo(calls, '/api/pledges/1').filter((c) => c.method === 'PATCH')).toHaveLength(0);

  await userEvent.clear(amount);
  await userEvent.type(amount, '75000');
  await userEvent.selectOptions(within(form).getByLabelText('Tanggal setiap bulan'), '20');
  await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
  expect(await within(card).findByText('Perubahan donasi rutin disimpan')).toBeInTheDocument();
  const patch = callsTo(calls, '/api/pledges/1').find((c) => c.method === 'PATCH')!;
  expect(patch.body).toEqual({ amount: 75_000, day_of_month: 20 });
  await waitFor(() => expect(card).toHaveTextContent('Rp 75.000 / bulan'));
  expect(card).toHaveTextContent('Setiap tanggal 20');
});

test("a refused amount change keeps the form and shows the server's message", async () => {
  const refusal = 'Nominal tidak dapat diubah saat ini';
  serve([pledge()], { 'PATCH /api/pledges/1': new Reply(400, { error: refusal }) });
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  await userEvent.click(within(card).getByRole('button', { name: 'Ubah' }));
  const form = within(card).getByRole('form', { name: 'Ubah donasi rutin' });
  await userEvent.click(within(form).getByRole('button', { name: 'Rp 100.000' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  expect(within(form).getByLabelText('Nominal setiap bulan')).toHaveValue('100.000');
});

test('back from GoPay (?pledge=): activates the pledge once and says it is active', async () => {
  const linking = pledge({ id: 7, way: 'automatic', payment_type: 'gopay', state: 'linking', next_date: null });
  const { calls } = fakeApi({
    'GET /api/pledges': () => ({ pledges: [linking] }),
    'POST /api/pledges/7/activate': () => ({ ...linking, state: 'active', next_date: '2026-12-05' }),
  });
  renderWithProviders(<PledgesPage />, { ...ROUTE, route: '/dashboard/donasi-rutin?pledge=7' });
  expect(await screen.findByRole('heading', { name: 'GoPay terhubung, donasi rutin Anda aktif' })).toBeInTheDocument();
  expect(screen.getByText(/tagihan berikutnya pada 5 Des 2026/)).toBeInTheDocument();
  expect(callsTo(calls, '/api/pledges/7/activate')).toHaveLength(1);
});

test("a failed activation shows the server's message, and a retry asks again", async () => {
  const refusal = 'Akun GoPay belum terhubung. Selesaikan penautan di aplikasi GoPay';
  let refused = true;
  const active = pledge({ id: 7, way: 'automatic', payment_type: 'gopay' });
  const { calls } = fakeApi({
    'GET /api/pledges': () => ({ pledges: [active] }),
    'POST /api/pledges/7/activate': () => (refused ? new Reply(409, { error: refusal }) : active),
  });
  renderWithProviders(<PledgesPage />, { ...ROUTE, route: '/dashboard/donasi-rutin?pledge=7' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(refusal);
  refused = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByRole('heading', { name: 'GoPay terhubung, donasi rutin Anda aktif' })).toBeInTheDocument();
  expect(callsTo(calls, '/api/pledges/7/activate')).toHaveLength(2);
});

test('a linking GoPay pledge offers the way back to GoPay', async () => {
  serve([
    pledge({
      way: 'automatic',
      payment_type: 'gopay',
      state: 'linking',
      next_date: null,
      activation_url: 'http://midtrans.test/gopay/link/abc',
    }),
  ]);
  renderWithProviders(<PledgesPage />, ROUTE);
  const card = await screen.findByTestId('pledge-1');
  expect(card).toHaveTextContent('Menunggu GoPay');
  expect(within(card).getByRole('link', { name: 'Hubungkan GoPay' })).toHaveAttribute(
    'href',
    'http://midtrans.test/gopay/link/abc',
  );
});
