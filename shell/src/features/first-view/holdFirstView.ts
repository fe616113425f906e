import { FIRST_VIEW_ELEMENT_ID } from '@yayasan/contracts';

/** The app's page is ready to be seen: its heading shows, or an error stands in its place. */
const PAGE_READY = 'main h1, [data-load-error], [data-remote-fallback]';

/** However its page fares, the app shows after this long (with its own loading state, if still loading). */
export const FIRST_VIEW_MAX_MS = 10_000;

/**
 * Keeps the gateway's first view on screen and the app's root hidden until the app's page is ready,
 * then swaps them in one frame: the visitor never sees the page fall back to a loading state, and
 * what the first view painted (its picture, its heading) is not painted again later as new content.
 */
export function holdFirstView(root: HTMLElement): void {
  const view = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!view) return;
  root.hidden = true;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    view.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(PAGE_READY)) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, FIRST_VIEW_MAX_MS);
}
