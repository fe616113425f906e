import { scrubFieldMessage, type FieldFailure } from '@yayasan/contracts';

/**
 * Where the page's failures go: the collector of the current page view once it runs, a short list
 * until then (an error during start-up comes before the collector's code has arrived). Nothing is kept
 * before `listenForFieldFailures` (the browser's start-up): a server render never collects.
 */
let listening = false;
let deliver: ((failure: FieldFailure) => void) | null = null;
const pending: FieldFailure[] = [];
/** Only a guard against a failure repeating in a loop before the collector runs; the beacon has its own limit. */
const PENDING_LIMIT = 50;

export function listenForFieldFailures(): void {
  listening = true;
}

/** Reports one failure of this page view (its message scrubbed of personal data). */
export function reportFieldFailure(failure: FieldFailure): void {
  if (!listening) return;
  const scrubbed =
    failure.message === undefined ? failure : { ...failure, message: scrubFieldMessage(failure.message) };
  if (deliver) deliver(scrubbed);
  else if (pending.length < PENDING_LIMIT) pending.push(scrubbed);
}

/** Hands the failures so far, and every later one, to the collector. */
export function deliverFieldFailures(to: (failure: FieldFailure) => void): void {
  deliver = to;
  pending.splice(0).forEach(to);
}

/** An error's message, whatever was thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
