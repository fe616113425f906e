import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  buildService,
  createDb,
  generateKeyPair,
  INTERNAL_PATHS,
  outboxMailer,
  TokenSigner,
  type Db,
} from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { CAMPAIGN_SEARCH_MAX_LIMIT, CAMPAIGN_SEARCH_MAX_PAGE, listCursor } from '@yayasan/contracts';
import accountApp from '@yayasan/service-account';
import blogApp from '@yayasan/service-blog';
import donationApp from '@yayasan/service-donation';
import galleryApp from '@yayasan/service-gallery';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_ID, PROLIFIC_ID, SPAN_END, SPAN_START } from '../blog-and-people';
import { BIG_CAMPAIGN_ID } from '../donations';
import { bulkConnection, migrateAll, seedLargeData } from '../seed';

/**
 * The query-plan guard: a mid-size copy of the large data set (20,000 articles, 60,000 donations),
 * every list, count and search route called at its first, middle and last page, and EXPLAIN run on
 * each SELECT the route really sent. A full table scan or a filesort over many rows fails the test.
 * The SQL is captured, not repeated here, so a query added to a route is checked from then on; a
 * route added to a service fails the coverage test until it is called below or named as no list.
 */
const SCALE = 0.2;
/** Rows the optimizer expects to read beyond which a scan or sort counts as "over a big table". */
const BIG = 1_000;

type Service = 'blog' | 'account' | 'gallery' | 'donation';
type Who = 'budi' | 'admin' | null;

interface Call {
  service: Service;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  who?: Who;
}

/** Routes that read one row or write: nothing there pages, counts or searches. */
const NOT_LISTS: Record<Service, string[]> = {
  blog: [
    'POST /create-blog',
    'POST /delete-blog',
    'POST /isliked-by-user',
    'POST /like-blog',
    'POST /add-comment',
    'POST /delete-comment',
    'POST /campaign-news-notifications',
    // An administrator's own switch: one row by user id.
    'GET /notifications/donation-preference',
    'PUT /notifications/donation-preference',
    'GET /published-blogs/:blog_id',
    // The live stream re-reads the one-row unread flag that GET /new-notification reads below.
    'GET /notifications/stream',
  ],
  account: [
    'POST /signin',
    'POST /signup',
    'GET /google-auth/config',
    'POST /google-auth',
    'POST /change-password',
    'POST /reset-password',
    'POST /reset-password/confirm',
    'POST /update-profile',
    'POST /update-profile-img',
    'GET /email-preferences',
    'PUT /email-preferences',
    'GET /email/unsubscribe',
    'POST /email/unsubscribe',
    // A person's own export and erasure requests: a handful of rows by user id.
    'GET /data-rights',
    'POST /data-rights/export',
    'GET /data-rights/export/:id/download',
    'POST /data-rights/erasure',
    'DELETE /data-rights/erasure',
    // The second factor and the signed-in devices: a person's own rows, by user id or session id.
    'POST /signin/second-factor',
    'POST /signin/second-factor/setup',
    'POST /signin/second-factor/setup/confirm',
    'GET /second-factor',
    'POST /second-factor/setup',
    'POST /second-factor/confirm',
    'POST /second-factor/disable',
    'POST /second-factor/check',
    'GET /sessions',
    'POST /sessions/end',
    'POST /sessions/end-others',
    // The caller's own rights: the token check every administrators' route makes.
    'GET /sessions/administrator',
    // Passkeys: a person's own (at most 20), a challenge by its value, a credential by its id.
    'GET /passkeys',
    'POST /passkeys/options',
    'POST /passkeys',
    'POST /passkeys/remove',
    'POST /signin/passkey/options',
    'POST /signin/passkey',
    'POST /second-factor/check/passkey/options',
    'POST /second-factor/check/passkey',
  ],
  gallery: ['GET /gallery/:id', 'POST /gallery', 'PUT /gallery/:id', 'DELETE /gallery/:id'],
  donation: [
    'GET /donation/detail/:id/share',
    'POST /donation',
    'PUT /donation/:id',
    'POST /donation/:id/pay',
    'GET /donation/status/:transaction_id',
    'POST /midtrans/notification',
    'POST /generate-invoice',
    'GET /invoice/:file',
    'GET /user/:username/transactions/:trx_id',
    'POST /donation/prayers/:prayer_id/amin',
    'PUT /donation/prayers/:prayer_id',
    'POST /donation/:id/updates',
    'PUT /donation/:id/updates/:update_id',
    'DELETE /donation/:id/updates/:update_id',
    'POST /donation/:id/prayers',
    'POST /donation/:id/disbursements',
    'POST /donation/:id/offline-donations',
    'POST /donation/:id/ledger/:seq/reversal',
    'POST /ledger/general-fund/offline-donations',
    'POST /ledger/general-fund/:seq/reversal',
    // A donor's unpaid donations still before their deadline (24 hours at most), by the donor and deadline index.
    'GET /donation/pending',
    'GET /donation/payment/:order_id',
    'GET /donation/payment/:order_id/qr.png',
    // The site's Midtrans client key and card token endpoint, from its configuration: no query at all.
    'GET /donation/payment-options',
    // An offline donor's news unsubscribe: one signed address.
    'GET /donation/offline-news/unsubscribe',
    'POST /donation/offline-news/unsubscribe',
    // A donor's own pledge: made, changed, paused, resumed, stopped or activated by its id; a month's
    // prefilled payment reads that pledge and month.
    'POST /pledges',
    'PATCH /pledges/:id',
    'POST /pledges/:id/pause',
    'POST /pledges/:id/resume',
    'POST /pledges/:id/stop',
    'POST /pledges/:id/activate',
    'GET /pledges/:id/months/:month/pay',
  ],
};

