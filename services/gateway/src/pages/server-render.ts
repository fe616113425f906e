import type { FastifyBaseLogger } from 'fastify';
import type { PageTheme, RemoteName } from '@yayasan/contracts';

/** Whether the renderer's answer holds a page (its three parts as text). */
const isRenderedBody = (value: unknown): value is RenderedBody =>
  typeof value === 'object' &&
  value !== null &&
  'html' in value &&
  typeof value.html === 'string' &&
  'styles' in value &&
  typeof value.styles === 'string' &&
  'state' in value &&
  typeof value.state === 'string';

/** The renderer's answer for one page (services/render, POST /render). */
export interface RenderedBody {
  /** The app's markup, for inside the root element. */
  html: string;
  /** Style elements for the head. */
  styles: string;
  /** The store's state, already safe inside a `<script type="application/json">`. */
  state: string;
}

/**
 * Past this the page is answered without a body and the browser renders it (the renderer is overloaded
 * or stuck); `RENDER_TIMEOUT_MS` changes it.
 */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * Asks the renderer for a page's body: only the page's path and query, the release of each remote
 * this visitor gets and the theme they chose. Never a cookie or an authorization header: what the renderer writes is the same
 * for every visitor of that route and release. Answers null when it cannot (the page is then served
 * without a body, and the browser renders it).
 */
export async function renderBody(
  renderUrl: string,
  url: string,
  versions: Partial<Record<RemoteName, string>>,
  theme: PageTheme,
  log: FastifyBaseLogger,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<RenderedBody | null> {
  try {
    const res = await fetch(`${renderUrl.replace(/\/$/, '')}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, versions, theme }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`the renderer answered ${res.status}`);
    const body: unknown = await res.json();
    if (!isRenderedBody(body)) {
      throw new Error('the renderer answered without a page');
    }
    return { html: body.html, styles: body.styles, state: body.state };
  } catch (err) {
    log.warn({ err, url }, 'page served without its server-rendered body');
    return null;
  }
}
