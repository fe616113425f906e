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

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Answers a call: the body of a 200 answer, or a Reply (either may come from a promise). */
export type ApiHandler = (body: Json, call: ApiCall) => unknown;

const NOT_FOUND = { error: 'Alamat tidak ditemukan' };

/**
 * Replaces fetch for a component test. A call goes to `routes['METHOD /path']`, else to
 * `routes['/path']` (any method); a route is a handler or a fixed Reply. A call no route takes
 * answers 404. Every call is recorded, in order, so tests can check what was sent.
 */
export function fakeApi(routes: Record<string, ApiHandler | Reply>): { calls: ApiCall[]; spy: jest.SpyInstance } {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
    const result = typeof route === 'function' ? await route(call.body, call) : (route ?? new Reply(404, NOT_FOUND));
    const reply = result instanceof Reply ? result : new Reply(200, result);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}

/** The calls made to one path, in order. */
export const callsTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

/** One request the upload stand-in received. */
export interface UploadRequest {
  method: string;
  url: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** What was sent: the upload helper sends FormData with the file under `file`. */
  body: Json;
}

/**
 * Replaces XMLHttpRequest, which the shared upload helper uses for its progress events: each send
 * reports half the progress, then answers from `respond` (a 200 body, or a Reply; a Reply with
 * status 0 is a connection that failed). Call `restore()` when done.
 */
export function fakeUpload(respond: (request: UploadRequest) => unknown) {
  const original = global.XMLHttpRequest;
  const sent: UploadRequest[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const request = { method: this.method, url: this.url, headers: this.headers, body };
      sent.push(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const result = respond(request);
        const reply = result instanceof Reply ? result : new Reply(200, result);
        if (reply.status === 0) return this.onerror?.();
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      global.XMLHttpRequest = original;
    },
  };
}
