import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import DonationListPage from '../pages/DonationListPage';
import { campaign, page } from '../../../testing/campaigns';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const ROUTE = { route: '/donation', path: '/donation' };

test('ongoing campaigns: heading, cards with rupiah amounts and progress, paging text', async () => {
  const { calls } = fakeApi({
    'GET /api/get-donation': (_b, call) =>
      page(
        [
          campaign({
            donation_id: `p${call.query.get('page')}`,
            title: `Kampanye halaman ${call.query.get('page')}`,
          }),
        ],
        {
          currentPage: Number(call.query.get('page')),
          totalPages: 2,
          totalDonations: 10,
        },
      ),
  });
  renderWithProviders(<DonationListPage />, ROUTE);
  expect(screen.getByRole('heading', { name: 'Donasi Yang Sedang Berjalan' })).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /Kampanye halaman 1/ });
  expect(card).toHaveAttribute('href', '/donation/detail/p1');
  expect(within(card).getByText('Rp 12.500.000')).toBeInTheDocument();
  expect(within(card).getByText('Rp 50.000.000')).toBeInTheDocument();
  expect(within(card).getByText('Bantu anak yatim bersekolah')).toBeInTheDocument();
  expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('Halaman 1 Dari 2')).toBeInTheDocument();
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', limit: '9', draft: 'false' });

  expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await screen.findByRole('link', { name: /Kampanye halaman 2/ });
  expect(screen.getByText('Halaman 2 Dari 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Selanjutnya' })).toBeDisabled();
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '2', limit: '9', draft: 'false' });
  await userEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
  await screen.findByText('Halaman 1 Dari 2');
});

test('the Selesai toggle lists completed campaigns (status=Closed) under its own heading', async () => {
  const { calls } = fakeApi({
    'GET /api/get-donation': (_b, call) =>
      call.query.get('status') === 'Closed'
        ? page([campaign({ donation_id: 'done', title: 'Santunan Ramadhan', status: 'Closed' })])
        : page([campaign()]),
  });
  renderWithProviders(<DonationListPage />, ROUTE);
  await screen.findByRole('link', { name: /Beasiswa Anak Yatim/ });
  expect(screen.getByRole('button', { name: 'Sedang Berjalan' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Selesai' }));
  expect(screen.getByRole('heading', { name: 'Donasi Yang Sudah Selesai' })).toBeInTheDocument();
  await screen.findByRole('link', { name: /Santunan Ramadhan/ });
  expect(screen.getByRole('button', { name: 'Selesai' })).toHaveAttribute('aria-pressed', 'true');
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', limit: '9', draft: 'false', status: 'Closed' });
});

test('an empty list says so', async () => {
  fakeApi({ 'GET /api/get-donation': () => page([]) });
  renderWithProviders(<DonationListPage />, ROUTE);
  await screen.findByText('Saat Ini Belum Ada Donasi Yang Berjalan');
  expect(screen.queryByText(/Halaman \d/)).toBeNull();
});

test('a failing list shows and toasts the error, and can retry', async () => {
  const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  let fail = true;
  fakeApi({ 'GET /api/get-donation': () => (fail ? new Reply(500, { error: 'x' }) : page([campaign()])) });
  renderWithProviders(<DonationListPage />, ROUTE);
  expect(await screen.findByRole('alert')).toHaveTextContent('Server Error While Fetching Donation');
  expect(error).toHaveBeenCalledWith('Server Error While Fetching Donation');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByRole('link', { name: /Beasiswa Anak Yatim/ });
});

test('a broken thumbnail falls back to the placeholder', async () => {
  fakeApi({ 'GET /api/get-donation': () => page([campaign({ thumbnail: 'https://rusak.test/x.png' })]) });
  renderWithProviders(<DonationListPage />, ROUTE);
  const card = await screen.findByRole('link', { name: /Beasiswa Anak Yatim/ });
  const img = card.querySelector('img')!;
  expect(img).toHaveAttribute('src', 'https://rusak.test/x.png');
  fireEvent.error(img);
  await within(card).findByTestId('thumbnail-placeholder');
});
