import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DonationHistory, DonationOverview, OverviewDonation } from '@yayasan/contracts';
import { liveNotificationArrived } from '@yayasan/store';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import OverviewPage from '../pages/OverviewPage';
import { PLEDGE_OVERVIEW } from '../../../testing/pledges';

// uPlot draws on a canvas, which the test DOM has not: the data and options it is given are checked.
const drawn: { opts: { scales: { y: { range: () => [number, number] } } }; data: number[][] }[] = [];
jest.mock('uplot', () =>
  jest.fn().mockImplementation((opts, data) => {
    drawn.push({ opts, data });
    return { destroy: jest.fn(), setSize: jest.fn() };
  }),
);

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => (drawn.length = 0));

const days = Array.from({ length: 90 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 1) + i * 86_400_000).toISOString().slice(0, 10),
);
const months = Array.from(
  { length: 24 },
  (_, i) => `${2024 + Math.floor((i + 11) / 12)}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
);
const spread = (n: number, at: number, value: number) => Array.from({ length: n }, (_, i) => (i === at ? value : 0));

const gift = (over: Partial<OverviewDonation>): OverviewDonation => ({
  order_id: 'ORDER-1',
  donation_id: 'sumur-bersih',
  title: 'Sumur Bersih',
  donor_name: 'Budi',
  anonymous: false,
  amount: 150_000,
  channel: 'online',
  method: 'Virtual Account BCA',
  settled_at: '2026-11-27T03:04:05.000Z',
  ...over,
});

const OVERVIEW: DonationOverview = {
  today: '2026-11-29',
  periods: {
    today: {
      current: { from: '2026-11-29', to: '2026-11-29', amount: 300_000, count: 2 },
      previous: { from: '2026-11-28', to: '2026-11-28', amount: 200_000, count: 1 },
    },
    month: {
      current: { from: '2026-11-01', to: '2026-11-29', amount: 900_000, count: 5 },
      previous: { from: '2026-10-01', to: '2026-10-29', amount: 1_200_000, count: 6 },
    },
    year: {
      current: { from: '2026-01-01', to: '2026-11-29', amount: 5_000_000, count: 20 },
      previous: { from: '2025-01-01', to: '2025-11-29', amount: 0, count: 0 },
    },
  },
  campaigns: [
    {
      donation_id: 'sumur-bersih',
      title: 'Sumur Bersih',
      target_amount: 10_000_000,
      total_collected: 2_500_000,
      percentage_collected: 25,
      donor_count: 12,
      expiry_time: '2026-12-02T23:59:59.999Z',
      days_left: 4,
      ending_soon: true,
    },
    {
      donation_id: 'beasiswa',
      title: 'Beasiswa Santri',
      target_amount: 20_000_000,
      total_collected: 0,
      percentage_collected: 0,
      donor_count: 0,
      expiry_time: '2027-02-01T23:59:59.999Z',
      days_left: 65,
      ending_soon: false,
    },
  ],
  latest: [
    gift({}),
    gift({ order_id: 'OFF-1', channel: 'offline', method: 'Luring: Tunai', donor_name: 'Hamba Allah', amount: 50_000 }),
  ],
  daily: {
    buckets: days,
    totals: spread(90, 89, 300_000),
    by_campaign: [{ key: 'sumur-bersih', label: 'Sumur Bersih', values: spread(90, 89, 300_000) }],
    by_method: [
      { key: 'bank_transfer', label: 'Virtual Account', values: spread(90, 89, 250_000) },
      { key: 'luring-cash', label: 'Luring: Tunai', values: spread(90, 89, 50_000) },
    ],
  },
  monthly: {
    buckets: months,
    totals: spread(24, 23, 900_000),
    by_campaign: [{ key: 'sumur-bersih', label: 'Sumur Bersih', values: spread(24, 23, 900_000) }],
    by_method: [{ key: 'bank_transfer', label: 'Virtual Account', values: spread(24, 23, 900_000) }],
  },
};

const ADMIN = { route: '/dashboard', path: '/dashboard', user: testUser({ username: 'admin', isAdmin: true }) };

test('an administrator sees the periods against the ones before, the latest gifts and the running campaigns', async () => {
  const { calls } = fakeApi({ 'GET /api/admin/overview': () => OVERVIEW });
  renderWithProviders(<OverviewPage />, ADMIN);
  expect(screen.getByTestId('stat-skeleton')).toBeInTheDocument();

  const today = await screen.findByTestId('stat-today');
  expect(today).toHaveTextContent('Rp 300.000');
  expect(today).toHaveTextContent('2 donasi');
  expect(today).toHaveTextContent('Naik 50% dari kemarin');
  expect(screen.getByTestId('stat-month')).toHaveTextContent('Turun 25% dari bulan lalu');
  expect(screen.getByTestId('stat-year')).toHaveTextContent('Naik dari Rp 0 tahun lalu');
  expect(callsTo(calls, '/api/admin/overview')).toHaveLength(1);

  const latest = within(screen.getByTestId('latest-donations')).getAllByRole('listitem');
  expect(latest.map((li) => li.getAttribute('data-order-id'))).toEqual(['ORDER-1', 'OFF-1']);
  expect(latest[1]).toHaveTextContent('Luring · Luring: Tunai');

  const table = screen.getByRole('table', { name: 'Kampanye berjalan' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Sumur Bersih');
  expect(rows[0]).toHaveTextContent('Segera berakhir');
  expect(rows[0]).toHaveTextContent('Rp 2.500.000');
  expect(rows[0]).toHaveTextContent('25%');
  expect(rows[0]).toHaveTextContent('4 hari lagi');
  expect(screen.getByTestId('ending-soon')).toHaveTextContent('1 kampanye berakhir dalam 7 hari');
});

test("an administrator's overview has the steady income of monthly pledges", async () => {
  fakeApi({
    'GET /api/admin/overview': () => OVERVIEW,
    'GET /api/admin/pledges/overview': () => PLEDGE_OVERVIEW,
  });
  renderWithProviders(<OverviewPage />, ADMIN);
  const section = await screen.findByRole('region', { name: 'Donasi Rutin' });
  expect(await within(section).findByText('Dijanjikan bulan ini')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Unduh CSV' })).toBeInTheDocument();
});

test('each chart is drawn from 0 by campaign or by method, with its figures in a table', async () => {
  fakeApi({ 'GET /api/admin/overview': () => OVERVIEW });
  renderWithProviders(<OverviewPage />, ADMIN);
  const daily = await screen.findByRole('region', { name: 'Donasi per hari, 90 hari terakhir' });
  await waitFor(() => expect(drawn).toHaveLength(2));
  expect(drawn[0].data).toHaveLength(2);
  expect(drawn[0].data[1].at(-1)).toBe(300_000);
  expect(drawn[0].opts.scales.y.range()[0]).toBe(0);

  await userEvent.click(within(daily).getByRole('radio', { name: 'Per metode pembayaran' }));
  await waitFor(() => expect(drawn.at(-1)!.data).toHaveLength(3));

  const dailyTable = within(daily).getByRole('table', { name: /per metode pembayaran/ });
  expect(
    within(dailyTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Tanggal', 'Virtual Account', 'Luring: Tunai', 'Jumlah']);
  expect(within(dailyTable).getAllByRole('row').at(-1)).toHaveTextContent('Rp 250.000Rp 50.000Rp 300.000');
});

test('empty figures say so instead of drawing nothing', async () => {
  const zero = (chart: DonationOverview['daily']) => ({
    ...chart,
    totals: chart.totals.map(() => 0),
    by_campaign: [],
    by_method: [],
  });
  fakeApi({
    'GET /api/admin/overview': () => ({
      ...OVERVIEW,
      campaigns: [],
      latest: [],
      daily: zero(OVERVIEW.daily),
      monthly: zero(OVERVIEW.monthly),
    }),
  });
  renderWithProviders(<OverviewPage />, ADMIN);
  expect(await screen.findByText('Belum ada donasi yang masuk')).toBeInTheDocument();
  expect(screen.getByText('Tidak ada kampanye yang sedang berjalan')).toBeInTheDocument();
  expect(screen.getAllByText('Belum ada donasi pada rentang ini')).toHaveLength(2);
  expect(drawn).toHaveLength(0);
});

const withNewGift = () => ({
  ...OVERVIEW,
  latest: [gift({ order_id: 'ORDER-NEW', donor_name: 'Siti', amount: 75_000 }), ...OVERVIEW.latest],
});

test('a donation settled while the page is open appears as its notification arrives, without a reload', async () => {
  let answer = OVERVIEW;
  fakeApi({ 'GET /api/admin/overview': () => answer });
  const { store } = renderWithProviders(<OverviewPage />, ADMIN);
  await screen.findByTestId('latest-donations');
  answer = withNewGift();
  // What the shell does when the notification stream says a notification arrived.
  act(() => void store.dispatch(liveNotificationArrived()));
  expect(await screen.findByText('Siti')).toBeInTheDocument();
});

test('without notifications, the page still asks again while it is on screen', async () => {
  let answer = OVERVIEW;
  fakeApi({ 'GET /api/admin/overview': () => answer });
  renderWithProviders(<OverviewPage pollMs={50} />, ADMIN);
  await screen.findByTestId('latest-donations');
  answer = withNewGift();
  expect(await screen.findByText('Siti')).toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  let failing = true;
  fakeApi({ 'GET /api/admin/overview': () => (failing ? new Reply(500, { error: 'x' }) : OVERVIEW) });
  renderWithProviders(<OverviewPage />, ADMIN);
  const retry = await screen.findByRole('button', { name: /coba lagi/i });
  failing = false;
  await userEvent.click(retry);
  expect(await screen.findByTestId('stat-today')).toBeInTheDocument();
});

describe('a member', () => {
  const HISTORY: DonationHistory = {
    transactions: [
      {
        title: 'Sumur Bersih',
        donation_id: 'sumur-bersih',
        donors: [
          {
            transaction_id: 'trx-1',
            order_id: 'o-1',
            donation_amount: 25_000,
            donation_date: '2026-11-01T01:00:00.000Z',
            payment_method: 'bca',
            anonymous: false,
            name: 'Budi',
          },
        ],
      },
    ],
    total_amount: 25_000,
    total_transactions: 1,
    currentPage: 1,
    totalPages: 1,
  };
  const MEMBER = { route: '/dashboard', path: '/dashboard', user: testUser() };

  test('sees their own totals and latest donations, never the foundation overview', async () => {
    const { calls } = fakeApi({ 'GET /api/user/budi/transactions': () => HISTORY });
    renderWithProviders(<OverviewPage />, MEMBER);
    expect(await screen.findByTestId('member-total')).toHaveTextContent('Rp 25.000');
    expect(screen.getByTestId('member-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Bukti donasi' })).toHaveAttribute(
      'href',
      '/dashboard/riwayat-donasi/trx-1',
    );
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual(['/api/user/budi/transactions?page=1&limit=5']);
  });

  test('with no donations yet is shown the running campaigns', async () => {
    fakeApi({
      'GET /api/user/budi/transactions': () => ({
        ...HISTORY,
        transactions: [],
        total_amount: 0,
        total_transactions: 0,
      }),
    });
    renderWithProviders(<OverviewPage />, MEMBER);
    expect(await screen.findByText(/Anda belum berdonasi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat kampanye yang berjalan' })).toHaveAttribute('href', '/donation');
  });

  test("sees what the shell puts in the page (the blog's summary of their articles) below their donations", async () => {
    fakeApi({ 'GET /api/user/budi/transactions': () => HISTORY });
    renderWithProviders(
      <OverviewPage>
        <section aria-label="Artikel Anda">Ringkasan artikel</section>
      </OverviewPage>,
      MEMBER,
    );
    const donations = await screen.findByRole('region', { name: 'Donasi terakhir Anda' });
    const articles = screen.getByRole('region', { name: 'Artikel Anda' });
    expect(articles).toHaveTextContent('Ringkasan artikel');
    expect(donations.compareDocumentPosition(articles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
