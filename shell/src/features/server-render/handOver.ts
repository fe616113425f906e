import { QueryStatus, type RootState } from '@yayasan/store';

/**
 * The state the browser starts from: the answers the page was rendered with. A call that failed or
 * never answered is left out, so the browser makes it again. A call asked to refetch on every mount
 * (`refetchOnMountOrArgChange`) starts again in each rendering pass, so at the end it is pending with
 * the answer the markup shows: that answer is handed over, or the browser would hydrate without it.
 */
export function handedOver(state: RootState): RootState {
  const queries: RootState['api']['queries'] = {};
  for (const [key, q] of Object.entries(state.api.queries)) {
    if (q?.status === 'fulfilled') queries[key] = q;
    else if (q?.status === 'pending' && q.data !== undefined && q.fulfilledTimeStamp !== undefined) {
      const { data, fulfilledTimeStamp } = q;
      queries[key] = { ...q, status: QueryStatus.fulfilled, data, fulfilledTimeStamp, error: undefined };
    }
  }
  return { ...state, api: { ...state.api, queries, subscriptions: {} } };
}

/**
 * Rendering no document, React writes the page's resource hints (such as the preload of a
 * high-priority picture) before the markup; they belong in the head, and the root holds only the app.
 */
export function splitResourceHints(html: string): { hints: string; markup: string } {
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)![0];
  return { hints, markup: html.slice(hints.length) };
}
