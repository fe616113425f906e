import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CampaignSearch } from '@yayasan/contracts';
import { callsTo, fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import { CAMPAIGN_RESULTS_HEADING, MORE_CAMPAIGNS_LABEL } from '../components/CampaignResults';
import SearchPage from '../pages/SearchPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const campaign = (id: string, title: string, over: Partial<Campaign> = {}): Campaign => ({
  donation_id: id,
  title,
  description: 'Paket sembako untuk keluarga santri dan warga sekitar pondok',
  content: 'Isi kampanye',
  thumbnail: 'https://yayasan.test/media/demo/photo-1.png',
  target_amount: 10_000_000,
  total_collected: 2_500_000,
  percentage_collected: 25,
  remaining_amount: 7_500_000,
  status: 'Open',
  draft: false,
  created_at: '2026-01-05T03:00:00.000Z',
  expiry_time: '2099-12-31T23:59:59.999Z',
  ...over,
});
const found = (donations: Campaign[], over: Partial<CampaignSearch> = {}): CampaignSearch => ({
  donations,
  currentPage: 1,
  totalPages: donations.length ? 1 : 0,
  totalDonations: donations.length,
  ...over,
});

const articles = {
  '/api/search-blogs': () => ({ blogs: [blogCard({ title: 'Laporan Sembako' })] }),
  '/api/search-blogs-count': () => ({ totalDocs: 1 }),
  '/api/search-users': () => ({ users: [] }),
};

const render = (query: string) =>
  renderWithProviders(<SearchPage />, { route: `/search/${encodeURIComponent(query)}`, path: '/search/:query' });

const campaignSection = () => screen.getByRole('region', { name: CAMPAIGN_RESULTS_HEADING });

test('running campaigns the search finds sit above the articles, each a card to its page', async () => {
  const { calls } = fakeApi({
    ...articles,
    '/api/search-donations': () => found([campaign('paket-sembako', 'Paket Sembako Ramadan')]),
  });
  render('sembako');
  const card = await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(card).toHaveAttribute('href', '/donation/detail/paket-sembako');
  expect(within(card).getByRole('progressbar', { name: 'Progress Paket Sembako Ramadan' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(card).toHaveTextContent('Rp 2.500.000');
  const [search] = callsTo(calls, '/api/search-donations');
  expect(Object.fromEntries(search.query)).toEqual({ query: 'sembako', page: '1', limit: '4' });
  // The campaigns come first in the page's order, the articles after them.
  const article = await screen.findByText('Laporan Sembako');
  expect(campaignSection().compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('no campaign found: no campaign section, and the articles as before', async () => {
  fakeApi({ ...articles, '/api/search-donations': () => found([]) });
  render('laporan');
  await screen.findByText('Laporan Sembako');
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('region', { name: CAMPAIGN_RESULTS_HEADING })).toBeNull();
  expect(screen.queryByRole('heading', { name: CAMPAIGN_RESULTS_HEADING })).toBeNull();
});

test('while campaigns load, their section shows a spinner', async () => {
  let answer: (value: CampaignSearch) => void = () => {};
  fakeApi({
    ...articles,
    '/api/search-donations': () => new Promise<CampaignSearch>((resolve) => (answer = resolve)),
  });
  render('sembako');
  expect(await within(campaignSection()).findByRole('status')).toBeInTheDocument();
  answer(found([campaign('paket-sembako', 'Paket Sembako Ramadan')]));
  await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(within(campaignSection()).queryByRole('status')).toBeNull();
});

test('a campaign outage shows a retry in its section only; the articles stay; the retry shows the campaigns', async () => {
  let down = true;
  fakeApi({
    ...articles,
    '/api/search-donations': () =>
      down
        ? new Reply(503, { error: 'Layanan sedang tidak tersedia' })
        : found([campaign('paket-sembako', 'Paket Sembako Ramadan')]),
  });
  render('sembako');
  const alert = await within(campaignSection()).findByRole('alert');
  expect(alert).toHaveTextContent('Gagal memuat daftar donasi, coba lagi.');
  expect(await screen.findByText('Laporan Sembako')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(within(campaignSection()).queryByRole('alert')).toBeNull();
});

test('more campaigns than a page: the next page is appended on request', async () => {
  const { calls } = fakeApi({
    ...articles,
    '/api/search-donations': (_body, call) =>
      call.query.get('page') === '1'
        ? found([campaign('satu', 'Sembako Satu')], { totalPages: 2, totalDonations: 2 })
        : found([campaign('dua', 'Sembako Dua')], { currentPage: 2, totalPages: 2, totalDonations: 2 }),
  });
  render('sembako');
  await screen.findByRole('link', { name: /Sembako Satu/ });
  await userEvent.click(screen.getByRole('button', { name: MORE_CAMPAIGNS_LABEL }));
  await screen.findByRole('link', { name: /Sembako Dua/ });
  expect(screen.getByRole('link', { name: /Sembako Satu/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: MORE_CAMPAIGNS_LABEL })).toBeNull();
  expect(callsTo(calls, '/api/search-donations').map((c) => c.query.get('page'))).toEqual(['1', '2']);
});
