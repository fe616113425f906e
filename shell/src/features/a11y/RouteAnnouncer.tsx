import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { pageTitle, pageWords, REMOTE_ROUTES, SHELL_PAGES } from '@yayasan/contracts';
import { announce, focusElement } from '@yayasan/ui';

const PATTERNS = [...SHELL_PAGES, ...REMOTE_ROUTES].map(({ path }) => ({ path }));

/** How long a lazily loaded page may take to show its heading before focus settles on `main`. */
export const HEADING_WAIT_MS = 10_000;

/** The route-table path that renders `pathname`, or null (not found). */
export function routePathFor(pathname: string): string | null {
  return matchRoutes(PATTERNS, pathname)?.[0]?.route.path ?? null;
}

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * On every page change: the document title from the route table, then (not on the first load,
 * which the browser announces itself) focus on the new page's `h1` — or its `main` when none
 * shows in time — and a polite announcement of the page's name.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    const routePath = routePathFor(pathname);
    document.title = pageTitle(routePath);
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    announce(pageWords(routePath).title);
    let waiting = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      waiting = false;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', stop);
    };
    const settle = (el: HTMLElement | null) => {
      stop();
      focusElement(el);
    };
    // The page may still be loading (lazy remote, data): wait for its heading to show.
    const tryFocus = () => {
      const heading = pageHeading();
      if (heading) settle(heading);
    };
    const observer = new MutationObserver(tryFocus);
    // Start once every effect of this commit has run: a drawer closed by the same click gives focus
    // back to its opener in one of them (before or after this one, as the renderer orders them).
    queueMicrotask(() => {
      if (!waiting) return;
      timer = setTimeout(() => settle(document.querySelector<HTMLElement>('main')), HEADING_WAIT_MS);
      observer.observe(document.body, { childList: true, subtree: true });
      tryFocus();
      // Someone already put focus somewhere while the page loaded: leave it there.
      if (waiting) document.addEventListener('focusin', stop);
    });
    return stop;
  }, [pathname]);
  return null;
}
