/**
 * API answers the gateway already read while composing a page, written into it so the page's first
 * calls need no round trip: `<script type="application/json" id="initial-answers">` holding an object
 * keyed by `initialAnswerKey(call)` (the call's URL as the browser makes it, `/api/…`).
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

export type InitialAnswers = Record<string, unknown>;

/** A read call as the browser's API client makes it (RTK Query's fetch arguments). */
export interface AnswerableCall {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  /** A flat JSON body (the spec's POST reads take one). */
  body?: Record<string, unknown>;
}

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The key of a call: its method, path, query parameters (those written in the URL and those passed
 * apart, in name order) and body (its fields in name order), so any way of writing one call matches.
 */
export function initialAnswerKey({ url, method = 'GET', params = {}, body }: AnswerableCall): string {
  const [path, search = ''] = url.split('?', 2);
  const query = new URLSearchParams(
    [
      ...new URLSearchParams(search),
      ...Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]): [string, string] => [name, String(value)]),
    ].sort(byName),
  ).toString();
  const sent = body === undefined ? '' : ` ${JSON.stringify(Object.fromEntries(Object.entries(body).sort(byName)))}`;
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}${sent}`;
}
