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
    searchForTest: build.query<{ title: string }, string>({
      query: (id) => ({ url: `/donation/${id}/details`, method: 'POST', body: {} }),
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
    [initialAnswerKey('GET', '/api/donation/abc/details')]: { title: HOSTILE },
    [initialAnswerKey('POST', '/api/donation/def/details')]: { title: 'bukan untuk POST' },
    [initialAnswerKey('GET', '/api/get-donation', { page: 1, draft: false })]: { title: 'halaman 1' },
  });
  document.head.appendChild(block);
  const store = createAppStore();

  const first = await store.dispatch(testApi.endpoints.campaignForTest.initiate('abc'));
  expect(first.data).toEqual({ title: HOSTILE });
  expect(fetchMock).not.toHaveBeenCalled();

  // A refetch asks the server; so does a call with a body, whatever the page holds.
  const again = await store.dispatch(testApi.endpoints.campaignForTest.initiate('abc', { forceRefetch: true }));
  expect(again.data).toEqual({ title: 'dari server' });
  const post = await store.dispatch(testApi.endpoints.searchForTest.initiate('def'));
  expect(post.data).toEqual({ title: 'dari server' });
  expect(fetchMock).toHaveBeenCalledTimes(2);

  // With query parameters: only the same parameters, in whatever order they are written.
  const otherPage = await store.dispatch(testApi.endpoints.listForTest.initiate({ page: 2, draft: false }));
  expect(otherPage.data).toEqual({ title: 'dari server' });
  const firstPage = await store.dispatch(testApi.endpoints.listForTest.initiate({ draft: false, page: 1 }));
  expect(firstPage.data).toEqual({ title: 'halaman 1' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
