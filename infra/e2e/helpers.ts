import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  AREA_READY_MARK,
  FIELD_SIGNALS_MARK,
  isServerRendered,
  REMOTE_ROUTES,
  SHELL_READY_MARK,
  type RemoteName,
  type SessionUser,
} from '@yayasan/contracts';
import { e2eState } from './state';

export const DEMO_ADMIN = { email: 'admin@yayasan.test', password: 'Admin12345' };
export const DEMO_USER = { email: 'budi@yayasan.test', password: 'Budi12345' };

/** A unique suffix so parallel tests never collide on data. */
export const unique = () => randomBytes(4).toString('hex');

/** Calls the API directly (through the gateway) and returns the parsed JSON. */
export async function apiCall<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${e2eState().baseURL}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

export type { SessionUser };

/**
 * Puts a session where the site keeps it (this tab's session storage for the site's origin). It is
 * written from a plain file of the site, where no app runs: on an app page, the store starting up
 * after the write would clear it again (it writes its own signed-out state).
 */
export async function storeSession(page: Page, user: SessionUser, origin = ''): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((u) => sessionStorage.setItem('user', JSON.stringify(u)), user);
}

/** Signs in through the API and puts the session where the site keeps it, then opens `path`. */
export async function signInAs(page: Page, who: { email: string; password: string }, path = '/'): Promise<SessionUser> {
  const user = await apiCall<SessionUser>('/signin', { body: who });
  await storeSession(page, user);
  await page.goto(path);
  // A server-rendered page is hydrated as signed out; the stored session takes over right after.
  await expect(page.locator('header').getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  // A remote's page from the server takes input once its area is hydrated too.
  const remote = serverRenderedPageOf(path);
  if (remote) await areaReady(page, remote);
  return user;
}

/** The remote whose server-rendered page is at `path` (its route's pattern matched segment by segment). */
function serverRenderedPageOf(path: string): RemoteName | undefined {
  const segments = new URL(path, 'http://site').pathname.split('/');
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
  };
  return REMOTE_ROUTES.find((route) => isServerRendered(route) && matches(route.path))?.remote;
}

/**
 * Waits until the page's area of `remote` answers input: on a page from the server, a click on the
 * markup before its area is hydrated does nothing (as for a visitor whose scripts are still loading).
 */
export async function areaReady(page: Page, remote: RemoteName) {
  const mark = `${AREA_READY_MARK}${remote}`;
  await expect.poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, mark)).toBeGreaterThan(0);
}

/** Waits until the shell's own parts (top bar, drawer, theme switch) answer input on a page from the server. */
export async function shellReady(page: Page) {
  await expect
    .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, SHELL_READY_MARK))
    .toBeGreaterThan(0);
}

/** Waits until the shell reports this tab's page views (a page view ended earlier sends no beacon). */
export async function fieldSignalsStarted(page: Page) {
  await expect
    .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, FIELD_SIGNALS_MARK))
    .toBeGreaterThan(0);
}

/** What a test campaign may set; the rest is a plain running campaign with the demo picture. */
interface CampaignFields {
  title?: string;
  description?: string;
  content?: string;
  thumbnail?: string;
  target_amount?: number;
  /** Days until it ends. */
  days?: number;
  draft?: boolean;
}

/** A campaign the demo administrator makes through the API: its id and title. */
export async function createCampaign(fields: CampaignFields = {}): Promise<{ donation_id: string; title: string }> {
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const { title = `Kampanye Uji ${unique()}`, days = 30, ...rest } = fields;
  const { donation_id } = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Kampanye uji',
      content: 'Isi kampanye uji.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + days * 24 * 3600 * 1000).toISOString(),
      updates: [],
      ...rest,
    },
  });
  return { donation_id, title };
}

/** A new account made through the API. */
export async function signUpNewUser(): Promise<SessionUser & { email: string; password: string }> {
  const email = `user-${unique()}@example.com`;
  const password = 'Rahasia123';
  const user = await apiCall<SessionUser>('/signup', { body: { fullname: 'Pengguna Uji', email, password } });
  return { ...user, email, password };
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('.Toastify').getByText(text).first()).toBeVisible();
}

/**
 * Gives `email` administrator rights with the account service's own command (`npm run admin -- grant`),
 * on the running stack's database. Earlier tokens of the account stop working, as after any change of rights.
 */
export async function grantAdmin(email: string): Promise<void> {
  const { spawn } = await import('node:child_process');
  const { join } = await import('node:path');
  const { ROOT } = await import('../dev/paths');
  const { databaseUrl } = e2eState();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'services/account/src/admin-rights.ts'), 'grant', email],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin grant failed: ${stderr}`))));
  });
}
