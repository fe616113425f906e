import type { FetchArgs } from '@reduxjs/toolkit/query';
import { INITIAL_ANSWERS_ELEMENT_ID, initialAnswerKey, type InitialAnswers } from '@yayasan/contracts';

let pending: Map<string, unknown> | undefined;

/** The answers the gateway wrote into the page, read from it the first time a call asks. */
function inlineAnswers(): Map<string, unknown> {
  if (!pending) {
    pending = new Map();
    const text =
      typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        for (const [key, data] of Object.entries(JSON.parse(text) as InitialAnswers)) pending.set(key, data);
      } catch {
        // A malformed block: every call goes to the server as usual.
      }
    }
  }
  return pending;
}

/**
 * The page's inline answer to a call, if the gateway wrote one for this very call (method, path, query
 * and body), and only once, so a refetch (after a write, on a later visit) asks the server.
 */
export function takeInitialAnswer(args: string | FetchArgs, apiBase: string): { data: unknown } | undefined {
  const call = typeof args === 'string' ? { url: args } : args;
  const answers = inlineAnswers();
  const key = initialAnswerKey({ ...call, url: `${apiBase}${call.url}` });
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}
