import type { EphemeralStack } from '../dev/ephemeral';

/** What the running E2E stack looks like: set by the global setup, inherited by the test workers. */
export type E2eState = Omit<EphemeralStack, 'stop'>;

export const E2E_STATE_ENV = 'E2E_STACK';

export function e2eState(): E2eState {
  const raw = process.env[E2E_STATE_ENV];
  if (!raw) throw new Error('The E2E stack is not running: start the tests with `npx playwright test`.');
  return JSON.parse(raw) as E2eState;
}
