/**
 * API answers the gateway already read while composing a page, written into it so the page's first
 * calls need no round trip: `<script type="application/json" id="initial-answers">` holding an object
 * keyed by `initialAnswerKey(method, path)` (the path as the browser calls it, `/api/…`).
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

export type InitialAnswers = Record<string, unknown>;

export const initialAnswerKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