interface PlanRow {
  table: string | null;
  type: string | null;
  rows: number | string | null;
  Extra: string | null;
  key: string | null;
}

interface Finding {
  call: string;
  sql: string;
  plan: string;
}

let database: TestDatabase;
let db: Db;
const apps = {} as Record<Service, FastifyInstance>;
const registered = {} as Record<Service, string[]>;
const tokens = {} as Record<'budi' | 'admin', string>;
const captured: { sql: string; bindings: unknown[] }[] = [];
let capturing = false;

/** First, middle and last page of a list of `total` rows shown `size` at a time. */
const pages = (total: number, size: number) => {
  const last = Math.max(1, Math.ceil(total / size));
  return [...new Set([1, Math.max(1, Math.ceil(last / 2)), last])];
};

const count = async (sql: string, bindings: (string | number)[] = []) => {
  const [rows] = (await db.raw(sql, bindings)) as [{ n: number }[]];
  return Number(rows[0].n);
};

async function buildAll() {
  const keys = generateKeyPair();
  const signer = new TokenSigner(keys.privateKey);
  const build = async <O>(name: Service, app: FastifyPluginAsync<O & { db: Db }>, appOptions: O) => {
    const routes: string[] = [];
    const fastify = await buildService({
      name,
      app,
      appOptions,
      db,
      publicKeyPem: keys.publicKey,
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const m of methods) {
          if (m !== 'HEAD' && !INTERNAL_PATHS.includes(route.url)) routes.push(`${m} ${route.url}`);
        }
      },
    });
    await fastify.ready();
    apps[name] = fastify;
    registered[name] = routes;
  };
  await build('blog', blogApp, {});
  await build('account', accountApp, {
    signer,
    mailer: outboxMailer(mkdtempSync(join(tmpdir(), 'plans-outbox-')), () => undefined),
    publicUrl: 'http://site.test',
  });
  await build('gallery', galleryApp, { mediaPrefix: 'http://site.test/media/' });
  // Without its scheduled jobs: a pass running during a call would have its queries taken for the call's
  // (the pledges' pass is timed on the large data set by the bench).
  const off = { intervalMs: 0 };
  await build('donation', donationApp, {
    payments: { reconcile: off, pledges: off, reminders: off, ledgerSnapshots: off, mail: { jobs: off } },
  });
  tokens.budi = await signer.sign({ id: PROLIFIC_ID, username: 'budi', isAdmin: false });
  tokens.admin = await signer.sign({ id: ADMIN_ID, username: 'admin', isAdmin: true });
}

beforeAll(async () => {
  database = await createTestDatabase('plans');
  const bulk = bulkConnection(database.url);
  try {
    await migrateAll(bulk);
    await seedLargeData(bulk, { scale: SCALE });
  } finally {
    await bulk.destroy();
  }
  await database.db.destroy();
  db = createDb(database.url);
  db.on('query', (q: { sql: string; bindings?: unknown[] }) => {
    if (capturing) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  });
  await buildAll();
}, 900_000);

afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app.close()));
  await db?.destroy();
  await database?.drop();
});

