import { FIRST_VIEW_ELEMENT_ID, PAGE_LOADING_ATTRIBUTE } from '@yayasan/contracts';
import { FIRST_VIEW_MAX_MS, holdFirstView } from '../holdFirstView';

/** The page as the gateway writes it: the first view, then the app's empty root. */
function page(): HTMLElement {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><main><h1>Judul</h1></main></div><div id="root"></div>`;
  return document.getElementById('root')!;
}
const firstView = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);
/** MutationObserver callbacks and the first view's `shown` run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The first view has been shown (firstViewShown resolved). */
const shown = Promise.resolve();

afterEach(() => jest.useRealTimers());

test.each([
  [
    'the app stays hidden behind the first view while its page loads, then takes its place at once',
    '<header>bar</header><main><div aria-busy="true"></div></main>',
    '<header>bar</header><main><article><h1>Judul</h1></article></main>',
  ],
  [
    'a heading over content still loading keeps the first view up until the content shows',
    `<main><h1>Donasi</h1><div ${PAGE_LOADING_ATTRIBUTE}></div></main>`,
    '<main><h1>Donasi</h1><div>kartu</div></main>',
  ],
])('%s', async (_, loading, ready) => {
  const root = page();
  holdFirstView(root, shown);
  expect(root.hidden).toBe(true);
  root.innerHTML = loading;
  await settle();
  expect(root.hidden).toBe(true);
  expect(firstView()).not.toBeNull();

  root.innerHTML = ready;
  await settle();
  expect(root.hidden).toBe(false);
  expect(firstView()).toBeNull();
});

test('a page ready before the first view has been shown with its picture waits for it', async () => {
  const root = page();
  let show!: () => void;
  holdFirstView(root, new Promise<void>((resolve) => (show = resolve)));
  root.innerHTML = '<main><h1>Judul</h1></main>';
  await settle();
  expect(root.hidden).toBe(true);
  expect(firstView()).not.toBeNull();
  show();
  await settle();
  expect(root.hidden).toBe(false);
  expect(firstView()).toBeNull();
});

test.each([
  ['a failed load', '<main><div role="alert" data-load-error>Gagal memuat</div></main>'],
  ['a remote that could not load', '<main><div role="alert" data-remote-fallback="blog">Maaf</div></main>'],
])('%s shows at once in place of the first view', async (_, html) => {
  const root = page();
  holdFirstView(root, shown);
  root.innerHTML = html;
  await settle();
  expect(root.hidden).toBe(false);
  expect(firstView()).toBeNull();
});

test('a page that never gets ready is shown anyway after the longest wait', () => {
  jest.useFakeTimers();
  const root = page();
  holdFirstView(root, shown);
  jest.advanceTimersByTime(FIRST_VIEW_MAX_MS - 1);
  expect(root.hidden).toBe(true);
  jest.advanceTimersByTime(1);
  expect(root.hidden).toBe(false);
  expect(firstView()).toBeNull();
});

test('a page without a first view is left alone', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  holdFirstView(root, shown);
  expect(root.hidden).toBe(false);
});
