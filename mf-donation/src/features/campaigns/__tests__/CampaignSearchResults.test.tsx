import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignSearch } from '@yayasan/contracts';
import { callsTo, fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import CampaignSearchResults, {
  CAMPAIGN_RESULTS_HEADING,
  MORE_CAMPAIGNS_LABEL,
} from '../components/CampaignSearchResults';
import { campaign, page } from '../../../testing/campaigns';

afterEach(() => jest.restoreAllMocks());

const sembako = campaign({
  donation_id: 'paket-sembako',
  title: 'Paket Sembako Ramadan',
  description: 'Paket sembako untuk keluarga santri dan warga sekitar pondok',
  target_amount: 10_000_000,
  total_collected: 2_500_000,
  percentage_collected: 25,
  remaining_amount: 7_500_000,
});
const found = (...donations: ReturnType<typeof campaign>[]): CampaignSearch => page(donations);

const section = () => screen.getByRole('region', { name: CAMPAIGN_RESULTS_HEADING });

test('each running campaign the search finds is a card to its page, under its own heading', async () => {
  const { calls } = fakeApi({ 'GET /api/search-donations': () => found(sembako) });
  renderWithProviders(<CampaignSearchResults query="sembako" />);
  const card = await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent(CAMPAIGN_RESULTS_HEADING);
  expect(card).toHaveAttribute('href', '/donation/detail/paket-sembako');
  expect(card).toHaveAttribute('data-testid', 'campaign-card');
  expect(within(card).getByRole('progressbar', { name: 'Progress Paket Sembako Ramadan' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(card).toHaveTextContent('Rp 2.500.000');
  expect(card).toHaveTextContent('Paket sembako untuk keluarga santri');
  const [search] = callsTo(calls, '/api/search-donations');
  expect(Object.fromEntries(search.query)).toEqual({ query: 'sembako', page: '1', limit: '4' });
});

test('no campaign found: the loading section goes and leaves nothing', async () => {
  let answer: (value: CampaignSearch) => void = () => {};
  fakeApi({ 'GET /api/search-donations': () => new Promise<CampaignSearch>((resolve) => (answer = resolve)) });
  const { container } = renderWithProviders(<CampaignSearchResults query="laporan" />);
  await within(section()).findByRole('status');
  answer(found());
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});

test('a blank query asks nothing and shows nothing', () => {
  const { calls } = fakeApi({ 'GET /api/search-donations': () => found(sembako) });
  const { container } = renderWithProviders(<CampaignSearchResults query="  " />);
  expect(container).toBeEmptyDOMElement();
  expect(calls).toHaveLength(0);
});

test('while campaigns load, their section shows a spinner', async () => {
  let answer: (value: CampaignSearch) => void = () => {};
  fakeApi({ 'GET /api/search-donations': () => new Promise<CampaignSearch>((resolve) => (answer = resolve)) });
  renderWithProviders(<CampaignSearchResults query="sembako" />);
  expect(await within(section()).findByRole('status')).toBeInTheDocument();
  answer(found(sembako));
  await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(within(section()).queryByRole('status')).toBeNull();
});

test('an outage shows a retry in the section; the retry shows the campaigns', async () => {
  let down = true;
  fakeApi({
    'GET /api/search-donations': () =>
      down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : found(sembako),
  });
  renderWithProviders(<CampaignSearchResults query="sembako" />);
  const alert = await within(section()).findByRole('alert');
  expect(alert).toHaveTextContent('Gagal memuat daftar donasi, coba lagi.');
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByRole('link', { name: /Paket Sembako Ramadan/ });
  expect(within(section()).queryByRole('alert')).toBeNull();
});

test('more campaigns than a page: the next page is appended on request', async () => {
  const { calls } = fakeApi({
    'GET /api/search-donations': (_body, call) =>
      call.query.get('page') === '1'
        ? page([campaign({ donation_id: 'satu', title: 'Sembako Satu' })], { totalPages: 2, totalDonations: 2 })
        : page([campaign({ donation_id: 'dua', title: 'Sembako Dua' })], {
            currentPage: 2,
            totalPages: 2,
            totalDonations: 2,
          }),
  });
  renderWithProviders(<CampaignSearchResults query="sembako" />);
  await screen.findByRole('link', { name: /Sembako Satu/ });
  await userEvent.click(screen.getByRole('button', { name: MORE_CAMPAIGNS_LABEL }));
  await screen.findByRole('link', { name: /Sembako Dua/ });
  expect(screen.getByRole('link', { name: /Sembako Satu/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: MORE_CAMPAIGNS_LABEL })).toBeNull();
  expect(callsTo(calls, '/api/search-donations').map((c) => c.query.get('page'))).toEqual(['1', '2']);
});
