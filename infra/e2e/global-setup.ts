import { startEphemeralStack } from '../dev/ephemeral';
import { buildChangedGallery } from './release-build';
import { E2E_STATE_ENV, type E2eState } from './state';

/**
 * Boots the whole site on free ports against a fresh database with demo data, and builds the changed
 * gallery remote the release tests publish; tears both down after.
 */
export default async function globalSetup() {
  const [stack, build] = await Promise.allSettled([startEphemeralStack('e2e'), buildChangedGallery()]);
  if (stack.status === 'rejected' || build.status === 'rejected') {
    if (stack.status === 'fulfilled') await stack.value.stop();
    if (build.status === 'fulfilled') build.value.remove();
    throw stack.status === 'rejected' ? stack.reason : (build as PromiseRejectedResult).reason;
  }
  const { stop, ...details } = stack.value;
  const { remove, ...changedGallery } = build.value;
  const state: E2eState = { ...details, changedGallery };
  // Workers inherit the environment, so parallel runs never share state through files.
  process.env[E2E_STATE_ENV] = JSON.stringify(state);
  process.env.E2E_BASE_URL = state.baseURL;
  return async () => {
    await stop();
    remove();
  };
}
