import type { EphemeralStack } from '../dev/ephemeral';
import { burst, percentile } from './api';
import { ms, type Check, type Section } from './budgets';

/** Calls per endpoint and data set (after a warm-up), in two alternating rounds. */
const REQUESTS = Number(process.env.BENCH_LARGE_REQUESTS ?? 200);
const WARM_UP = 10;
const ROUNDS = 2;
/** The issue's budget: an endpoint on the large data set takes at most twice its demo time (p50). */
export const LARGE_OVER_DEMO_P50 = 2;

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
}

/** What the endpoints of one data set are called with: ids, pages and a signed-in donor and author. */
interface DataSet {
  api: string;
  token: string;
  blogId: string;
  campaignId: string;
  lastPage: { blogs: number; notifications: number; gallery: number; campaigns: number; history: number };
}

type Request = { path: string; init: RequestInit };
interface Endpoint {
  name: string;
  request(d: DataSet): Request;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const get = (token?: string): RequestInit => (token ? { headers: { authorization: `Bearer ${token}` } } : {});
const middle = (last: number) => Math.max(1, Math.ceil(last / 2));

async function call<T>(api: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${api}${path}`, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
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
  const history = await call<{ totalPages: number }>(api, '/user/budi/transactions?page=1', get(token));
  const preferred = await fetch(`${api}/donation/${preferredCampaign}/details`);
  return {
    api,
    token,
    blogId: first[0].blog_id,
    campaignId: preferred.ok ? preferredCampaign : campaigns.donations[0].donation_id,
    lastPage: {
      blogs: Math.max(1, Math.ceil(blogs / 5)),
      notifications: Math.max(1, Math.ceil(notifications / 10)),
      gallery: Math.max(1, gallery.totalPages),
      campaigns: Math.max(1, campaigns.totalPages),
      history: Math.max(1, history.totalPages),
    },
  };
}

/** Every list, count, search and detail endpoint, at its first, middle and last page where it pages. */
const ENDPOINTS: Endpoint[] = [
  ...(['first', 'middle', 'last'] as const).map((which): Endpoint => ({
    name: `latest-blogs, ${which} page`,
    request: (d) => {
      const last = d.lastPage.blogs;
      return { path: '/latest-blogs', init: json({ page: { first: 1, middle: middle(last), last }[which] }) };
    },
  })),
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
    name: `notifications, ${which} page`,
    request: (d) => ({
      path: '/notifications',
      init: json({ page: which === 'first' ? 1 : d.lastPage.notifications, filter: 'all' }, d.token),
    }),
  })),
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
  ...(['first', 'last'] as const).map((which): Endpoint => ({
    name: `donation history, ${which} page`,
    request: (d) => ({
      path: `/user/budi/transactions?page=${which === 'first' ? 1 : d.lastPage.history}`,
      init: get(d.token),
    }),
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
      demo: { times: [] as number[], errors: 0, elapsed: 0 },
      large: { times: [] as number[], errors: 0, elapsed: 0 },
    };
    for (const which of ['demo', 'large'] as const) {
      const { path, init } = endpoint.request(sets[which]);
      await burst(`${sets[which].api}${path}`, init, WARM_UP);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of ['demo', 'large'] as const) {
        const { path, init } = endpoint.request(sets[which]);
        const { times, errors, elapsed } = await burst(`${sets[which].api}${path}`, init, REQUESTS / ROUNDS);
        runs[which].times.push(...times);
        runs[which].errors += errors;
        runs[which].elapsed += elapsed;
      }
    }
    const d = summary(runs.demo.times, runs.demo.errors, runs.demo.elapsed);
    const l = summary(runs.large.times, runs.large.errors, runs.large.elapsed);
    const ratio = l.p50 / d.p50;
    checks.push({
      name: endpoint.name,
      budget: `large ÷ demo p50 ≤ ${LARGE_OVER_DEMO_P50}`,
      figure: `demo ${describe(d)} | large ${describe(l)} | ×${ratio.toFixed(2)}`,
      pass: ratio <= LARGE_OVER_DEMO_P50 && !l.errors && !d.errors,
    });
  }
  return [
    {
      title: `Demo vs large data through the gateway, ${REQUESTS} requests each, 10 concurrent (p50 / p99 / req/s)`,
      checks,
    },
  ];
}
