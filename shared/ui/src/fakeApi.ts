import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one network fake of component tests: it answers fetch and XMLHttpRequest inside the test process.
 * The jest setup starts it with `onUnhandledRequest: 'error'` and drops each test's routes after it, so a
 * request no test answers fails that test instead of reaching the network.
 */
export const server = setupServer();

/** A request body or answer as a test reads it: any JSON shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** One call the page made, as the fake API received it. */
export interface ApiCall {
  method: string;
  /** The URL path as sent, without the query (e.g. '/api/signin'). */
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  /** The parsed JSON body; undefined when there is none. */
  body: Json;
}

/** An answer with a status other than 200 (status 0: the connection failed). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Answers a call: the body of a 200 answer, or a Reply (either may come from a promise). */
export type ApiHandler = (body: Json, call: ApiCall) => unknown;

const NOT_FOUND = { error: 'Alamat tidak ditemukan' };

/** Whether a handler's answer can be sent as JSON (anything but a function, symbol or bigint). */
const isJsonBody = (body: unknown): body is JsonBodyType =>
  body === undefined || ['string', 'number', 'boolean', 'object'].includes(typeof body);

function toResponse(result: unknown) {
  const reply = result instanceof Reply ? result : new Reply(200, result);
  if (reply.status === 0) return HttpResponse.error();
  if (!isJsonBody(reply.body)) throw new Error(`a fake answer must be JSON, not a ${typeof reply.body}`);
  return HttpResponse.json(reply.body, { status: reply.status });
}

const isUpload = (request: Request) => request.headers.get('content-type')?.startsWith('multipart/') ?? false;

/** The API's answer to a path it does not know; kept behind every other handler. Uploads are fakeUpload's. */
const apiNotFound = http.all('*/api/*', ({ request }) =>
  isUpload(request) ? undefined : toResponse(new Reply(404, NOT_FOUND)),
);

/**
 * Answers the site's API (`/api/...`) for a component test. A call goes to `routes['METHOD /path']`,
 * else to `routes['/path']` (any method); a route is a handler or a fixed Reply. A call no route takes
 * goes on to the test's other handlers (an upload, an earlier table), else answers 404. Every call is
 * recorded, in order, so tests can check what was sent.
 */
export function fakeApi(routes: Record<string, ApiHandler | Reply>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      if (isUpload(request)) return undefined;
      const url = new URL(request.url);
      const text = await request.clone().text();
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.get('authorization'),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
      if (!route) return undefined;
      return toResponse(typeof route === 'function' ? await route(call.body, call) : route);
    }),
  );
  const handlers = server.listHandlers();
  if (!handlers.includes(apiNotFound)) server.resetHandlers(...handlers, apiNotFound);
  return { calls };
}

/** The calls made to one path, in order. */
export const callsTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

/** One request the upload route received. */
export interface UploadRequest {
  method: string;
  /** The URL path (e.g. '/api/upload-image'). */
  url: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** What was sent: the upload helper sends FormData with the file under `file`. */
  body: FormData;
}

/**
 * Answers the image upload (`POST /api/upload-image`, sent by XMLHttpRequest for its progress events)
 * from `respond`: a 200 body, or a Reply (status 0: the connection failed). A later call replaces the
 * answer of an earlier one in the same test.
 */
export function fakeUpload(respond: (request: UploadRequest) => unknown) {
  const sent: UploadRequest[] = [];
  server.use(
    http.post('*/api/upload-image', async ({ request }) => {
      const upload: UploadRequest = {
        method: request.method,
        url: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers),
        body: await request.formData(),
      };
      sent.push(upload);
      return toResponse(respond(upload));
    }),
  );
  return { sent };
}
