import { SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import type { RootState } from '@yayasan/store';

/**
 * The store's state the page was rendered with on the server (written after the app's root), so the
 * browser starts from the same answers and renders the same markup; none on a page the renderer did
 * not write.
 */
export function readServerState(): Partial<RootState> | undefined {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<RootState>;
  } catch {
    return undefined;
  }
}
