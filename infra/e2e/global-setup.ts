import { startEphemeralStack } from '../dev/ephemeral';
import { buildChangedGallery } from './release-build';
import { E2E_STATE_ENV, type E2eState } from './state';

/**
 * Boots the whole site on free ports against a fresh database with demo data, then builds the
 * changed gallery remote the release tests publish; tears both down after. One after the other: a
 * build beside the stack's own builds and start-up would only slow both on a small machine.
 */
export default async function globalSetup() {
  const { stop, ...details } = await startEphemeralStack('e2e');
  let changedGallery: Awaited<ReturnType<typeof buildChangedGallery>>;
  try {
    changedGallery = await buildChangedGallery();
  } catch (err) {
    await stop();
    throw err;
  }
  const { remove, ...build } = changedGallery;
  const state: E2eState = { ...details, changedGallery: build };
  // Workers inherit the environment, so parallel runs never share state through files.
  process.env[E2E_STATE_ENV] = JSON.stringify(state);
  process.env.E2E_BASE_URL = state.baseURL;
  return async () => {
    await stop();
    remove();
  };
}
