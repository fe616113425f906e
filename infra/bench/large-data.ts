import {
  HISTORY_LIMIT,
  listCursor,
  PLEDGE_OVERVIEW_PATH,
  PLEDGES_PATH,
  type BlogList,
  type NotificationList,
  type PledgeList,
  type PledgeOverview,
} from '@yayasan/contracts';
import { createDb } from '@yayasan/service-kit';
import { runPledgePass } from '@yayasan/service-donation/maintenance';
import type { EphemeralStack } from '../dev/ephemeral';
import { PLEDGE_PASS_DATE } from '../seed-large/pledges';
import { burst, percentile } from './api';
import { atMost, ms, seconds, type Check, type Section } from './budgets';
import { DEMO_ADMIN } from './context';

/** Calls per endpoint and data set (after a warm-up), in two alternating rounds. */
const REQUESTS = Number(process.env.BENCH_LARGE_REQUESTS ?? 200);
const WARM_UP = 10;
const ROUNDS = 2;
/** The issue's budget: an endpoint on the large data set takes at most twice its demo time (p50). */
export const LARGE_OVER_DEMO_P50 = 2;
/** A page rendered on the server, on the large data set, takes at most 1.5 times its demo time (p50). */
export const LARGE_OVER_DEMO_RENDER_P50 = 1.5;
/** The issue's budget for the pledges' daily pass (50,000 active pledges): it finishes within minutes. */
export const PLEDGE_PASS_MS = 120_000;

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
}

/** What the endpoints of one data set are called with: ids, pages and a signed-in donor and author. */
interface DataSet {
  api: string;
  /** The renderer's address, asked for pages as the gateway asks it. */
  render: string;
  token: string;
  /** An administrator's token (the demo administrator's account exists in both data sets). */
  adminToken: string;
  /** The signed-in donor's pledges, and every pledge of the data set. */
  pledges: { donor: number; all: number };
  blogId: string;
  campaignId: string;
  lastPage: { blogs: number; notifications: number; gallery: number; campaigns: number };
  /** The signed-in donor's counted gifts (the history's length). */
  gifts: number;
  /** The cursor of the last item of the notifications page before the last (none when one page). */
  notificationsBeforeLast?: string;
  /** What our client sends for the middle and last page of the latest articles: the number and the cursor. */
  latestPages: { middle: LatestPage; last: LatestPage };
}

interface LatestPage {
  page: number;
  after?: string;
}

type Request = { path: string; init: RequestInit };
interface Endpoint {
  name: string;
  /** What to call on data set `d`; `demo` is the demo's, for pages both data sets must fill alike. */
  request(d: DataSet, demo: DataSet): Request;
  /** Printed for reference, without the budget: the two answers differ in size, not only in the data behind them. */
  reference?: true;
  /** Printed for reference when the demo data set lacks what the call reads (the reason, else false). */
  referenceUnless?(demo: DataSet): string | false;
  /** A page asked of the renderer (at its address, not the API's), with its own budget. */
  page?: true;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const renderAnew = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
  body: JSON.stringify(body),
});
const get = (token?: string): RequestInit => (token ? { headers: { authorization: `Bearer ${token}` } } : {});
const middle = (last: number) => Math.max(1, Math.ceil(last / 2));

