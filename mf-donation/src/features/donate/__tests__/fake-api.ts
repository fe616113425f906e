/** A fetch stand-in for component tests: answers by "METHOD /path" (without /api), records the calls. */
export type Answer = { status?: number; body: unknown };
export type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

export interface FakeApi {
  calls: { method: string; path: string; body: unknown }[];
  spy: jest.SpyInstance;
}

export function fakeApi(routes: Record<string, Handler | Answer>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path, body });
    const route = routes[`${req.method} ${path}`];
    const answer =
      typeof route === 'function'
        ? await route(body, url)
        : (route ?? { status: 404, body: { error: 'Alamat tidak ditemukan' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}
