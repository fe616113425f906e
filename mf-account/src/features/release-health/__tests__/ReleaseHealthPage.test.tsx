import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_NAMES, type ReleaseHealth, type RemoteHealth } from '@yayasan/contracts';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import ReleaseHealthPage, { RELEASE_HEALTH_TEXT } from '../pages/ReleaseHealthPage';
import { alignedSeries, versionSummary } from '../components/health-figures';

// uPlot draws on a canvas, which the test DOM has not: what it is given is what is checked.
const drawn: { opts: { series: { label?: string }[]; plugins: unknown[] }; data: (number | null)[][] }[] = [];
jest.mock('uplot', () => {
  const chart = jest.fn().mockImplementation((opts, data) => {
    drawn.push({ opts, data });
    return { destroy: jest.fn(), setSize: jest.fn() };
  });
  return Object.assign(chart, { tzDate: (d: Date) => d, pxRatio: 1 });
});

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => (drawn.length = 0));

const T0 = Date.parse('2026-11-28T01:00:00Z');
const MINUTE = 60_000;
const point = (minutes: number, over = {}) => ({
  t: T0 + minutes * MINUTE,
  pageViews: 10,
  errorRate: 0,
  loadFailureRate: 0,
  p75Lcp: 1800,
  p75Inp: 120,
  ...over,
});
const quiet = (remote: RemoteHealth['remote']): RemoteHealth => ({
  remote,
  live: null,
  canary: null,
  versions: [{ version: 'build', state: 'build', points: [] }],
  decisions: [],
});
const gallery: RemoteHealth = {
  remote: 'gallery',
  live: 'g-live',
  canary: { version: 'g-next', percent: 20 },
  versions: [
    { version: 'g-next', state: 'canary', points: [] },
    { version: 'g-live', state: 'live', points: [point(0), point(5, { p75Lcp: 2100, p75Inp: null })] },
    { version: 'g-bad', state: 'previous', points: [point(5, { pageViews: 4, errorRate: 0.5 })] },
  ],
  decisions: [
    {
      at: '2026-11-28T01:07:00.000Z',
      version: 'g-bad',
      decision: 'rollback',
      summary: 'the canary is worse than stable: error rate 50.00% against 0.00%',
    },
  ],
};
const health = (remotes: RemoteHealth[]): ReleaseHealth => ({
  from: T0,
  to: T0 + 6 * 60 * MINUTE,
  bucketMinutes: 5,
  remotes,
});
const admin = { user: testUser({ isAdmin: true }) };

test('shows per remote what it serves, its versions with their figures and curves, and the verdicts', async () => {
  const { calls } = fakeApi({
    '/api/admin/release-health': () => health([quiet('blog'), quiet('donation'), gallery, quiet('account')]),
  });
  renderWithProviders(<ReleaseHealthPage />, admin);

  const card = await screen.findByRole('region', { name: 'Galeri (gallery)' });
  expect(within(card).getByText('g-live', { selector: 'dd' })).toBeInTheDocument();
  expect(within(card).getByText('g-next (20%)')).toBeInTheDocument();
  const rows = within(card).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent?.trim())).toEqual([
    'g-next (canary)0————',
    'g-live (live)200%0%2.100 ms120 ms',
    'g-bad (sebelumnya)450%0%1.800 ms120 ms',
  ]);
  const verdict = within(card).getByRole('listitem');
  expect(verdict).toHaveTextContent('Dikembalikan g-bad');
  expect(verdict).toHaveTextContent('error rate 50.00%');
  expect(within(verdict).getByText(/2026/).getAttribute('datetime')).toBe('2026-11-28T01:07:00.000Z');

  // Four charts, each a line per version on the shared buckets, with the verdict marked.
  await waitFor(() => expect(drawn).toHaveLength(4));
  expect(drawn[0].opts.series.slice(1).map((s) => s.label)).toEqual(['g-next', 'g-live', 'g-bad']);
  expect(drawn[0].data).toEqual([
    [T0 / 1000, T0 / 1000 + 300],
    [null, null],
    [0, 0],
    [null, 0.5],
  ]);
  expect(drawn[0].opts.plugins).toHaveLength(1);
  expect(screen.getByTestId('chart-p75Inp')).toHaveAttribute('aria-hidden', 'true');

  // A remote nobody reported yet says so instead of drawing empty charts.
  const blog = screen.getByRole('region', { name: 'Artikel (blog)' });
  expect(within(blog).getByText(RELEASE_HEALTH_TEXT.empty)).toBeInTheDocument();
  expect(within(blog).getByText(RELEASE_HEALTH_TEXT.noDecisions)).toBeInTheDocument();
  expect(calls.map((c) => [c.path, c.query.get('hours'), c.authorization])).toEqual([
    ['/api/admin/release-health', '6', 'Bearer test-token'],
  ]);

  // Another span is asked of the gateway.
  await userEvent.selectOptions(screen.getByLabelText(RELEASE_HEALTH_TEXT.span), '24');
  await waitFor(() => expect(calls.at(-1)!.query.get('hours')).toBe('24'));
});

test('says so when no visitor reported anything yet', async () => {
  fakeApi({
    '/api/admin/release-health': () => health(REMOTE_NAMES.map(quiet)),
  });
  renderWithProviders(<ReleaseHealthPage />, admin);
  const statuses = await screen.findAllByText(RELEASE_HEALTH_TEXT.empty);
  expect(statuses[0]).toHaveAttribute('role', 'status');
  expect(drawn).toHaveLength(0);
});

test('an outage shows the error with a retry, then the page', async () => {
  let down = true;
  fakeApi({
    '/api/admin/release-health': () =>
      down ? new Reply(503, { error: 'Layanan sedang tidak tersedia, coba lagi nanti' }) : health([gallery]),
  });
  renderWithProviders(<ReleaseHealthPage />, admin);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`${RELEASE_HEALTH_TEXT.loadError}: Layanan sedang tidak tersedia, coba lagi nanti`);
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByRole('region', { name: 'Galeri (gallery)' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a member is told what the gateway answers', async () => {
  fakeApi({ '/api/admin/release-health': new Reply(403, { error: 'Hanya admin yang dapat melakukan ini' }) });
  renderWithProviders(<ReleaseHealthPage />, { user: testUser() });
  expect(await screen.findByRole('alert')).toHaveTextContent('Hanya admin yang dapat melakukan ini');
});

describe('the figures behind the charts', () => {
  it('puts every version on the buckets any of them has, a gap where one had no views', () => {
    expect(alignedSeries(gallery.versions, 'pageViews')).toEqual([
      [T0 / 1000, T0 / 1000 + 300],
      [null, null],
      [10, 10],
      [null, 4],
    ]);
  });

  it("sums a version's views and failing views, and keeps its latest p75s", () => {
    expect(versionSummary(gallery.versions[1])).toEqual({
      pageViews: 20,
      errorRate: 0,
      loadFailureRate: 0,
      p75Lcp: 2100,
      p75Inp: 120,
    });
    expect(versionSummary(gallery.versions[0])).toMatchObject({ pageViews: 0, errorRate: null, p75Lcp: null });
  });
});
