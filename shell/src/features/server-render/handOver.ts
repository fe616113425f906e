import type { RootState } from '@yayasan/store';

/**
 * The state the browser starts from: the answers the page was rendered with. A call that failed or
 * never answered is left out, so the browser makes it again. A call asked to refetch on every mount
 * (`refetchOnMountOrArgChange`) starts again in each rendering pass, so at the end it is pending with
 * the answer the markup shows: that answer is handed over, or the browser would hydrate without it.
 */
export function handedOver(state: RootState): RootState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).flatMap(([key, q]) => {
      if (q?.status === 'fulfilled') return [[key, q]];
      if (q?.status === 'pending' && q.data !== undefined && q.fulfilledTimeStamp !== undefined) {
        return [[key, { ...q, status: 'fulfilled' }]];
      }
      return [];
    }),
  );
  return { ...state, api: { ...state.api, queries, subscriptions: {} } } as RootState;
}

/**
 * Rendering no document, React writes the page's resource hints (such as the preload of a
 * high-priority picture) before the markup; they belong in the head, and the root holds only the app.
 */
export function splitResourceHints(html: string): { hints: string; markup: string } {
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)![0];
  return { hints, markup: html.slice(hints.length) };
}
