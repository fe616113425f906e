import type { EphemeralStack } from '../dev/ephemeral';
import type { ChangedGalleryBuild } from './release-build';

/** What the running E2E stack looks like: set by the global setup, inherited by the test workers. */
export type E2eState = Omit<EphemeralStack, 'stop'> & {
  /** The gallery remote built once with a marker, for the release tests. */
  changedGallery: ChangedGalleryBuild;
};

export const E2E_STATE_ENV = 'E2E_STACK';

export function e2eState(): E2eState {
  const raw = process.env[E2E_STATE_ENV];
  if (!raw) throw new Error('The E2E stack is not running: start the tests with `npx playwright test`.');
  return JSON.parse(raw) as E2eState;
}
