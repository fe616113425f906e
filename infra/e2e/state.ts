import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../dev/paths';

/** What the running E2E stack looks like, written by the global setup for the specs to read. */
export interface E2eState {
  baseURL: string;
  midtransUrl: string;
  oauthUrl: string;
  outboxDir: string;
  logFile: string;
  databaseUrl: string;
}

export const E2E_STATE_FILE = join(DATA_DIR, 'e2e-state.json');

export function e2eState(): E2eState {
  return JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as E2eState;
}
