import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import RegularProgrammePage from '../pages/RegularProgrammePage';
import { campaign } from '../../../testing/campaigns';

// A signed-in test keeps its session in sessionStorage: each test starts as the visitor it says.
afterEach(() => sessionStorage.clear());

const PAGE = { route: '/donasi-rutin', path: '/donasi-rutin' };
const PROGRAMME = campaign({ donation_id: 'prog-1', title: 'Makan Sehat Anak Asuh', regular_programme: true });
const BUTTON = 'Donasi rutin setiap bulan';

test("explains the programme and shows its campaign's card with the pledge button for a signed-in donor", async () => {
  fakeApi({ 'GET /api/donation/regular-programme': () => PROGRAMME });
  renderWithProviders(<RegularProgrammePage />, { ...PAGE, user: testUser() });
  expect(screen.getByRole('heading', { level: 1, name: 'Program Donasi Rutin' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cara kerjanya' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Makan Sehat Anak Asuh/ })).toHaveAttribute(
    'href',
    '/donation/detail/prog-1',
  );
  expect(screen.getByRole('link', { name: BUTTON })).toHaveAttribute('href', '/dashboard/donasi-rutin?campaign=prog-1');
  expect(screen.queryByText(/diminta masuk terlebih dahulu/)).toBeNull();
});

test('sends a visitor to sign in first, then on to the pledge form', async () => {
  fakeApi({ 'GET /api/donation/regular-programme': () => PROGRAMME });
  renderWithProviders(<RegularProgrammePage />, PAGE);
  const button = await screen.findByRole('link', { name: BUTTON });
  const target = new URL(button.getAttribute('href')!, 'https://yayasan.test');
  expect(target.pathname).toBe('/signin');
  expect(target.searchParams.get('next')).toBe('/dashboard/donasi-rutin?campaign=prog-1');
  expect(screen.getByText(/diminta masuk terlebih dahulu/)).toBeInTheDocument();
});

test('shows a spinner while the programme loads', async () => {
  let answer: (value: unknown) => void = () => undefined;
  fakeApi({ 'GET /api/donation/regular-programme': () => new Promise((resolve) => (answer = resolve)) });
  renderWithProviders(<RegularProgrammePage />, PAGE);
  expect(await screen.findByRole('status', { name: 'Memuat...' })).toBeInTheDocument();
  answer(PROGRAMME);
  await screen.findByRole('link', { name: BUTTON });
  expect(screen.queryByRole('status', { name: 'Memuat...' })).toBeNull();
});

test('says there is no programme yet and points to the running campaigns', async () => {
  fakeApi({ 'GET /api/donation/regular-programme': new Reply(404, { error: 'Belum ada program donasi rutin' }) });
  renderWithProviders(<RegularProgrammePage />, PAGE);
  expect(await screen.findByText('Belum ada program donasi rutin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat donasi yang sedang berjalan' })).toHaveAttribute('href', '/donation');
  expect(screen.queryByRole('link', { name: BUTTON })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Coba Lagi' })).toBeNull();
});

test('offers a retry when the programme cannot be loaded, and shows it once the retry succeeds', async () => {
  let fail = true;
  const { calls } = fakeApi({
    'GET /api/donation/regular-programme': () => (fail ? new Reply(500, { error: 'Terjadi kesalahan' }) : PROGRAMME),
  });
  renderWithProviders(<RegularProgrammePage />, PAGE);
  expect(await screen.findByText('Program donasi rutin tidak dapat dimuat.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByRole('link', { name: BUTTON })).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/api/donation/regular-programme').length).toBeGreaterThan(1),
  );
});
