/**
 * API answers the gateway already read while composing a page, written into it so the page's first
 * calls need no round trip: `<script type="application/json" id="initial-answers">` holding an object
 * keyed by `initialAnswerKey(method, path)` (the path as the browser calls it, `/api/…`).
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

export type InitialAnswers = Record<string, unknown>;

/** The key of a call: its method, path and query parameters (in name order, so any order of writing them matches). */
export function initialAnswerKey(method: string, path: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams(
    Object.entries(params ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
}
