import { startEphemeralStack } from '../dev/ephemeral';
import { E2E_STATE_ENV, type E2eState } from './state';

/** Boots the whole site on free ports against a fresh database with demo data; tears it down after. */
export default async function globalSetup() {
  const { stop, ...state } = await startEphemeralStack('e2e');
  // Workers inherit the environment, so parallel runs never share state through files.
  process.env[E2E_STATE_ENV] = JSON.stringify(state satisfies E2eState);
  process.env.E2E_BASE_URL = state.baseURL;
  return stop;
}
