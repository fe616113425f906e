import { STARTUP_FILES_ATTRIBUTE } from '@yayasan/contracts';
import { afterFirstPaint, preloadStartupFiles, readStartupFiles } from '../startupFiles';

const list = (text: string) => `<script type="application/json" ${STARTUP_FILES_ATTRIBUTE}>${text}</script>`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("the shell's list and the route's are read in order, each file once; a list that cannot be read is skipped", () => {
  document.head.innerHTML =
    list('[{"href":"/vendors.js","as":"script"},{"href":"/bootstrap.js","as":"script"}]') +
    list('not json') +
    list('{"href":"/not-a-list.js","as":"script"}');
  document.body.innerHTML = list(
    '[{"href":"/mf/gallery/remoteEntry.js","as":"script"},{"href":"/vendors.js","as":"script"},{"href":"/x.js","as":"image"},{"as":"script"}]',
  );
  expect(readStartupFiles()).toEqual([
    { href: '/vendors.js', as: 'script' },
    { href: '/bootstrap.js', as: 'script' },
    { href: '/mf/gallery/remoteEntry.js', as: 'script' },
  ]);
});

test('each file is asked for by a low-priority preload, a few in each task', async () => {
  const asked = preloadStartupFiles([
    { href: '/a.js', as: 'script' },
    { href: '/b.js', as: 'script' },
    { href: '/c.js', as: 'script' },
    { href: '/vendors.js', as: 'script' },
    { href: '/mf/blog/page.css', as: 'style' },
  ]);
  const links = () => [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
  // The first few at once; the rest in later tasks.
  expect(links()).toHaveLength(2);
  await asked;
  expect(links().map((l) => [l.getAttribute('href'), l.as, l.getAttribute('fetchpriority')])).toEqual([
    ['/a.js', 'script', 'low'],
    ['/b.js', 'script', 'low'],
    ['/c.js', 'script', 'low'],
    ['/vendors.js', 'script', 'low'],
    ['/mf/blog/page.css', 'style', 'low'],
  ]);
});

describe('afterFirstPaint', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  afterEach(() => visibility.mockReset());

  test('waits for the next frame, then for the task after it (the frame is painted between)', async () => {
    visibility.mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    frames.forEach((cb) => cb(0));
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
    raf.mockRestore();
  });

  test('a hidden tab paints nothing: it resolves at once', async () => {
    visibility.mockReturnValue('hidden');
    const raf = jest.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(raf).not.toHaveBeenCalled();
    raf.mockRestore();
  });
});
