import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_PICTURE_TIMING } from '@yayasan/contracts';

/** Resolves once a frame has been painted (a task queued from a frame callback runs after its paint). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Whether the browser reports when an element marked with `elementtiming` reaches the screen. */
const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');

/** Resolves once the browser reports `picture` on screen (a report made before this call counts too). */
const reportedOnScreen = (picture: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (
        list.getEntries().some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === picture)
      ) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'element', buffered: true });
  });

/** Resolves if `picture` fails to load: a broken picture is never reported painted. */
const failed = (picture: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    if (picture.complete && picture.naturalWidth === 0) resolve();
    else picture.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Resolves once `picture` is on screen, or has failed. Loaded is not enough: a picture is decoded off
 * the main thread after its load event and painted in a later frame, and the frame reaches the screen
 * later still; an element removed before then was never shown, and the page's largest paint becomes
 * whatever replaced it. Where the browser does not report paints, its decoding and one frame stand in.
 */
function shownOnScreen(picture: HTMLImageElement): Promise<void> {
  if (reportsPaints()) return Promise.race([reportedOnScreen(picture), failed(picture)]);
  return picture
    .decode()
    .catch(() => undefined)
    .then(nextPaint);
}

/**
 * Resolves once the gateway's first view has been shown with its lead picture (marked by the gateway,
 * the page's largest, preloaded), or that picture has failed; after a painted frame where it has none,
 * and at once on a page without a first view.
 */
export function firstViewShown(): Promise<void> {
  const view = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!view) return Promise.resolve();
  const lead = [...view.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_VIEW_PICTURE_TIMING}"]`)];
  if (lead.length === 0) return nextPaint();
  return Promise.all(lead.map(shownOnScreen)).then(() => undefined);
}
