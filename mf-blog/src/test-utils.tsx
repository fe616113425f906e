/** Test helpers: a fake of the site's API answering by path, recording every call. */
/** A request body as a test reads it: any JSON shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export interface ApiCall {
  path: string;
  method: string;
  body: Body;
  authorization: string | null;
}

export type Handler = (body: Body, call: ApiCall) => unknown | Promise<unknown>;

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * Replaces fetch: `/api/<path>` calls go to `handlers[path]` (a missing handler answers 404).
 * Returns the list of calls made so far.
 */
export function fakeApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const call: ApiCall = {
      path,
      method: request.method,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const handler = handlers[path];
    const result = handler ? await handler(call.body, call) : new Reply(404, { error: 'Alamat tidak ditemukan' });
    const reply = result instanceof Reply ? result : new Reply(200, result);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export const callsTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

let n = 0;
/** A blog card as the server answers it. */
export function blogCard(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    _id: n,
    blog_id: `artikel-${n}`,
    title: `Artikel ${n}`,
    des: `Deskripsi ${n}`,
    banner: `https://cdn.test/${n}.png`,
    tags: ['Kategori 1'],
    publishedAt: '2024-05-05T03:00:00.000Z',
    draft: false,
    activity: { total_likes: 0, total_comments: 0, total_parent_comments: 0, total_reads: 0 },
    author: { _id: 1, personal_info: { fullname: 'Admin Yayasan', username: 'admin', profile_img: '' } },
    ...over,
  };
}
