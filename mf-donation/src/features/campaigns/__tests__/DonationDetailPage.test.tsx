import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import DonationDetailPage from '../pages/DonationDetailPage';
import { campaign, emptyPrayers } from '../../../testing/campaigns';

afterEach(() => jest.restoreAllMocks());

const DETAIL = { route: '/donation/detail/camp-1', path: '/donation/detail/:id' };
const SHORT = { route: '/donation/camp-1', path: '/donation/:id' };

const withDonors = campaign({
  successful_donors_details: [
    { name: 'Siti Aminah', donation_amount: 250_000, donation_date: '2025-03-01T03:04:00.000Z' },
    { name: 'Hamba Allah', donation_amount: 50_000, donation_date: '2025-02-28T17:30:00.000Z' },
  ],
});

test('signed out: the description tab, the side panel, recent donors and the sign-in button', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => withDonors });
  renderWithProviders(<DonationDetailPage />, DETAIL);
  await screen.findByRole('heading', { name: 'Detail Donasi Berjalan' });
  expect(screen.getByRole('tab', { name: 'Deskripsi' })).toBeInTheDocument();
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('heading', { name: 'Beasiswa Anak Yatim' })).toBeInTheDocument();
  expect(within(panel).getByText('Isi lengkap kampanye beasiswa.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Beasiswa Anak Yatim' })).toHaveAttribute(
    'src',
    'https://yayasan.test/media/demo/photo-1.png',
  );

  const side = screen.getByRole('complementary', { name: 'Ringkasan donasi' });
  expect(within(side).getByText('Dana Terkumpul').nextSibling).toHaveTextContent('Rp 12.500.000');
  expect(within(side).getByText('Target Donasi').nextSibling).toHaveTextContent('Rp 50.000.000');
  expect(within(side).getByText('Progress Berjalan')).toBeInTheDocument();
  expect(within(side).getByTestId('percentage')).toHaveTextContent('25%');
  expect(within(side).getByRole('progressbar', { name: 'Progress Berjalan' })).toHaveAttribute('aria-valuenow', '25');

  const donors = within(side).getByRole('heading', { name: 'Donasi Terbaru' }).parentElement!;
  const items = within(donors).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Siti Aminah');
  expect(items[0]).toHaveTextContent('Rp 250.000');
  // Shown in Jakarta time.
  expect(items[0]).toHaveTextContent('Tanggal Donasi: 2025-03-01 10:04');
  expect(items[1]).toHaveTextContent('Hamba Allah');
  expect(items[1]).toHaveTextContent('Tanggal Donasi: 2025-03-01 00:30');

  expect(screen.getByRole('link', { name: 'Masuk Untuk Donasi' })).toHaveAttribute(
    'href',
    '/signin?next=%2Fdonation%2Fdetail%2Fcamp-1',
  );
  expect(screen.queryByRole('link', { name: 'Donasi Sekarang' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit Donasi' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Pindahkan Ke Draft' })).toBeNull();
});

