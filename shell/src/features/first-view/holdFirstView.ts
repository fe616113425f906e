import { FIRST_VIEW_ELEMENT_ID, PAGE_LOADING_ATTRIBUTE } from '@yayasan/contracts';

/**
 * The app's page is ready to be seen: its heading shows and nothing of what the first view drew is
 * still loading, or an error stands in its place.
 */
const pageReady = (root: HTMLElement) =>
  root.querySelector('[data-load-error], [data-remote-fallback]') !== null ||
  (root.querySelector('main h1') !== null && root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`) === null);

/** However its page fares, the app shows after this long (with its own loading state, if still loading). */
export const FIRST_VIEW_MAX_MS = 10_000;

/**
 * Keeps the gateway's first view on screen and the app's root hidden until the app's page is ready,
 * then swaps them in one frame: the visitor never sees the page fall back to a loading state, and
 * what the first view painted (its picture, its heading) is not painted again later as new content.
 * The swap also waits for the first view to have been shown with its picture (`shown`, firstViewShown):
 * where the scripts arrive before the browser's first frame or before the picture (a fast connection,
 * a warm cache), the page still shows first what the HTML carries, and the app's copy of the picture
 * is not a later, separate paint of the page's largest content.
 */
export function holdFirstView(root: HTMLElement, shown: Promise<void>): void {
  const view = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!view) return;
  root.hidden = true;
  let shownThere = false;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    view.remove();
    root.hidden = false;
  };
  const revealOnceBoth = () => {
    if (shownThere && pageReady(root) && view.isConnected) reveal();
  };
  const observer = new MutationObserver(revealOnceBoth);
  observer.observe(root, { childList: true, subtree: true });
  void shown.then(() => {
    shownThere = true;
    revealOnceBoth();
  });
  const timer = setTimeout(reveal, FIRST_VIEW_MAX_MS);
}
