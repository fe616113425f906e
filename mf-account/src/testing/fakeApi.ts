export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
}
type Handler = (call: Call) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Answers the page's fetches from handlers keyed 'METHOD /path' (no query); anything else is a 404.
 * Records every call so tests can check what was sent.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const [status, body] = handler ? await handler(call) : [404, { error: 'Alamat tidak ditemukan' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}

/** A session user object as the account service answers it. */
export const sessionUser = (over: Record<string, unknown> = {}) => ({
  access_token: 'tok-123',
  username: 'siti',
  fullname: 'Siti Aminah',
  profile_img: '',
  isAdmin: false,
  new_notification_available: false,
  ...over,
});