/** Cursors of the items that end the page before the first, middle and last pages of Budi's list. */
async function budiCursors(filter: 'all' | 'like', total: number): Promise<string[]> {
  const ends = pages(total, 10)
    .filter((page) => page > 1)
    .map((page) => (page - 1) * 10 - 1);
  const out: string[] = [];
  for (const offset of [9, ...ends]) {
    const q = db('notifications').where('notification_for', PROLIFIC_ID);
    if (filter !== 'all') q.where('type', filter);
    const row = (await q
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .first('id', 'created_at')) as { id: number; created_at: Date } | undefined;
    const cursor = row && listCursor(new Date(row.created_at).toISOString(), Number(row.id));
    if (cursor) out.push(cursor);
  }
  return out;
}

/** Every list, count and search call, with the pages that the data set's sizes give. */
async function listCalls(): Promise<Call[]> {
  const blog = (url: string, body: Record<string, unknown> = {}, who: Who = null): Call => ({
    service: 'blog',
    method: 'POST',
    url,
    body,
    who,
  });
  const published = await count('SELECT COUNT(*) n FROM blogs WHERE draft = 0');
  // The cursor the articles page sends for a page: that of the previous page's last card.
  const cursorBefore = async (page: number) => {
    const [card] = (await db('blogs')
      .where({ draft: false })
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * 5 - 1)
      .limit(1)
      .select('id', 'published_at')) as { id: number; published_at: Date }[];
    return listCursor(card.published_at.toISOString(), card.id);
  };
  const tagged = await count("SELECT COUNT(*) n FROM blog_tags WHERE tag = 'pendidikan'");
  const byBudi = await count('SELECT COUNT(*) n FROM blogs WHERE author_id = ? AND draft = 0', [PROLIFIC_ID]);
  const drafts = await count('SELECT COUNT(*) n FROM blogs WHERE author_id = ? AND draft = 1', [PROLIFIC_ID]);
  const forBudi = await count('SELECT COUNT(*) n FROM notifications WHERE notification_for = ?', [PROLIFIC_ID]);
  const [thread] = (await db('blogs')
    .orderBy('total_parent_comments', 'desc')
    .limit(1)
    .select('blog_id', 'id', 'total_parent_comments')) as {
    blog_id: string;
    total_parent_comments: number;
  }[];
  const [parent] = (await db('comments')
    .whereNotNull('parent_id')
    .groupBy('parent_id')
    .orderByRaw('COUNT(*) DESC')
    .limit(1)
    .select('parent_id', db.raw('COUNT(*) AS n'))) as { parent_id: number; n: number }[];
  const [article] = (await db('blogs')
    .where({ author_id: PROLIFIC_ID, draft: false })
    .limit(1)
    .pluck('blog_id')) as string[];
  const gallery = await count('SELECT COUNT(*) n FROM gallery_items WHERE draft = 0');
  const campaigns = await count('SELECT COUNT(*) n FROM donations WHERE draft = 0');
  const budiDonations = await count('SELECT COUNT(*) n FROM transactions WHERE user_id = ?', [PROLIFIC_ID]);
  // Campaigns a common search finds (ended ones included: the last page may be past the running ones).
  const sembako = await count(
    "SELECT COUNT(*) n FROM donations WHERE MATCH (title, description) AGAINST ('+sembako*' IN BOOLEAN MODE) AND draft = 0",
  );
  // The big campaign's earliest donation: its verification path runs through the whole chain.
  const [earliest] = (await db('transactions as t')
    .join('donations as d', 'd.id', 't.donation_pk')
    .where({ 'd.donation_id': `kampanye-${BIG_CAMPAIGN_ID}`, 't.counted': true })
    .orderBy('t.settled_at', 'asc')
    .limit(1)
    .select('t.receipt_code', 't.settled_at')) as { receipt_code: string; settled_at: Date }[];
  const bigCampaignDonations = await count(
    "SELECT COUNT(*) n FROM ledger_entries e JOIN donations d ON d.id = e.donation_pk WHERE d.donation_id = ? AND e.kind = 'online_contribution'",
    [`kampanye-${BIG_CAMPAIGN_ID}`],
  );
  const [budiPledge] = (await db('pledges').where('user_id', PROLIFIC_ID).orderBy('id').pluck('id')) as number[];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const span = `from=${day(new Date(SPAN_START))}&to=${day(new Date(SPAN_END))}`;

  const calls: Call[] = [
    blog('/all-latest-blogs-count'),
    { service: 'blog', method: 'GET', url: '/trending-blogs' },
    blog('/get-blog', { blog_id: article }),
    ...pages(published, 5).map((page) => blog('/latest-blogs', { page })),
    ...(await Promise.all(
      pages(published, 5)
        .filter((page) => page > 1)
        .map(async (page) => blog('/latest-blogs', { page, after: await cursorBefore(page) })),
    )),
    blog('/search-blogs-count', { tag: 'Pendidikan' }),
    ...pages(tagged, 5).map((page) => blog('/search-blogs', { tag: 'Pendidikan', page })),
    blog('/search-blogs-count', { query: 'belajar asrama' }),
    // One common word: its whole ordered list of matches is computed once, then paged and counted.
    blog('/search-blogs-count', { query: 'belajar' }),
    ...[1, 2000].map((page) => blog('/search-blogs', { query: 'belajar', page })),
    blog('/search-blogs', { query: 'belajar', page: 2, eliminate_blog: article }),
    ...[1, 50, 2000].map((page) => blog('/search-blogs', { query: 'belajar asrama', page })),
    // Operators, quotes, a wildcard and a very long query are just words.
    blog('/search-blogs', { query: '+"belajar* -(asrama) @2 ~kebun <>', page: 1 }),
    blog('/search-blogs-count', { query: '+"belajar* -(asrama) @2 ~kebun <>' }),
    blog('/search-blogs', { query: 'kegiatan '.repeat(22), page: 1 }),
    blog('/search-blogs-count', { author: 'budi' }),
    ...pages(byBudi, 5).map((page) => blog('/search-blogs', { author: 'budi', page })),
    blog('/user-written-blogs-count', {}, 'budi'),
    ...pages(byBudi, 5).map((page) => blog('/user-written-blogs', { page }, 'budi')),
    blog('/user-written-blogs-count', { draft: true }, 'budi'),
    ...pages(drafts, 5).map((page) => blog('/user-written-blogs', { page, draft: true }, 'budi')),
    blog('/user-written-blogs-count', { query: 'belajar' }, 'budi'),
    blog('/user-written-blogs', { page: 1, query: 'belajar' }, 'budi'),
    ...pages(thread.total_parent_comments, 5).map((page) =>
      blog('/get-blog-comments', { blog_id: thread.blog_id, skip: (page - 1) * 5 }),
    ),
    ...pages(Number(parent.n), 5).map((page) => blog('/get-replies', { _id: parent.parent_id, skip: (page - 1) * 5 })),
    { service: 'blog', method: 'GET', url: '/new-notification', who: 'budi' },
    ...['all', 'like', 'comment'].map((filter) => blog('/all-notifications-count', { filter }, 'budi')),
    ...pages(forBudi, 10).map((page) => blog('/notifications', { page, filter: 'all' }, 'budi')),
    ...pages(forBudi / 2, 10).map((page) => blog('/notifications', { page, filter: 'like' }, 'budi')),
    // The client's way: the page after the last item loaded, at the first, middle and last pages.
    ...(await budiCursors('all', forBudi)).map((after) => blog('/notifications', { filter: 'all', after }, 'budi')),
    ...(await budiCursors('like', forBudi / 2)).map((after) =>
      blog('/notifications', { filter: 'like', after }, 'budi'),
    ),
    { service: 'blog', method: 'GET', url: '/published-blogs?limit=100' },

    { service: 'account', method: 'POST', url: '/search-users', body: { query: 'budi' } },
    { service: 'account', method: 'POST', url: '/search-users', body: { query: 'siti sa' } },
    { service: 'account', method: 'POST', url: '/search-users', body: { query: '%_\\"' } },
    { service: 'account', method: 'POST', url: '/get-profile', body: { username: 'budi' } },

    ...pages(gallery, 12).flatMap((page): Call[] => [
      { service: 'gallery', method: 'GET', url: `/gallery?page=${page}` },
      { service: 'gallery', method: 'GET', url: `/gallery?page=${page}&order=desc` },
    ]),
    { service: 'gallery', method: 'GET', url: '/gallery?page=1&draft=true&order=desc', who: 'admin' },

    ...pages(campaigns * 0.7, 9).map((page): Call => ({
      service: 'donation',
      method: 'GET',
      url: `/get-donation?page=${page}`,
    })),
    { service: 'donation', method: 'GET', url: '/get-donation?page=1&status=Closed' },
    { service: 'donation', method: 'GET', url: '/get-donation?page=1&draft=true', who: 'admin' },
    // The site search's campaigns: pages of the largest limit, a two-word search, operators and a long text.
    ...pages(sembako, CAMPAIGN_SEARCH_MAX_LIMIT)
      .filter((page) => page <= CAMPAIGN_SEARCH_MAX_PAGE)
      .map((page): Call => ({
        service: 'donation',
        method: 'GET',
        url: `/search-donations?query=sembako&limit=${CAMPAIGN_SEARCH_MAX_LIMIT}&page=${page}`,
      })),
    { service: 'donation', method: 'GET', url: '/search-donations?query=paket%20sembako' },
    {
      service: 'donation',
      method: 'GET',
      url: `/search-donations?query=${encodeURIComponent('+"anak* -(yatim) @2 ~asrama <>')}`,
    },
    { service: 'donation', method: 'GET', url: `/search-donations?query=${encodeURIComponent('anak '.repeat(30))}` },
    { service: 'donation', method: 'GET', url: `/donation/kampanye-${BIG_CAMPAIGN_ID}/details` },
    // The foundation's regular programme (the big campaign): its card.
    { service: 'donation', method: 'GET', url: '/donation/regular-programme' },
    { service: 'donation', method: 'GET', url: `/donation/kampanye-${BIG_CAMPAIGN_ID}/prayers` },
    { service: 'donation', method: 'GET', url: `/donation/kampanye-${BIG_CAMPAIGN_ID}/updates` },
    // Pages of ten, so the middle and last are real pages: their ids from the donor's index, then
    // their rows by id; the totals from donor_totals.
    ...pages(budiDonations, 10).map((page): Call => ({
      service: 'donation',
      method: 'GET',
      url: `/user/budi/transactions?page=${page}&limit=10`,
      who: 'budi',
    })),
    { service: 'donation', method: 'GET', url: '/user/budi/transactions?page=1', who: 'admin' },
    { service: 'donation', method: 'GET', url: `/user/budi/statement.pdf?${span}`, who: 'budi' },
    { service: 'donation', method: 'GET', url: `/donation/kampanye-${BIG_CAMPAIGN_ID}/ledger?page=1` },
    ...pages(bigCampaignDonations, 10).map((page): Call => ({
      service: 'donation',
      method: 'GET',
      url: `/donation/kampanye-${BIG_CAMPAIGN_ID}/ledger/entries?kind=online_contribution&page=${page}`,
    })),
    { service: 'donation', method: 'GET', url: `/ledger/summary?${span}` },
    { service: 'donation', method: 'GET', url: '/ledger/general-fund' },
    { service: 'donation', method: 'GET', url: `/ledger/snapshots/${day(new Date())}` },
    { service: 'donation', method: 'GET', url: `/verify/${earliest.receipt_code}` },
    { service: 'donation', method: 'GET', url: '/admin/overview', who: 'admin' },
    { service: 'donation', method: 'GET', url: `/admin/exports/donations.csv?${span}`, who: 'admin' },
    { service: 'donation', method: 'GET', url: `/admin/exports/disbursements.csv?${span}`, who: 'admin' },
    { service: 'donation', method: 'GET', url: `/admin/exports/donations.xlsx?${span}`, who: 'admin' },
    { service: 'donation', method: 'GET', url: `/admin/exports/disbursements.xlsx?${span}`, who: 'admin' },
    // Each service's audit trail: a page (filtered and not) and the whole export.
    ...(['blog', 'account', 'gallery', 'donation'] as const).flatMap((service): Call[] => [
      { service, method: 'GET', url: `/audit-${service}`, who: 'admin' },
      { service, method: 'GET', url: `/audit-${service}?action=x&from=2020-01-01`, who: 'admin' },
      { service, method: 'GET', url: `/audit-${service}/export.csv`, who: 'admin' },
    ]),
    // The donor's pledges page (each pledge with its recent months), one pledge, and the steady income.
    { service: 'donation', method: 'GET', url: '/pledges', who: 'budi' },
    { service: 'donation', method: 'GET', url: `/pledges/${budiPledge}`, who: 'budi' },
    { service: 'donation', method: 'GET', url: '/admin/pledges/overview', who: 'admin' },
    { service: 'donation', method: 'GET', url: '/admin/pledges/overview.csv', who: 'admin' },
    {
      service: 'donation',
      method: 'GET',
      url: `/admin/reports/${day(earliest.settled_at).slice(0, 7)}.pdf?campaign=kampanye-${BIG_CAMPAIGN_ID}`,
      who: 'admin',
    },
  ];
  return calls;
}

