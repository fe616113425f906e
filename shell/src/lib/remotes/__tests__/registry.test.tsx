import { containerAt } from '../containers';
import { loadRemoteModule, resetRemote } from '../registry';
import { writeRemotesConfig } from '../testing';

jest.mock('../containers', () => ({ ...jest.requireActual('../containers'), containerAt: jest.fn() }));
const start = containerAt as jest.Mock;

beforeAll(() => {
  writeRemotesConfig(
    JSON.stringify({
      remotes: {
        blog: '/mf/blog/v/1.4.0/mf-manifest.json',
        donation: 'https://cdn.test/donation/mf-manifest.json',
        gallery: '/mf/gallery/mf-manifest.json',
        account: '/mf/account/mf-manifest.json',
      },
    }),
  );
});

describe('loadRemoteModule', () => {
  const container = { init: jest.fn(), get: jest.fn(async () => () => ({ default: 'page' })) };
  beforeEach(() => {
    start.mockReset().mockResolvedValue(container);
  });

  it("loads the module from the entry beside the remote's configured manifest", async () => {
    await expect(loadRemoteModule('blog', './ArticlePage')).resolves.toEqual({ default: 'page' });
    expect(start).toHaveBeenCalledWith('/mf/blog/v/1.4.0/remoteEntry.js', 'blog');
    expect(container.get).toHaveBeenCalledWith('./ArticlePage');
  });

  it('after a reset, loads the remote of this site from a new address, and one elsewhere from its own', async () => {
    resetRemote('gallery');
    resetRemote('gallery');
    resetRemote('donation');
    await loadRemoteModule('gallery', './GalleryPage');
    await loadRemoteModule('donation', './DonatePage');
    expect(start.mock.calls).toEqual([
      ['/mf/gallery/retry/2/remoteEntry.js', 'gallery'],
      ['https://cdn.test/donation/remoteEntry.js', 'donation'],
    ]);
  });
});
