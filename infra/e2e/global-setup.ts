import { writeFileSync } from 'node:fs';
import { startEphemeralStack } from '../dev/ephemeral';
import { E2E_STATE_FILE, type E2eState } from './state';

/** Boots the whole site on free ports against a fresh database with demo data; tears it down after. */
export default async function globalSetup() {
  const { stop, ...state } = await startEphemeralStack('e2e');
  writeFileSync(E2E_STATE_FILE, JSON.stringify(state satisfies E2eState, null, 2));
  process.env.E2E_BASE_URL = state.baseURL;
  return stop;
}
