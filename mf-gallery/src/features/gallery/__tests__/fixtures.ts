import type { GalleryItem } from '@yayasan/contracts';

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

export const item = (id: number, over: Partial<GalleryItem> = {}): GalleryItem => ({
  _id: id,
  title: `Foto ${id}`,
  description: `Deskripsi foto ${id}`,
  image_url: `http://localhost/media/demo/photo-${id}.png`,
  draft: false,
  fileSize: 1000,
  category: 'Default',
  createdAt: '2024-05-05T03:00:00.000Z',
  ...over,
});

export const page = (items: GalleryItem[], pageNo = 1, totalPages = 1) => ({
  items,
  total: items.length,
  page: pageNo,
  totalPages,
});