/** The plan rows that read many rows without an index: a full scan, or a sort of what was read. */
function costly(plan: PlanRow[]): PlanRow[] {
  return plan.filter((row) => {
    const rows = Number(row.rows ?? 0);
    const scan = row.type === 'ALL';
    const sort = /filesort/i.test(row.Extra ?? '');
    return (scan || sort) && rows >= BIG;
  });
}

const describePlan = (plan: PlanRow[]) =>
  plan.map((r) => `${r.table}: ${r.type} key=${r.key} rows=${r.rows} ${r.Extra ?? ''}`.trim()).join(' | ');

test('every route that lists, counts or searches is called below or named as no list', async () => {
  const calls = await listCalls();
  const called = new Set(calls.map((c) => `${c.service} ${c.method} ${c.url.split('?')[0]}`));
  const missing = (Object.keys(registered) as Service[]).flatMap((service) =>
    registered[service]
      .filter((route) => !NOT_LISTS[service].includes(route))
      .filter((route) => {
        const [method, path] = route.split(' ');
        const pattern = new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+')}$`);
        return ![...called].some((c) => {
          const [s, m, url] = c.split(' ');
          return s === service && m === method && pattern.test(url);
        });
      })
      .map((route) => `${service} ${route}`),
  );
  expect(missing).toEqual([]);
});

