import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, sessionUpdated } from './session';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES, PASSKEY_TEXT } from '@yayasan/validation';
import { secondFactorRefusal, stepUp, type CodeCheck } from './step-up';

/**
 * RTK Query's "do not call yet" argument, for apps' `useXQuery(skip ? skipToken : arg)`: apps take
 * Redux Toolkit only through this package, so its code loads once, with the store.
 */
export { QueryStatus, skipToken } from '@reduxjs/toolkit/query/react';
/** What an endpoint's `transformResponse` is told of its answer (the HTTP response). */
export type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

export const API_BASE = '/api';

/** How an API slice names its endpoints' answer schemas (checked in development and tests). */
export { checkAnswers, CONTRACT_BREAK, CONTRACT_MISMATCH, type AnswerContracts } from './answer-contracts';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The signed-in user in the store's state, which RTK Query hands to the base query untyped. */
function sessionUserOf(state: unknown): unknown {
  const session = isObject(state) && 'session' in state ? state.session : undefined;
  return isObject(session) && 'user' in session ? session.user : undefined;
}

/** The `access_token` of a session user or a sign-in answer, when it has one. */
function accessTokenOf(value: unknown): string | undefined {
  const token = isObject(value) && 'access_token' in value ? value.access_token : undefined;
  return typeof token === 'string' ? token : undefined;
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so fetch implementations without a document base (tests, workers) resolve it too.
  baseUrl: typeof location === 'undefined' ? API_BASE : new URL(API_BASE, location.href).toString(),
  prepareHeaders: (headers, { getState }) => {
    const token = accessTokenOf(sessionUserOf(getState()));
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

type RawResult = Awaited<ReturnType<typeof rawBaseQuery>>;

/** The refused call made again once a code has been accepted (or the refusal, when none was). */
async function afterStepUp(
  refused: RawResult,
  args: string | FetchArgs,
  api: Parameters<typeof rawBaseQuery>[1],
  extra: Parameters<typeof rawBaseQuery>[2],
): Promise<RawResult> {
  const message = apiErrorMessage(refused.error);
  const post = (url: string, body: object) => rawBaseQuery(onServer({ url, method: 'POST', body }), api, extra);
  const checkOf = (answer: RawResult): CodeCheck => {
    const token = accessTokenOf(answer.data);
    if (token !== undefined) return { token };
    const status = typeof answer.error?.status === 'number' ? answer.error.status : 500;
    // A wrong (403) or malformed (400) code may be typed again; a lockout or a fault ends the attempt.
    return { problem: apiErrorMessage(answer.error), status, final: ![400, 401, 403].includes(status) };
  };
  const check = async (code: string) => checkOf(await post('/second-factor/check', { code }));
  const passkey = async (): Promise<CodeCheck> => {
    const options = await post('/second-factor/check/passkey/options', {});
    if (options.error) return checkOf(options);
    let credential: unknown;
    try {
      // Loaded on this click only: the page's first load does not carry WebAuthn's code.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      credential = await startAuthentication({ optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON });
    } catch (err) {
      return { problem: passkeyErrorMessage(err, PASSKEY_MESSAGES.notVerified), status: 400, final: false };
    }
    return checkOf(await post('/second-factor/check/passkey', { credential }));
  };
  const outcome = await stepUp(message, check, passkey);
  if ('token' in outcome) {
    api.dispatch(sessionUpdated({ access_token: outcome.token }));
    return rawBaseQuery(onServer(args), api, extra);
  }
  if ('problem' in outcome)
    return { error: { status: outcome.status, data: { error: outcome.problem } }, meta: refused.meta };
  return refused;
}

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
 * A 401 on a call made with a token ends the session; the shell then toasts and goes to /signin. In
 * development and tests an answer that breaks its endpoint's contract ends the call in an error.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  let result = await rawBaseQuery(onServer(args), api, extra);
  // A money or power action needs a fresh second-factor check: the prompt asks for a code, then the
  // call is made again with the fresh token. Such a refusal (or an administrator's missing factor)
  // leaves the session as it is; any other 401 on a call made with a token ends it.
  const refusalOf = (r: RawResult) => (r.error?.status === 401 ? secondFactorRefusal(r.meta?.response) : null);
  if (refusalOf(result) === 'step-up') result = await afterStepUp(result, args, api, extra);
  if (result.error?.status === 401 && !refusalOf(result) && sessionUserOf(api.getState())) {
    api.dispatch(sessionExpired());
  }
  if (process.env.NODE_ENV !== 'production') {
    const { keepingContract } = await import('./answer-check');
    return keepingContract(api.endpoint, result);
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
/**
 * What the signed-in person's notification stream may have changed: a query that provides this tag is
 * asked again whenever the stream says a notification arrived (an administrator's overview, whose
 * latest donations each come with one).
 */
export const LIVE_NOTIFICATION_TAG = 'LiveNotification';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // What is on screen is asked again when the connection returns (once the host store listens:
  // listenForReconnect), so a call that failed offline recovers without a reload.
  refetchOnReconnect: true,
  tagTypes: [LIVE_NOTIFICATION_TAG],
  endpoints: () => ({}),
});

/** The notification stream said a notification arrived: what it may have changed is asked again. */
export const liveNotificationArrived = () => api.util.invalidateTags([LIVE_NOTIFICATION_TAG]);

/** The server's `{error}` text from an RTK Query error, or a fallback. */
export function apiErrorMessage(error: unknown, fallback = 'Terjadi kesalahan, coba lagi nanti'): string {
  if (!isObject(error)) return fallback;
  const data = 'data' in error ? error.data : undefined;
  if (isObject(data) && 'error' in data && typeof data.error === 'string') return data.error;
  const status = 'status' in error ? error.status : undefined;
  if ('error' in error && typeof error.error === 'string' && status === 'FETCH_ERROR') {
    return 'Tidak dapat terhubung ke server';
  }
  return fallback;
}

/**
 * The text for a failed passkey step: the browser's own refusals (the person closed the dialog, the
 * time ran out, the authenticator already holds a passkey here) in words, the server's as it sent them.
 */
export function passkeyErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error) {
    if (err.name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
    if (err.name === 'NotAllowedError' || err.name === 'AbortError') return PASSKEY_TEXT.cancelled;
    return fallback;
  }
  return apiErrorMessage(err);
}

/**
 * Why a load failed, as the page shows it: `'not-found'` when the server says the thing does not
 * exist (404, or 400 for an id that cannot name anything) → the not-found view; `'outage'` for
 * everything a retry may fix (5xx, network error, timeout, an unreadable answer) → LoadError.
 */
export type LoadFailure = 'not-found' | 'outage';

export function loadFailure(error: unknown): LoadFailure {
  const status = isObject(error) && 'status' in error ? error.status : undefined;
  return status === 404 || status === 400 ? 'not-found' : 'outage';
}

/**
 * For a public page's calls: a visit asks again unless the answer is younger than this. A page
 * hydrated with the server's answers (stamped when the browser received them) does not ask a second
 * time; a visit later on, or after the visitor changed something (tags), does.
 */
export const ASK_AGAIN_ON_VISIT = { refetchOnMountOrArgChange: 30 } as const;
