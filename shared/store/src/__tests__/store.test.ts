/** @jest-environment jsdom */
import { api, loadFailure } from '../api';
import { sessionExpired, signedIn, signedOut } from '../session';
import { createAppStore, listenForReconnect } from '../store';

const user = {
  access_token: 't',
  username: 'budi',
  fullname: 'Budi',
  profile_img: '',
  isAdmin: false,
  new_notification_available: false,
};

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<number, void>({ queryFn: () => ({ data: 7 }) }) }),
});

describe('the API cache and the session', () => {
  it.each([
    ['signing out', signedOut()],
    ['an expired session', sessionExpired()],
  ])('%s empties every cached answer', async (_name, action) => {
    const store = createAppStore();
    store.dispatch(signedIn(user));
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(probe.endpoints.probe.select()(store.getState()).data).toBe(7);
    store.dispatch(action);
    expect(probe.endpoints.probe.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
  });

  it('signing in keeps what is cached', async () => {
    const store = createAppStore();
    await store.dispatch(probe.endpoints.probe.initiate());
    store.dispatch(signedIn(user));
    expect(probe.endpoints.probe.select()(store.getState()).data).toBe(7);
  });
});

describe('loadFailure', () => {
  it.each([
    [{ status: 404, data: { error: 'Blog tidak ditemukan' } }, 'not-found'],
    [{ status: 400, data: { error: 'ID tidak valid' } }, 'not-found'],
    [{ status: 500, data: { error: 'x' } }, 'outage'],
    [{ status: 503, data: { error: 'Layanan sedang tidak tersedia' } }, 'outage'],
    [{ status: 504, data: { error: 'Layanan terlalu lama menjawab' } }, 'outage'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'outage'],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'outage'],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }, 'outage'],
  ])('%j is %s', (error, kind) => {
    expect(loadFailure(error)).toBe(kind);
  });
});

describe("the server's state and the visitor's stored choices", () => {
  afterEach(() => sessionStorage.clear());

  it('a page hydrated signed out and light keeps the stored session and theme until they are restored', async () => {
    sessionStorage.setItem('user', JSON.stringify(user));
    sessionStorage.setItem('theme', 'dark');
    const store = createAppStore({ session: { user: null, expired: false }, theme: { name: 'light' } });
    // Any first change (here a call answered during hydration) leaves them as they were.
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(user);
    expect(sessionStorage.getItem('theme')).toBe('dark');
    // Restored, the session is kept in step again.
    store.dispatch(signedIn(user));
    store.dispatch(signedOut());
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});

describe('the connection coming back', () => {
  let reachable = false;
  const flaky = api.injectEndpoints({
    endpoints: (build) => ({
      flaky: build.query<string, void>({
        queryFn: () => (reachable ? { data: 'ok' } : { error: { status: 'FETCH_ERROR', error: 'offline' } }),
      }),
    }),
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks again, without a reload, what failed while offline once the host store listens', async () => {
    const store = createAppStore();
    const stop = listenForReconnect(store);
    const call = store.dispatch(flaky.endpoints.flaky.initiate());
    await call;
    expect(flaky.endpoints.flaky.select()(store.getState()).isError).toBe(true);

    reachable = true;
    window.dispatchEvent(new Event('online'));
    for (let i = 0; i < 20 && !flaky.endpoints.flaky.select()(store.getState()).isSuccess; i++) await settled();
    expect(flaky.endpoints.flaky.select()(store.getState()).data).toBe('ok');
    call.unsubscribe();
    stop();
  });

  it('does nothing on reconnect without the listeners (a server render, a test store)', async () => {
    reachable = false;
    const store = createAppStore();
    const call = store.dispatch(flaky.endpoints.flaky.initiate());
    await call;
    reachable = true;
    window.dispatchEvent(new Event('online'));
    for (let i = 0; i < 5; i++) await settled();
    expect(flaky.endpoints.flaky.select()(store.getState()).isError).toBe(true);
    call.unsubscribe();
  });
});
