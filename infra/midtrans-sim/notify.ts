import type { DeliveryResult, NotificationOutcome } from './orders';

export interface DeliveryOptions {
  /** Waits between attempts; attempts = retryDelaysMs.length + 1. */
  retryDelaysMs: number[];
  /** Per-attempt timeout. */
  timeoutMs: number;
  /** Aborts waiting and in-flight attempts (the simulator is closing). */
  signal?: AbortSignal;
}

export const DEFAULT_RETRY_DELAYS_MS = [200, 500];
export const DEFAULT_DELIVERY_TIMEOUT_MS = 5000;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** POSTs the notification JSON to one URL, retrying on non-2xx answers and network errors. */
export async function deliver(url: string, body: unknown, opts: DeliveryOptions): Promise<DeliveryResult> {
  const maxAttempts = opts.retryDelaysMs.length + 1;
  const result: DeliveryResult = { url, delivered: false, attempts: 0 };
  const payload = JSON.stringify(body);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (opts.signal?.aborted) {
      result.error = 'aborted';
      break;
    }
    result.attempts = attempt;
    try {
      const signals = [AbortSignal.timeout(opts.timeoutMs)];
      if (opts.signal) signals.push(opts.signal);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: payload,
        signal: AbortSignal.any(signals),
      });
      await res.arrayBuffer().catch(() => undefined);
      result.status = res.status;
      if (res.ok) {
        result.delivered = true;
        delete result.error;
        return result;
      }
      result.error = `HTTP ${res.status}`;
    } catch (err) {
      delete result.status;
      result.error = err instanceof Error ? err.message : String(err);
    }
    if (attempt < maxAttempts) await wait(opts.retryDelaysMs[attempt - 1], opts.signal);
  }
  return result;
}

/** Delivers to every URL (Midtrans allows up to three); delivered only when all took it. */
export async function notifyAll(urls: string[], body: unknown, opts: DeliveryOptions): Promise<NotificationOutcome> {
  if (urls.length === 0) {
    return { delivered: false, attempts: 0, error: 'no notification URL configured' };
  }
  const results = await Promise.all(urls.map((url) => deliver(url, body, opts)));
  const [first] = results;
  const outcome: NotificationOutcome = {
    delivered: results.every((r) => r.delivered),
    attempts: first.attempts,
  };
  if (first.status !== undefined) outcome.status = first.status;
  const failed = results.find((r) => !r.delivered);
  if (failed?.error) outcome.error = failed.error;
  if (results.length > 1) outcome.deliveries = results;
  return outcome;
}