async function call<T>(api: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${api}${path}`, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A page of the latest articles as the articles page asks for it after showing the pages before:
 * with the cursor of the previous page's last card (read once here).
 */
async function latestPageAsFetched(api: string, page: number): Promise<LatestPage> {
  if (page === 1) return { page };
  const { blogs } = await call<BlogList>(api, '/latest-blogs', json({ page: page - 1 }));
  const last = blogs.at(-1);
  return { page, ...(last ? { after: listCursor(last.publishedAt, last._id) } : {}) };
}

/** Reads the data set's sizes through its own API, signed in as the demo user Budi (author and donor). */
async function dataSetOf(stack: EphemeralStack, preferredCampaign: string): Promise<DataSet> {
  const api = `${stack.baseURL}/api`;
  const session = await call<{ access_token: string }>(
    api,
    '/signin',
    json({ email: 'budi@yayasan.test', password: 'Budi12345' }),
  );
  const token = session.access_token;
  const { access_token: adminToken } = await call<{ access_token: string }>(api, '/signin', json(DEMO_ADMIN));
  const { pledges } = await call<PledgeList>(api, PLEDGES_PATH, get(token));
  const { counts } = await call<PledgeOverview>(api, PLEDGE_OVERVIEW_PATH, get(adminToken));
  const { totalDocs: blogs } = await call<{ totalDocs: number }>(api, '/all-latest-blogs-count', json({}));
  const { blogs: first } = await call<{ blogs: { blog_id: string }[] }>(api, '/latest-blogs', json({ page: 1 }));
  const { totalDocs: notifications } = await call<{ totalDocs: number }>(
    api,
    '/all-notifications-count',
    json({ filter: 'all' }, token),
  );
  const gallery = await call<{ totalPages: number }>(api, '/gallery?page=1', {});
  const campaigns = await call<{ totalPages: number; donations: { donation_id: string }[] }>(
    api,
    '/get-donation?page=1',
    {},
  );
  const history = await call<{ total_transactions: number }>(api, '/user/budi/transactions?page=1', get(token));
  const lastNotifications = Math.max(1, Math.ceil(notifications / 10));
  // What the client holds when it asks for the last page: the previous page's last item.
  const beforeLast =
    lastNotifications > 1
      ? await call<NotificationList>(api, '/notifications', json({ page: lastNotifications - 1, filter: 'all' }, token))
      : undefined;
  const lastLoaded = beforeLast?.notifications.at(-1);
  const preferred = await fetch(`${api}/donation/${preferredCampaign}/details`);
  const lastBlogs = Math.max(1, Math.ceil(blogs / 5));
  return {
    api,
    render: stack.renderUrl,
    token,
    adminToken,
    pledges: { donor: pledges.length, all: counts.active + counts.paused + counts.stopped },
    blogId: first[0].blog_id,
    campaignId: preferred.ok ? preferredCampaign : campaigns.donations[0].donation_id,
    lastPage: {
      blogs: lastBlogs,
      notifications: lastNotifications,
      gallery: Math.max(1, gallery.totalPages),
      campaigns: Math.max(1, campaigns.totalPages),
    },
    gifts: history.total_transactions,
    ...(lastLoaded ? { notificationsBeforeLast: listCursor(lastLoaded.createdAt, lastLoaded._id) } : {}),
    latestPages: {
      middle: await latestPageAsFetched(api, middle(lastBlogs)),
      last: await latestPageAsFetched(api, lastBlogs),
    },
  };
}

/** Every list, count, search and detail endpoint, at its first, middle and last page where it pages. */
const ENDPOINTS: Endpoint[] = [
  { name: 'latest-blogs, first page', request: () => ({ path: '/latest-blogs', init: json({ page: 1 }) }) },
  // The middle and last page the way the articles page reaches them: after the previous page's last card.
  ...(['middle', 'last'] as const).map((which): Endpoint => ({
    name: `latest-blogs, ${which} page`,
    request: (d) => ({ path: '/latest-blogs', init: json(d.latestPages[which]) }),
  })),
  // Older clients and links still ask by number only.
  {
    name: 'latest-blogs, last page by number',
    request: (d) => ({ path: '/latest-blogs', init: json({ page: d.lastPage.blogs }) }),
  },
  { name: 'all-latest-blogs-count', request: () => ({ path: '/all-latest-blogs-count', init: json({}) }) },
  { name: 'trending-blogs', request: () => ({ path: '/trending-blogs', init: {} }) },
  { name: 'get-blog', request: (d) => ({ path: '/get-blog', init: json({ blog_id: d.blogId }) }) },
  {
    name: 'search-blogs by a word',
    request: () => ({ path: '/search-blogs', init: json({ query: 'belajar', page: 1 }) }),
  },
  {
    name: 'search-blogs-count by a word',
    request: () => ({ path: '/search-blogs-count', init: json({ query: 'belajar' }) }),
  },
  {
    name: 'search-blogs by tag',
    request: () => ({ path: '/search-blogs', init: json({ tag: 'Pendidikan', page: 1 }) }),
  },
  { name: 'search-users', request: () => ({ path: '/search-users', init: json({ query: 'budi' }) }) },
  { name: 'get-profile of an author', request: () => ({ path: '/get-profile', init: json({ username: 'budi' }) }) },
  ...(['first', 'last'] as const).map((which): Endpoint => ({
    name: `notifications, ${which} page${which === 'last' ? ' by number' : ''}`,
    request: (d) => ({
      path: '/notifications',
      init: json({ page: which === 'first' ? 1 : d.lastPage.notifications, filter: 'all' }, d.token),
    }),
  })),
  {
    // The client's "load more": the page after the last item it holds.
    name: 'notifications, last page after the previous one',
    request: (d) => ({
      path: '/notifications',
      init: json(
        {
          page: d.lastPage.notifications,
          filter: 'all',
          deletedDocCount: 0,
          ...(d.notificationsBeforeLast ? { after: d.notificationsBeforeLast } : {}),
        },
        d.token,
      ),
    }),
  },
  {
    name: 'all-notifications-count',
    request: (d) => ({ path: '/all-notifications-count', init: json({ filter: 'all' }, d.token) }),
  },
  ...(['first', 'last'] as const).map((which): Endpoint => ({
    name: `gallery, ${which} page`,
    request: (d) => ({ path: `/gallery?page=${which === 'first' ? 1 : d.lastPage.gallery}`, init: {} }),
  })),
  ...(['first', 'last'] as const).map((which): Endpoint => ({
    name: `campaign list, ${which} page`,
    request: (d) => ({ path: `/get-donation?page=${which === 'first' ? 1 : d.lastPage.campaigns}`, init: {} }),
  })),
  { name: 'campaign details', request: (d) => ({ path: `/donation/${d.campaignId}/details`, init: {} }) },
  // Pages of as many gifts as the demo donor has made: both data sets answer pages of the same size.
  ...(['first', 'last'] as const).map((which): Endpoint => ({
    name: `donation history, ${which} page`,
    request: (d, demo) => {
      const size = Math.max(1, demo.gifts);
      const page = which === 'first' ? 1 : Math.max(1, Math.ceil(d.gifts / size));
      return { path: `/user/budi/transactions?page=${page}&limit=${size}`, init: get(d.token) };
    },
  })),
  {
    // The site's own request: the demo donor's few gifts against the large donor's first 100 (the cap).
    name: 'donation history as the site asks for it (up to 100 gifts)',
    request: (d) => ({ path: `/user/budi/transactions?page=1&limit=${HISTORY_LIMIT}`, init: get(d.token) }),
    reference: true,
  },
  // The donor's pledges page and the foundation's steady income, under the same budget when the demo
  // data set has pledges to read (else the demo side answers an empty list and the row is a reference).
  {
    name: "pledges, the donor's list",
    request: (d) => ({ path: PLEDGES_PATH, init: get(d.token) }),
    referenceUnless: (demo) => !demo.pledges.donor && 'none: the demo donor has no pledges',
  },
  {
    name: "pledges, the administrators' overview",
    request: (d) => ({ path: PLEDGE_OVERVIEW_PATH, init: get(d.adminToken) }),
    referenceUnless: (demo) => !demo.pledges.all && 'none: the demo data set has no pledges',
  },
  // The pages Lighthouse measures, rendered on the server as the gateway asks for them, each rendered
  // anew (a kept page would not show what the data's size costs).
  ...(
    [
      ['/', () => '/'],
      ['/artikel', () => '/artikel'],
      ['/blog/:blog_id', (d) => `/blog/${d.blogId}`],
      ['/donation', () => '/donation'],
      ['/donation/:id', (d) => `/donation/${d.campaignId}`],
      ['/galeri', () => '/galeri'],
    ] satisfies [string, (d: DataSet) => string][]
  ).map(([pattern, url]): Endpoint => ({
    name: `page ${pattern} rendered on the server`,
    request: (d) => ({ path: '/render', init: renderAnew({ url: url(d), versions: {} }) }),
    page: true,
  })),
];

const summary = (times: number[], errors: number, elapsed: number): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    perSecond: (times.length / elapsed) * 1000,
    errors,
  };
};

const describe = (f: Figures) =>
  `${ms(f.p50)} / ${ms(f.p99)} / ${f.perSecond.toFixed(0)}${f.errors ? ` (${f.errors} errors)` : ''}`;

/**
 * The same endpoints through the gateways of two stacks, one on the demo data and one on the large
 * data set, in alternating rounds so that a busy moment on the machine weighs on both alike. Each
 * row: p50 / p99 / req/s on both, the p50 ratio, and the budget (large ÷ demo p50 ≤ 2).
 */
export async function demoVersusLarge(demo: EphemeralStack, large: EphemeralStack): Promise<Section[]> {
  const sets = { demo: await dataSetOf(demo, ''), large: await dataSetOf(large, 'kampanye-1') };
  const checks: Check[] = [];
  for (const endpoint of ENDPOINTS) {
    const runs = {
      demo: { times: new Array<number>(), errors: 0, elapsed: 0 },
      large: { times: new Array<number>(), errors: 0, elapsed: 0 },
    };
    const urlOf = (which: 'demo' | 'large', path: string) =>
      `${endpoint.page ? sets[which].render : sets[which].api}${path}`;
    for (const which of ['demo', 'large'] as const) {
      const { path, init } = endpoint.request(sets[which], sets.demo);
      await burst(urlOf(which, path), init, WARM_UP);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of ['demo', 'large'] as const) {
        const { path, init } = endpoint.request(sets[which], sets.demo);
        const { times, errors, elapsed } = await burst(urlOf(which, path), init, REQUESTS / ROUNDS);
        runs[which].times.push(...times);
        runs[which].errors += errors;
        runs[which].elapsed += elapsed;
      }
    }
    const d = summary(runs.demo.times, runs.demo.errors, runs.demo.elapsed);
    const l = summary(runs.large.times, runs.large.errors, runs.large.elapsed);
    const ratio = l.p50 / d.p50;
    const limit = endpoint.page ? LARGE_OVER_DEMO_RENDER_P50 : LARGE_OVER_DEMO_P50;
    const reference = endpoint.reference ? 'none: answers of different sizes' : endpoint.referenceUnless?.(sets.demo);
    checks.push({
      name: endpoint.name,
      budget: reference || `large ÷ demo p50 ≤ ${limit}`,
      figure: `demo ${describe(d)} | large ${describe(l)} | ×${ratio.toFixed(2)}`,
      pass: reference ? null : ratio <= limit && !l.errors && !d.errors,
    });
  }
  return [
    {
      title: `Demo vs large data through the gateway (pages: at the renderer), ${REQUESTS} requests each, 10 concurrent (p50 / p99 / req/s)`,
      checks,
    },
  ];
}

class Rollback extends Error {}

/**
 * The pledges' daily pass (the job's own function) once on the large data set, on a pledge day just
 * after the data set's history: it closes last month, opens this month's due pledges and queues their
 * reminders. Timed inside a transaction that is rolled back, so every bench run finds the same work
 * and the data set stays as seeded. A pass that found nothing to do fails: its time would say nothing.
 */
export async function reminderPassOnLargeData(databaseUrl: string, now = PLEDGE_PASS_DATE): Promise<Section[]> {
  const db = createDb(databaseUrl, { min: 1, max: 1 });
  let done: Awaited<ReturnType<typeof runPledgePass>> | undefined;
  let elapsed = 0;
  try {
    const active = Number(
      ((await db('pledges').where('state', 'active').count({ n: '*' }).first()) as { n: number | string }).n,
    );
    await db
      .transaction(async (trx) => {
        const started = performance.now();
        done = await runPledgePass(trx, now);
        elapsed = performance.now() - started;
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });
    const result = done as NonNullable<typeof done>;
    const worked = result.opened > 0 && result.first > 0;
    const check = atMost(
      `daily pass on ${now.toISOString().slice(0, 10)}, ${active} active pledges`,
      elapsed,
      PLEDGE_PASS_MS,
      seconds,
    );
    return [
      {
        title: "The pledges' daily pass on the large data set (the job's function, once, rolled back)",
        checks: [
          { ...check, pass: check.pass && worked },
          {
            name: 'work done by the pass',
            budget: 'months opened and reminders sent',
            figure: `${result.opened} months opened, ${result.missed} missed, ${result.paid} paid, ${result.first} first and ${result.second} second reminders, ${result.campaignEnded} paused for an ended campaign`,
            pass: worked,
          },
        ],
      },
    ];
  } finally {
    await db.destroy();
  }
}
