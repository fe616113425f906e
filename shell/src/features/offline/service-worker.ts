/**
 * The site's service worker (built into the shell as /sw.js, production builds only): the shell and the
 * public pages a visitor has seen open without a connection; everything else works as without it.
 * Which request goes where is decided in sw-routing.ts.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { offlinePageHtml } from './offline-page';
import {
  KEEP_VISITED,
  KEPT_FILES,
  KEPT_PAGES,
  mayStore,
  PAGE_NETWORK_TIMEOUT_S,
  routeFor,
  type KeepVisitedMessage,
  type SwRoute,
} from './sw-routing';

/** The parts of the worker's global scope used here (the project's type library is the page's). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'message', listener: (event: WorkerEvent) => void): void;
}
interface WorkerEvent {
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: WorkerScope;

/** Only whole, successful answers the server does not mark private are kept. */
const onlyPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    mayStore(response.status, response.headers.get('cache-control')) ? response : null,
};

const keptPages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  // Pages vary by cookie (theme, release bucket); offline, the copy last seen is the one to show.
  matchOptions: { ignoreVary: true },
  plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: KEPT_PAGES, purgeOnQuotaError: true })],
});
const unkeptPages = new NetworkOnly();
const immutableFiles = new CacheFirst({
  cacheName: 'immutable-files',
  plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: KEPT_FILES, purgeOnQuotaError: true })],
});
const buildFiles = new NetworkFirst({
  cacheName: 'build-files',
  plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

function strategyFor(route: SwRoute): Strategy | null {
  switch (route.kind) {
    case 'page':
      return route.keep ? keptPages : unkeptPages;
    case 'immutable':
      return immutableFiles;
    case 'fresh-first':
      return buildFiles;
    default:
      return null;
  }
}

const offlinePage = () =>
  new Response(offlinePageHtml(), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

const match = (request: Request) => routeFor(request, self.location.origin);

registerRoute(
  ({ request }) => match(request).kind === 'page',
  async (options) => {
    const route = match(options.request);
    try {
      return await strategyFor(route)!.handle(options);
    } catch {
      return offlinePage();
    }
  },
);
registerRoute(
  ({ request }) => match(request).kind === 'immutable',
  (options) => immutableFiles.handle(options),
);
registerRoute(
  ({ request }) => match(request).kind === 'fresh-first',
  (options) => buildFiles.handle(options),
);

// A new worker takes over at once: its rules are the ones the current build expects.
self.skipWaiting();
clientsClaim();

/**
 * A page tells the worker what it shows (its address, and the files it loaded before the worker was in
 * charge, or on a client-side navigation): kept now, so it opens offline later.
 */
self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepVisitedMessage> | undefined;
  if (message?.type !== KEEP_VISITED || typeof message.page !== 'string') return;
  const wanted = [
    { url: message.page, mode: 'navigate' },
    ...(Array.isArray(message.files) ? message.files : []).map((url) => ({ url: String(url), mode: 'no-cors' })),
  ];
  event.waitUntil(
    Promise.allSettled(
      wanted.map(async ({ url, mode }) => {
        const route = routeFor({ method: 'GET', url, mode }, self.location.origin);
        // Only what would be kept anyway; a page or file already kept is not asked for again.
        if (route.kind === 'pass' || (route.kind === 'page' && !route.keep)) return;
        if (await caches.match(url, { ignoreVary: true })) return;
        await strategyFor(route)!.handle({
          event: event as never,
          request: new Request(url, { credentials: 'same-origin' }),
        });
      }),
    ),
  );
});
