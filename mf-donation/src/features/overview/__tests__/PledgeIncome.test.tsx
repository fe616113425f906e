import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { callsTo, fakeApi, Reply, renderWithProviders, server, testUser } from '@yayasan/ui/testing';
import { PledgeIncome, PLEDGE_OVERVIEW_FAILED } from '../components/PledgeIncome';
import { PLEDGE_OVERVIEW } from '../../../testing/pledges';

// uPlot draws on a canvas, which the test DOM has not: the data it is given is checked.
const drawn: { data: number[][] }[] = [];
jest.mock('uplot', () =>
  jest.fn().mockImplementation((_opts, data) => {
    drawn.push({ data });
    return { destroy: jest.fn(), setSize: jest.fn() };
  }),
);

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

let clicked: string[] = [];
beforeEach(() => {
  drawn.length = 0;
  clicked = [];
  // The test DOM has no object URLs and does not download: record what the page hands the browser.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const ADMIN = { route: '/dashboard', user: testUser({ username: 'admin', isAdmin: true }) };

test("this month's pledged and arrived income, pledges by state, and the months as a chart and a table", async () => {
  fakeApi({ 'GET /api/admin/pledges/overview': () => PLEDGE_OVERVIEW });
  renderWithProviders(<PledgeIncome />, ADMIN);
  expect(screen.getByRole('heading', { name: 'Donasi Rutin' })).toBeInTheDocument();
  expect(screen.getByTestId('pledge-skeleton')).toBeInTheDocument();

  await screen.findByText('Dijanjikan bulan ini');
  const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
  expect(card('Dijanjikan bulan ini')).toHaveTextContent('Rp 1.200.000');
  expect(card('Masuk bulan ini')).toHaveTextContent('Rp 900.000');
  expect(card('Aktif')).toHaveTextContent('12');
  expect(card('Dijeda')).toHaveTextContent('2');
  expect(card('Berhenti')).toHaveTextContent('1');

  // The chart comes in its own chunk: pledged and arrived, one point per month.
  await waitFor(() => expect(drawn).toHaveLength(1));
  const [x, pledged, arrived] = drawn[0].data;
  expect(x).toHaveLength(24);
  expect(pledged.slice(-3)).toEqual([1_000_000, 1_100_000, 1_200_000]);
  expect(arrived.slice(-3)).toEqual([800_000, 850_000, 900_000]);
  expect(screen.getByText('Dijanjikan', { selector: 'li' })).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'Donasi rutin per bulan' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(24);
  expect(rows.at(-1)).toHaveTextContent('Nov 2026Rp 1.200.000Rp 900.00031');
});

test('"Unduh CSV" downloads the months with the session\'s token', async () => {
  const sent: (string | null)[] = [];
  server.use(
    http.get('*/api/admin/pledges/overview.csv', ({ request }) => {
      sent.push(request.headers.get('authorization'));
      return new HttpResponse('month,pledged,arrived\n2026-11,1200000,900000\n', {
        headers: { 'content-type': 'text/csv' },
      });
    }),
  );
  fakeApi({ 'GET /api/admin/pledges/overview': () => PLEDGE_OVERVIEW });
  renderWithProviders(<PledgeIncome />, ADMIN);
  await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
  await waitFor(() => expect(clicked).toEqual(['donasi-rutin.csv']));
  expect(sent).toEqual(['Bearer test-token']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled());
});

test('no pledges yet: the figures are zero and no chart is drawn', async () => {
  fakeApi({
    'GET /api/admin/pledges/overview': () => ({
      months: PLEDGE_OVERVIEW.months.map((m) => ({ ...m, pledged: 0, arrived: 0, new_pledges: 0, stopped_pledges: 0 })),
      counts: { active: 0, paused: 0, stopped: 0 },
      pledged_this_month: 0,
      arrived_this_month: 0,
    }),
  });
  renderWithProviders(<PledgeIncome />, ADMIN);
  expect(await screen.findByText('Belum ada donasi rutin')).toBeInTheDocument();
  expect(screen.getByText('Dijanjikan bulan ini').closest('div')).toHaveTextContent('Rp 0');
  expect(drawn).toHaveLength(0);
});

test('a failed load says so in its own place and a retry shows the figures', async () => {
  let down = true;
  const { calls } = fakeApi({
    'GET /api/admin/pledges/overview': () => (down ? new Reply(500, { error: 'Terjadi kesalahan' }) : PLEDGE_OVERVIEW),
  });
  renderWithProviders(<PledgeIncome />, ADMIN);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(PLEDGE_OVERVIEW_FAILED);
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByText('Dijanjikan bulan ini')).toBeInTheDocument();
  expect(callsTo(calls, '/api/admin/pledges/overview')).toHaveLength(2);
});
