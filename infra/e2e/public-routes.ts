import { isServerRendered, REMOTE_ROUTES, paths, type BlogList, type Campaign } from '@yayasan/contracts';

/** The shell's own public pages; every other public page comes from the route table. */
const SHELL_PAGES = [paths.home, paths.contact, paths.about];

/**
 * Every page a signed-out visitor can open: the shell's pages and each `main`-layout route of the
 * table that is not for administrators. A route added to the table is measured by the layout-shift
 * and shared-once tests and by the bench without touching them.
 */
export const PUBLIC_ROUTE_PATTERNS: string[] = [
  ...SHELL_PAGES,
  ...REMOTE_ROUTES.filter(isServerRendered).map((r) => r.path),
];

export type RouteParams = Record<string, string>;

/** One of the demo data's published articles (services/blog/src/seed.ts), which no test changes or deletes. */
const DEMO_ARTICLE_TITLE = 'Panen Sayur dari Kebun Asrama';

async function api<T>(baseURL: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * A published article of the demo data, as a card shows it. Not simply the newest article: tests
 * publish and delete articles of their own while others run.
 */
export async function demoArticle(baseURL: string): Promise<BlogList['blogs'][number]> {
  const { blogs } = await api<BlogList>(baseURL, '/search-blogs', { query: DEMO_ARTICLE_TITLE, page: 1 });
  const article = blogs.find((b) => b.title === DEMO_ARTICLE_TITLE);
  if (!article) throw new Error(`demo data is missing: no published article "${DEMO_ARTICLE_TITLE}"`);
  return article;
}

/** Demo data for the route parameters (`:blog_id`, `:username`, `:id`, `:query`, `:token`, `:code`). */
export async function demoRouteParams(baseURL: string): Promise<RouteParams> {
  const article = await demoArticle(baseURL);
  const { donations } = await api<{ donations: Campaign[] }>(baseURL, '/get-donation?page=1&limit=1&draft=false');
  if (!donations[0]) throw new Error('demo data is missing: no campaign');
  return {
    blog_id: article.blog_id,
    username: article.author.personal_info.username,
    id: donations[0].donation_id,
    query: 'anak',
    token: 'tautan-tidak-berlaku',
    // An unknown receipt code: the verification page's clear failure answer.
    code: 'KODE-TIDAK-ADA',
  };
}

/** A route pattern with its parameters filled in, e.g. `/blog/:blog_id` → `/blog/demo-1`. */
export const fillRoute = (pattern: string, params: RouteParams): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no demo value for :${name} in ${pattern}`);
    return encodeURIComponent(params[name]);
  });
