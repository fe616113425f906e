import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { SessionUser } from '@yayasan/contracts';
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
  return user;
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
