import { containerAt, entryBeside } from '../containers';

const shareScope = { react: {} };
const initSharing = jest.fn(() => Promise.resolve());
Object.assign(globalThis, { __webpack_init_sharing__: initSharing, __webpack_share_scopes__: { default: shareScope } });

const scriptsAt = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith(url));

/** Plays the browser's part: the entry script at `url` ran (defining `global`) or failed to load. */
function finish(url: string, outcome: 'load' | 'error', global?: [string, unknown]) {
  if (global) Reflect.set(window, global[0], global[1]);
  scriptsAt(url).at(-1)!.dispatchEvent(new Event(outcome));
}

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, 'blog');
});

describe('entryBeside', () => {
  it('names the entry file in the folder of the manifest', () => {
    expect(entryBeside('/mf/blog/v/1.2.0/mf-manifest.json')).toBe('/mf/blog/v/1.2.0/remoteEntry.js');
    expect(entryBeside('https://cdn.test/blog/mf-manifest.json')).toBe('https://cdn.test/blog/remoteEntry.js');
  });
});

describe('containerAt', () => {
  it("runs the entry once and starts its container with the page's share scope", async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    const first = containerAt('/mf/blog/remoteEntry.js', 'blog');
    const second = containerAt('/mf/blog/remoteEntry.js', 'blog');
    expect(scriptsAt('/mf/blog/remoteEntry.js')).toHaveLength(1);
    finish('/mf/blog/remoteEntry.js', 'load', ['blog', container]);
    await expect(first).resolves.toBe(container);
    await expect(second).resolves.toBe(container);
    expect(initSharing).toHaveBeenCalledWith('default');
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shareScope);
  });

  it('forgets an entry that did not load, so the next attempt runs it again', async () => {
    const failed = containerAt('/mf/blog/v/9/remoteEntry.js', 'blog');
    finish('/mf/blog/v/9/remoteEntry.js', 'error');
    await expect(failed).rejects.toThrow('/mf/blog/v/9/remoteEntry.js did not load');
    void containerAt('/mf/blog/v/9/remoteEntry.js', 'blog');
    expect(scriptsAt('/mf/blog/v/9/remoteEntry.js')).toHaveLength(2);
  });

  it('rejects an entry that defines no container', async () => {
    const loaded = containerAt('/mf/blog/v/8/remoteEntry.js', 'blog');
    finish('/mf/blog/v/8/remoteEntry.js', 'load', ['blog', { get: 1 }]);
    await expect(loaded).rejects.toThrow('defines no container "blog"');
  });
});
