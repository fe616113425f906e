/**
 * What the service worker does with each request: the rules alone, without the worker, so they can be
 * read and tested in one place. The worker (service-worker.ts) only carries them out.
 *
 * - `pass`: not touched at all; the browser asks the network as if there were no worker. The API, the
 *   remotes configuration (which release a visitor gets), uploads, share images and anything not a GET
 *   or from elsewhere: never answered from a cache, so nothing private or stale is ever shown.
 * - `page`: a page opened (a navigation). Always asked of the network first (a few seconds' wait on a
 *   weak connection), so a release or a new shell is picked up at once and a cached page can never pin
 *   an old one; without a connection, a public page seen before is shown from the cache, anything else
 *   gets the "Anda sedang offline" page. `keep` says whether the page may be stored at all.
 * - `immutable`: versioned or content-hashed build files, which never change under their name:
 *   from the cache when there, else the network (and then kept, a bounded number).
 * - `fresh-first`: build files whose name stays across builds (a remote's manifest and entry, the
 *   shell's main.js): the network's answer whenever there is one, the cached copy only offline.
 */
import { isServerRendered, PAGE_WORDS, REMOTE_ROUTES, SHELL_PAGES } from '@yayasan/contracts';

export type SwRoute =
  { kind: 'pass' } | { kind: 'page'; keep: boolean } | { kind: 'immutable' } | { kind: 'fresh-first' };

export interface SwRequest {
  method: string;
  url: string;
  /** `Request.mode`: 'navigate' for a page being opened. */
  mode: string;
}

/** A file name with the build's content hash (the gateway's rule for a year's caching too). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|gif|woff2?)$/;
/** A remote's published release: `/mf/<name>/v/<version>/...`, never changed once published. */
const RELEASED = /^\/mf\/[a-z]+\/v\/[^/]+\//;
/** Never answered by the worker: data, the release choice, uploads, share images, discovery files, itself. */
const NEVER = /^\/(api|config|media|og)\/|^\/(sw\.js|sitemap\.xml|robots\.txt|feed\.xml)$/;
/** The shell's and remotes' build files whose names stay the same across builds. */
const BUILD_FILE = /^\/(mf\/[a-z]+\/)?[^/]*\.(js|json|css)$|^\/mf\/[a-z]+\/retry\/\d+\/[^/]+\.(js|json)$/;

/**
 * The pages that may be kept for offline reading: the ones the renderer writes for any visitor (never
 * the dashboard, the editor, administrators' pages or anything rendered only with a session), less those
 * the site marks private (sign-in links with a token, payment, search, receipts).
 */
const PAGE_PATTERNS = [
  ...SHELL_PAGES.map((p) => ({ path: p.path, keep: true })),
  ...REMOTE_ROUTES.map((r) => ({ path: r.path, keep: isServerRendered(r) })),
].map(({ path, keep }) => ({
  segments: path.split('/').filter(Boolean),
  keep: keep && !PAGE_WORDS[path]?.private,
}));

/** The route-table pattern a path falls under (a literal segment wins over a parameter, as in the router). */
function patternOf(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  let best: { keep: boolean; literals: number } | null = null;
  for (const pattern of PAGE_PATTERNS) {
    if (pattern.segments.length !== segments.length) continue;
    let literals = 0;
    const fits = pattern.segments.every((s, i) => {
      if (s.startsWith(':')) return segments[i] !== '';
      literals++;
      return s === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { keep: pattern.keep, literals };
  }
  return best;
}

/** Whether a page at this path may be kept in the worker's cache (public, the same for every visitor). */
export function isKeptPage(pathname: string): boolean {
  return patternOf(pathname)?.keep ?? false;
}

export function routeFor(request: SwRequest, origin: string): SwRoute {
  if (request.method !== 'GET') return { kind: 'pass' };
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { kind: 'pass' };
  }
  if (url.origin !== origin) return { kind: 'pass' };
  const path = url.pathname;
  if (NEVER.test(path)) return { kind: 'pass' };
  if (request.mode === 'navigate') return { kind: 'page', keep: isKeptPage(path) };
  if (RELEASED.test(path) || HASHED.test(path)) return { kind: 'immutable' };
  if (BUILD_FILE.test(path)) return { kind: 'fresh-first' };
  return { kind: 'pass' };
}

/**
 * Whether an answer may be stored: a whole, successful answer that the server does not mark as
 * personal (`private`) or not to be stored (`no-store`).
 */
export function mayStore(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(cacheControl ?? '');
}

/** How long a page waits for the network before a kept copy is shown instead. */
export const PAGE_NETWORK_TIMEOUT_S = 4;
/** At most this many pages and files are kept; the least recently used go first. */
export const KEPT_PAGES = 30;
export const KEPT_FILES = 300;

/** The message a page sends the worker: keep the page on screen (and the files it loaded) for offline use. */
export const KEEP_VISITED = 'KEEP_VISITED';
export interface KeepVisitedMessage {
  type: typeof KEEP_VISITED;
  page: string;
  files: string[];
}
