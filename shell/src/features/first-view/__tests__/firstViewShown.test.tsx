import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_PICTURE_TIMING } from '@yayasan/contracts';
import { firstViewShown } from '../firstViewShown';

/** A page whose first view has a lead picture (as the gateway marks it) and, below it, a lazy one. */
function pageWithPicture(): { lead: HTMLImageElement; lazy: HTMLImageElement } {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><main><h1>Judul</h1>
    <img elementtiming="${FIRST_VIEW_PICTURE_TIMING}" src="/media/a.png"><img loading="lazy" src="/media/b.png">
  </main></div><div id="root"></div>`;
  const [lead, lazy] = document.querySelectorAll('img');
  return { lead, lazy };
}

/** Whether `promise` has resolved once everything queued so far (a frame, the task after it) has run. */
async function resolvedYet(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('where the browser reports when a marked element reaches the screen', () => {
  /** The browser's paint reports, made by the test (the test browser paints nothing). */
  let report: (element: Element) => void;
  beforeEach(() => {
    const observers = new Set<(entries: { element: Element }[]) => void>();
    report = (element) => observers.forEach((notify) => notify([{ element }]));
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      private readonly notify = (entries: unknown[]) => this.callback({ getEntries: () => entries });
      observe = () => observers.add(this.notify);
      disconnect = () => observers.delete(this.notify);
    }
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, 'PerformanceObserver'));

  test('the first view counts as shown once its lead picture is reported on screen, not before', async () => {
    const { lead, lazy } = pageWithPicture();
    const shown = firstViewShown();
    lead.dispatchEvent(new Event('load'));
    report(lazy);
    expect(await resolvedYet(shown)).toBe(false);
    report(lead);
    expect(await resolvedYet(shown)).toBe(true);
  });

  test('a lead picture that fails to load does not hold it', async () => {
    const { lead } = pageWithPicture();
    const shown = firstViewShown();
    expect(await resolvedYet(shown)).toBe(false);
    lead.dispatchEvent(new Event('error'));
    expect(await resolvedYet(shown)).toBe(true);
  });
});

describe('where it does not', () => {
  let decoding: { resolve: () => void; reject: (error: Error) => void };
  beforeAll(() => {
    HTMLImageElement.prototype.decode = () =>
      new Promise<void>((resolve, reject) => {
        decoding = { resolve, reject };
      });
  });

  test.each([
    ['decoded, ready to paint', () => decoding.resolve()],
    ['failed', () => decoding.reject(new Error('EncodingError'))],
  ])('it counts as shown once its lead picture has %s and a frame has been painted', async (_, settle) => {
    pageWithPicture();
    const shown = firstViewShown();
    expect(await resolvedYet(shown)).toBe(false);
    settle();
    expect(await resolvedYet(shown)).toBe(true);
  });
});

test('a first view without a lead picture is shown once a frame has been painted', async () => {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><main><h1>Judul</h1></main></div><div id="root"></div>`;
  expect(await resolvedYet(firstViewShown())).toBe(true);
});

test('a page without a first view has nothing to wait for', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(await resolvedYet(firstViewShown())).toBe(true);
});