test('signed in, /donation/:id: Donasi Sekarang leads to the donate route; no admin actions for members', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => campaign() });
  renderWithProviders(<DonationDetailPage />, { ...SHORT, user: testUser() });
  expect(await screen.findByRole('link', { name: 'Donasi Sekarang' })).toHaveAttribute(
    'href',
    '/donation/detail/camp-1/donate',
  );
  expect(screen.queryByRole('link', { name: 'Masuk Untuk Donasi' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit Donasi' })).toBeNull();
  expect(screen.getByText('Belum ada donasi')).toBeInTheDocument();
});

test('a Closed campaign shows Donasi Telah Selesai and no move-to-draft, even for an admin', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => campaign({ status: 'Closed' }) });
  renderWithProviders(<DonationDetailPage />, { ...DETAIL, user: testUser({ isAdmin: true }) });
  expect(await screen.findByRole('button', { name: 'Donasi Telah Selesai' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: 'Donasi Sekarang' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Edit Donasi' })).toHaveAttribute('href', '/donation/edit/camp-1');
  expect(screen.queryByRole('button', { name: 'Pindahkan Ke Draft' })).toBeNull();
});

test('admin: Pindahkan Ke Draft asks first; Batal keeps it, Pindahkan sends {draft: true} and toasts', async () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  let stored = campaign();
  const { calls } = fakeApi({
    'GET /api/donation/camp-1/details': () => stored,
    'PUT /api/donation/camp-1': (body) => {
      stored = { ...stored, ...(body as object) };
      return stored;
    },
  });
  renderWithProviders(<DonationDetailPage />, { ...DETAIL, user: testUser({ isAdmin: true }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Pindahkan Ke Draft' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Anda yakin ingin memindahkan donasi ini ke draft?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Pindahkan Ke Draft' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pindahkan' }));
  await screen.findByText('Draft');
  expect(screen.queryByRole('dialog')).toBeNull();
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toEqual({ draft: true });
  expect(put.authorization).toBe('Bearer test-token');
  expect(success).toHaveBeenCalledWith('Donasi Terdraft');
  // The detail refetches and now offers publishing.
  await screen.findByRole('button', { name: 'Publish' });
});

test('an unknown campaign shows the not-found page', async () => {
  fakeApi({ 'GET /api/donation/nope/details': new Reply(404, { error: 'Donasi tidak ditemukan' }) });
  renderWithProviders(<DonationDetailPage />, { route: '/donation/detail/nope', path: '/donation/detail/:id' });
  await screen.findByText('Halaman tidak ditemukan');
});

test('an outage is not a missing campaign: an error with a retry that loads the campaign', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let down = true;
  fakeApi({
    'GET /api/donation/camp-1/details': () =>
      down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : withDonors,
    'GET /api/donation/camp-1/prayers': () => emptyPrayers,
  });
  renderWithProviders(<DonationDetailPage />, DETAIL);
  expect(await screen.findByRole('alert')).toHaveTextContent('Detail donasi tidak dapat dimuat.');
  expect(screen.queryByText('Halaman tidak ditemukan')).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByRole('heading', { name: 'Detail Donasi Berjalan' });
  expect(screen.queryByRole('alert')).toBeNull();
});

test('share dialog: loading, the server QR code, Salin copies the link and shows Disalin', async () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  let release!: () => void;
  const ready = new Promise<void>((r) => (release = r));
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/detail/camp-1/share': async () => {
      await ready;
      return { link: 'http://localhost:8080/donation/detail/camp-1', qrCodeImageUrl: 'data:image/png;base64,AAAA' };
    },
  });
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  renderWithProviders(<DonationDetailPage />, DETAIL);
  await user.click(await screen.findByRole('button', { name: 'Bagikan Donasi' }));
  const dialog = screen.getByRole('dialog', { name: 'Bagikan Donasi' });
  expect(within(dialog).getByRole('status')).toBeInTheDocument();
  release();
  await within(dialog).findByText('Scan QR Code Berikut');
  expect(within(dialog).getByRole('img', { name: 'QR Code donasi' })).toHaveAttribute(
    'src',
    'data:image/png;base64,AAAA',
  );
  expect(within(dialog).getByRole('textbox', { name: 'Link donasi' })).toHaveValue(
    'http://localhost:8080/donation/detail/camp-1',
  );
  const [whatsapp] = within(dialog).getAllByRole('link');
  expect(whatsapp).toHaveTextContent('WhatsApp');
  expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
    `Yuk ikut berdonasi untuk "${campaign().title}". Setiap bantuan berarti: http://localhost:8080/donation/detail/camp-1`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Salin' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost:8080/donation/detail/camp-1');
  expect(within(dialog).getByRole('button', { name: 'Disalin' })).toBeInTheDocument();
  expect(success).toHaveBeenCalledWith('Disalin');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a failing share link toasts Server Error with the message', async () => {
  const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/detail/camp-1/share': new Reply(503, { error: 'Layanan tidak tersedia' }),
  });
  renderWithProviders(<DonationDetailPage />, DETAIL);
  await userEvent.click(await screen.findByRole('button', { name: 'Bagikan Donasi' }));
  await screen.findByText('Link donasi tidak dapat dimuat.');
  expect(error).toHaveBeenCalledWith('Server Error: Layanan tidak tersedia');
});
