import { http, HttpResponse } from 'msw';
import { server } from '@yayasan/ui/testing';
import { readRemotesConfig } from '../remotes-config';
import { writeRemotesConfig as inline } from '../testing';

const CONFIG = {
  remotes: {
    blog: 'https://situs.test/mf/blog/mf-manifest.json',
    donation: 'https://situs.test/mf/donation/mf-manifest.json',
    gallery: 'https://situs.test/mf/gallery/mf-manifest.json',
    account: 'https://situs.test/mf/account/mf-manifest.json',
  },
};

/** Answers `/config/remotes.json` with `answer()`, recording each request. */
function serveRemotesJson(answer: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get('*/config/remotes.json', ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

describe('readRemotesConfig', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('uses the configuration written into the page without a request', async () => {
    const requests = serveRemotesJson(() => HttpResponse.json(CONFIG));
    inline(JSON.stringify(CONFIG));
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    expect(requests).toHaveLength(0);
  });

  it('fetches /config/remotes.json when the page has no configuration, or a broken one', async () => {
    const requests = serveRemotesJson(() => HttpResponse.json(CONFIG));
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    inline('{"remotes": {"blog": 1');
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => [new URL(r.url).pathname, r.cache])).toEqual([
      ['/config/remotes.json', 'no-store'],
      ['/config/remotes.json', 'no-store'],
    ]);
  });

  it('fails when the fallback request fails', async () => {
    serveRemotesJson(() => new HttpResponse(null, { status: 503 }));
    await expect(readRemotesConfig()).rejects.toThrow('remotes.json: 503');
  });
});
