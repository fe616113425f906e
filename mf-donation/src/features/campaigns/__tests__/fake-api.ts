/** A fetch stand-in for component tests: answers by "METHOD /path" (without /api), records the calls. */
export type Answer = { status?: number; body: unknown };
export type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export function fakeApi(routes: Record<string, Handler | Answer>): { calls: Call[] } {
  const calls: Call[] = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.get('authorization'),
    });
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
  return { calls };
}

/** A stand-in for the upload request (XMLHttpRequest): answers with the given URL. */
export function fakeUpload(url: string) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = 200;
        this.responseText = JSON.stringify({ success: 1, file: { url } });
        this.onload?.();
      }, 0);
    }
  }
  const original = global.XMLHttpRequest;
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (global.XMLHttpRequest = original) };
}
