import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName } from '@yayasan/contracts';

/** The renderer's answer for one page (services/render, POST /render). */
export interface RenderedBody {
  /** The app's markup, for inside the root element. */
  html: string;
  /** Style elements for the head. */
  styles: string;
  /** The store's state, already safe inside a `<script type="application/json">`. */
  state: string;
}

/** Past this the page is answered without a body and the browser renders it (the renderer is overloaded or stuck). */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * Asks the renderer for a page's body: only the page's path and query and the release of each remote
 * this visitor gets. Never a cookie or an authorization header: what the renderer writes is the same
 * for every visitor of that route and release. Answers null when it cannot (the page is then served
 * without a body, and the browser renders it).
 */
export async function renderBody(
  renderUrl: string,
  url: string,
  versions: Partial<Record<RemoteName, string>>,
  log: FastifyBaseLogger,
  fetchFn: typeof fetch = fetch,
): Promise<RenderedBody | null> {
  try {
    const res = await fetchFn(`${renderUrl.replace(/\/$/, '')}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, versions }),
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`the renderer answered ${res.status}`);
    const body = (await res.json()) as Partial<RenderedBody>;
    if (typeof body.html !== 'string' || typeof body.styles !== 'string' || typeof body.state !== 'string') {
      throw new Error('the renderer answered without a page');
    }
    return { html: body.html, styles: body.styles, state: body.state };
  } catch (err) {
    log.warn({ err, url }, 'page served without its server-rendered body');
    return null;
  }
}
