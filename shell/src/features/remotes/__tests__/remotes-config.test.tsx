import { REMOTES_CONFIG_ELEMENT_ID } from '@yayasan/contracts';
import { readRemotesConfig } from '../remotes-config';

const CONFIG = {
  remotes: {
    blog: 'https://situs.test/mf/blog/mf-manifest.json',
    donation: 'https://situs.test/mf/donation/mf-manifest.json',
    gallery: 'https://situs.test/mf/gallery/mf-manifest.json',
    account: 'https://situs.test/mf/account/mf-manifest.json',
  },
};

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = REMOTES_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('readRemotesConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('uses the configuration written into the page without a request', async () => {
    inline(JSON.stringify(CONFIG));
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /config/remotes.json when the page has no configuration, or a broken one', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => CONFIG });
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    inline('{"remotes": {"blog": 1');
    await expect(readRemotesConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-store' });
  });

  it('fails when the fallback request fails', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    await expect(readRemotesConfig()).rejects.toThrow('remotes.json: 503');
  });
});
