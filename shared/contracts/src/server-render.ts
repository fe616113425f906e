import type { FederationContainer } from './federation';
import type { RemoteName } from './routes';

/** The module of the shell's server container the renderer calls (`renderPage`). */
export const SHELL_SERVER_MODULE = './server';

/** The server container of one remote in the release the visitor gets. */
export interface ServerRemote {
  /** The release's version (or a label of the in-place build): what the runtime caches it under. */
  version: string;
  /** Reads the container from the release store (or the in-place build); never from a URL a request names. */
  load(): Promise<FederationContainer>;
}

export interface PageRenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  remotes: Partial<Record<RemoteName, ServerRemote>>;
  /** Absolute address of the site's API, where the page's calls are made. */
  apiBase: string;
  /** A remote whose module is not there within this time is rendered in the browser instead. */
  remoteTimeoutMs: number;
  /** The visitor's theme (their choice's cookie), so a dark page is dark from its first paint. */
  theme: PageTheme;
}

export type PageTheme = 'light' | 'dark';

/**
 * The browser mirrors the visitor's theme choice (kept in the tab's session storage) into this session
 * cookie, so that the page the server renders is already in it: no flash of the light theme. The
 * theme is no private data: a page rendered dark is the same for every visitor who chose dark.
 */
export const THEME_COOKIE = 'theme';
const DARK_IN_HEADER = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=dark(?:;|$)`);

/** The theme a request's cookies ask for (light unless dark was chosen). */
export const themeFromCookie = (header: string | undefined): PageTheme =>
  header && DARK_IN_HEADER.test(header) ? 'dark' : 'light';

/** The cookie header value that records a theme (the light theme, the default, clears it). */
export const themeCookie = (theme: PageTheme): string =>
  theme === 'dark' ? `${THEME_COOKIE}=dark; Path=/; SameSite=Lax` : `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** A remote area (or the shell's own part) rendered in the browser instead of on the server, and why. */
export interface RemoteFallback {
  remote: RemoteName | 'shell';
  version: string;
  reason: string;
}

export interface RenderedPage {
  /** The app's markup, for inside the page's root element. */
  html: string;
  /** The page's styles (styled-components' style elements) and resource hints, for the head. */
  styles: string;
  /** The store's state the page was rendered with, handed to the browser to hydrate with. */
  state: unknown;
  fallbacks: RemoteFallback[];
}

/** The id of the `<script type="application/json">` that hands the server's store state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * The digest the server gives an area it left to the browser (its remote was missing, slow or threw,
 * counted and logged there): the browser renders that area by design, which is not a mismatch.
 */
export const BROWSER_RENDERED_DIGEST = 'area-left-to-the-browser';

/**
 * The performance mark a remote area leaves, with the remote's name after it, once it answers input
 * (rendered, or hydrated on a page from the server): field timing and browser tests wait on it.
 */
export const AREA_READY_MARK = 'area-ready:';

/**
 * The performance mark the shell leaves once its own parts (the top bar, the drawer, the theme switch)
 * answer input: before that a tap on the server's markup does nothing. Browser tests wait on it.
 */
export const SHELL_READY_MARK = 'shell-ready';