test('no list, count or search query scans or sorts a big table', async () => {
  const calls = await listCalls();
  const failing: Finding[] = [];
  let explained = 0;
  for (const call of calls) {
    captured.length = 0;
    capturing = true;
    const res = await apps[call.service].inject({
      method: call.method,
      url: call.url,
      ...(call.body ? { payload: call.body } : {}),
      headers: call.who ? { authorization: `Bearer ${tokens[call.who]}` } : {},
    });
    capturing = false;
    const label = `${call.service} ${call.method} ${call.url} ${call.body ? JSON.stringify(call.body) : ''}`.trim();
    expect({ label, status: res.statusCode }).toEqual({ label, status: 200 });
    for (const { sql, bindings } of [...captured]) {
      if (!/^\s*(\(\s*)?select\b/i.test(sql)) continue;
      const [plan] = (await db.raw(`EXPLAIN ${sql}`, bindings as never)) as [PlanRow[]];
      explained++;
      const bad = costly(plan);
      if (!bad.length) continue;
      failing.push({ call: label, sql, plan: describePlan(plan) });
    }
  }
  expect(explained).toBeGreaterThan(calls.length);
  expect(failing.map((f) => `${f.call}\n  ${f.sql}\n  ${f.plan}`)).toEqual([]);
});

test("the seeded donor totals equal each donor's counted transactions", async () => {
  const [rows] = (await db.raw(
    `SELECT COUNT(*) AS n FROM donor_totals d
       LEFT JOIN (SELECT user_id, COUNT(*) AS donations, SUM(amount) AS amount FROM transactions
                   WHERE counted = 1 AND user_id IS NOT NULL GROUP BY user_id) t ON t.user_id = d.user_id
      WHERE NOT (d.donations <=> t.donations AND d.amount <=> t.amount)`,
  )) as [{ n: number }[]];
  expect(Number(rows[0].n)).toBe(0);
  const donors = await count('SELECT COUNT(DISTINCT user_id) n FROM transactions WHERE counted = 1');
  expect(await count('SELECT COUNT(*) n FROM donor_totals')).toBe(donors);
  expect(donors).toBeGreaterThan(1_000);
});

test("the seeded counters equal their rows: the blog's published articles, the gallery's items", async () => {
  const counters = async (table: string) =>
    Object.fromEntries(
      ((await db(table).select('name', 'value')) as { name: string; value: number }[]).map((r) => [
        r.name,
        Number(r.value),
      ]),
    );
  expect(await counters('blog_counters')).toMatchObject({
    published: await count('SELECT COUNT(*) n FROM blogs WHERE draft = 0'),
  });
  expect(await counters('gallery_counters')).toEqual({
    all: await count('SELECT COUNT(*) n FROM gallery_items'),
    published: await count('SELECT COUNT(*) n FROM gallery_items WHERE draft = 0'),
  });
});
