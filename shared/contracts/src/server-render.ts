import type { RemoteName } from './routes';

/** A federation container as the runtime uses it (a remote's `remoteEntry.js`, browser or server build). */
export interface FederationContainer {
  init(shareScope: unknown, ...rest: unknown[]): unknown;
  get(module: string): unknown;
}

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
}

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
