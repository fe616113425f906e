import { INITIAL_ANSWERS_ELEMENT_ID, initialAnswerKey } from '@yayasan/contracts';
import { api } from '../api';
import { createAppStore } from '../store';

const HOSTILE = 'Judul </script><script>alert(1)</script>';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    campaignForTest: build.query<{ title: string }, string>({ query: (id) => `/donation/${id}/details` }),
    listForTest: build.query<{ title: string }, { page: number; draft: boolean }>({
      query: (params) => ({ url: '/get-donation', params }),
    }),
    latestForTest: build.query<{ title: string }, { page: number; limit?: number }>({
      query: (body) => ({ url: '/latest-blogs', method: 'POST', body }),
    }),
    galleryForTest: build.query<{ title: string }, number>({
      query: (page) => `/gallery?order=desc&page=${page}&limit=24`,
    }),
  }),
  overrideExisting: true,
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => new Response(JSON.stringify({ title: 'dari server' }), { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the page’s inline answer serves the first call without a request, and only the first', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify({
    [initialAnswerKey({ url: '/api/donation/abc/details' })]: { title: HOSTILE },
    [initialAnswerKey({ url: '/api/get-donation', params: { page: 1, draft: false } })]: { title: 'halaman 1' },
    [initialAnswerKey({ url: '/api/latest-blogs', method: 'POST', body: { page: 1 } })]: { title: 'terbaru' },
    [initialAnswerKey({ url: '/api/gallery', params: { page: 1, limit: 24, order: 'desc' } })]: { title: 'galeri' },
  });
  document.head.appendChild(block);
  const store = createAppStore();

  const first = await store.dispatch(testApi.endpoints.campaignForTest.initiate('abc'));
  expect(first.data).toEqual({ title: HOSTILE });
  expect(fetchMock).not.toHaveBeenCalled();

  // A refetch asks the server.
  const again = await store.dispatch(testApi.endpoints.campaignForTest.initiate('abc', { forceRefetch: true }));
  expect(again.data).toEqual({ title: 'dari server' });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // With query parameters: only the same parameters, in whatever order they are written.
  const otherPage = await store.dispatch(testApi.endpoints.listForTest.initiate({ page: 2, draft: false }));
  expect(otherPage.data).toEqual({ title: 'dari server' });
  const firstPage = await store.dispatch(testApi.endpoints.listForTest.initiate({ draft: false, page: 1 }));
  expect(firstPage.data).toEqual({ title: 'halaman 1' });
  expect(fetchMock).toHaveBeenCalledTimes(2);

  // With a body: only the same body; parameters written in the URL match those the page keyed apart.
  const otherBody = await store.dispatch(testApi.endpoints.latestForTest.initiate({ page: 1, limit: 3 }));
  expect(otherBody.data).toEqual({ title: 'dari server' });
  const sameBody = await store.dispatch(testApi.endpoints.latestForTest.initiate({ page: 1 }));
  expect(sameBody.data).toEqual({ title: 'terbaru' });
  const gallery = await store.dispatch(testApi.endpoints.galleryForTest.initiate(1));
  expect(gallery.data).toEqual({ title: 'galeri' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
