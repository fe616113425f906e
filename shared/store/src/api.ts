import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { takeInitialAnswer } from './initial-answers';
import { sessionExpired } from './session';

/**
 * RTK Query's "do not call yet" argument, for apps' `useXQuery(skip ? skipToken : arg)`: apps take
 * Redux Toolkit only through this package, so its code loads once, with the store.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';

export const API_BASE = '/api';

interface TokenState {
  session: { user: { access_token: string } | null };
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so fetch implementations without a document base (tests, workers) resolve it too.
  baseUrl: typeof location === 'undefined' ? API_BASE : new URL(API_BASE, location.href).toString(),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenState).session.user?.access_token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Where the API answers when the page is rendered on the server (set by the renderer's shell entry). */
let serverApiBase: string | null = null;

/** On the server: calls go to this absolute address (the site's API) instead of the page's `/api`. */
export function setServerApiBase(url: string): void {
  serverApiBase = url.replace(/\/$/, '');
}

const onServer = (args: string | FetchArgs): string | FetchArgs => {
  if (serverApiBase === null) return args;
  const call = typeof args === 'string' ? { url: args } : args;
  return { ...call, url: `${serverApiBase}${call.url}` };
};

/**
 * A call the page already has the answer to (written into it by the gateway) is answered from it, once.
 * A 401 on a call made with a token ends the session; the shell then toasts and goes to /signin.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const initial = takeInitialAnswer(args, API_BASE);
  if (initial) return initial;
  const result = await rawBaseQuery(onServer(args), api, extra);
  if (result.error?.status === 401 && (api.getState() as TokenState).session.user) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/**
 * On the server a page's calls start while it renders (React runs no effects there), so the renderer
 * can wait for them (`api.util.getRunningQueriesThunk`) and render again with their answers.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one API slice of the site. The host owns it; each remote adds its calls with
 * `api.injectEndpoints` and its cache tags with `api.enhanceEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

/** The server's `{error}` text from an RTK Query error, or a fallback. */
export function apiErrorMessage(error: unknown, fallback = 'Terjadi kesalahan, coba lagi nanti'): string {
  const e = error as { data?: { error?: unknown }; error?: unknown; status?: unknown } | undefined;
  if (e && typeof e.data === 'object' && e.data && typeof e.data.error === 'string') return e.data.error;
  if (e && typeof e.error === 'string' && e.status === 'FETCH_ERROR') return 'Tidak dapat terhubung ke server';
  return fallback;
}

/**
 * Why a load failed, as the page shows it: `'not-found'` when the server says the thing does not
 * exist (404, or 400 for an id that cannot name anything) → the not-found view; `'outage'` for
 * everything a retry may fix (5xx, network error, timeout, an unreadable answer) → LoadError.
 */
export type LoadFailure = 'not-found' | 'outage';

export function loadFailure(error: unknown): LoadFailure {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400 ? 'not-found' : 'outage';
}
