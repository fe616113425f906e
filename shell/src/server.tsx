import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  isOneOf,
  REMOTE_NAMES,
  type PageRenderRequest,
  type RemoteFallback,
  type RemoteName,
  type RenderedPage,
} from '@yayasan/contracts';
import { api, createAppStore, setServerApiBase } from '@yayasan/store';
import { AppProviders } from '@yayasan/ui';
import { AppBody } from './app/AppBody';
import { RemoteModulesContext } from './lib/remotes/modules';
import { renderToHtml } from './lib/renderToHtml';
import { handedOver, splitResourceHints } from './features/server-render/handOver';
import { REMOTE_FRAME_PREFIX, RemoteUnavailable, serverRemoteModules } from './lib/remotes/serverRemoteModules';

/**
 * Renders passes until the page waits for no more answers: the first loads the route's remote modules
 * and starts their calls, the next renders their answers (and may start calls that needed them).
 */
const MAX_PASSES = 3;

/** The remote area an error was thrown in, read from React's component stack. */
function areaOf(stack: string | null | undefined): { remote: RemoteName; version: string } | null {
  const match = stack ? new RegExp(`${REMOTE_FRAME_PREFIX}(\\w+)@(\\S+?)[\\s(]`).exec(stack) : null;
  const remote = match?.[1];
  if (!match || !isOneOf(REMOTE_NAMES, remote)) return null;
  return { remote, version: match[2] };
}

/**
 * The shell's server entry: one page rendered as an anonymous visitor (no session; only the theme
 * chosen) at `url`, with the route's remote modules from the server containers the renderer hands
 * over and the route's calls answered. Answers the markup, its styles, the store's state to hand
 * over, and the areas left to the browser.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  setServerApiBase(request.apiBase);
  const store = createAppStore({ theme: { name: request.theme } });
  const modules = serverRemoteModules(request.remotes, request.remoteTimeoutMs);
  let fallbacks: RemoteFallback[] = [];
  // An area left to the browser: its remote could not be had or threw while rendering (or, outside
  // any remote area, the shell's own part did).
  const onRecoverable = (error: unknown, stack?: string | null) => {
    const reason = error instanceof Error ? error.message : String(error);
    const area = error instanceof RemoteUnavailable ? error : (areaOf(stack) ?? { remote: 'shell', version: '' });
    if (fallbacks.some((f) => f.remote === area.remote)) return;
    fallbacks.push({ remote: area.remote, version: area.version, reason });
  };
  for (let pass = 1; ; pass += 1) {
    const sheet = new ServerStyleSheet();
    try {
      fallbacks = [];
      const html = await renderToHtml(
        sheet.collectStyles(
          <RemoteModulesContext.Provider value={modules}>
            <AppProviders store={store}>
              <MemoryRouter initialEntries={[request.url]}>
                <AppBody />
              </MemoryRouter>
            </AppProviders>
          </RemoteModulesContext.Provider>,
        ),
        onRecoverable,
      );
      // Only calls still without an answer need another pass: one asked to refetch on every mount
      // (`refetchOnMountOrArgChange`) starts again in each pass, but the markup already shows its answer.
      const queries = store.getState().api.queries;
      const running = store
        .dispatch(api.util.getRunningQueriesThunk())
        .filter((q) => queries[q.queryCacheKey]?.data === undefined);
      if (running.length === 0 || pass === MAX_PASSES) {
        const { hints, markup } = splitResourceHints(html);
        return { html: markup, styles: hints + sheet.getStyleTags(), state: handedOver(store.getState()), fallbacks };
      }
      await Promise.all(running);
    } finally {
      sheet.seal();
    }
  }
}
