/** @jest-environment jsdom */
import { api, loadFailure } from '../api';
import { sessionExpired, signedIn, signedOut } from '../session';
import { createAppStore } from '../store';

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
