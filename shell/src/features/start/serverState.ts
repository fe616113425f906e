import { SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import type { RootState } from '@yayasan/store';

/**
 * The store's state the page was rendered with on the server (written after the app's root), so the
 * browser starts from the same answers and renders the same markup; none on a page the renderer did
 * not write. The answers count as received now: their age is measured on the browser's clock (the
 * server's may differ), so a call that asks again after a while (`ASK_AGAIN_ON_VISIT`) does not ask
 * again while the page hydrates.
 */
export function readServerState(receivedAt = Date.now()): Partial<RootState> | undefined {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let state: Partial<RootState>;
  try {
    // The renderer wrote it from this same store's state (`handedOver`) into the page it serves.
    state = JSON.parse(text) as Partial<RootState>;
  } catch {
    return undefined;
  }
  const { api } = state;
  if (!api?.queries) return state;
  const stamped: typeof api.queries = {};
  for (const [key, q] of Object.entries(api.queries)) {
    stamped[key] = q?.fulfilledTimeStamp ? { ...q, fulfilledTimeStamp: receivedAt } : q;
  }
  return { ...state, api: { ...api, queries: stamped } };
}
