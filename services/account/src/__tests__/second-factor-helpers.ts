import { Secret, TOTP } from 'otpauth';
import type { TestService } from '@yayasan/service-kit/testing';
import { bearer, PASSWORD } from './helpers';

/** The code an authenticator app shows for `secret`, `offsetSteps` time steps from now. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * Waits while the clock is in the last 3 seconds of a 30 s step: a code computed here and checked by
 * the service a moment later then belongs to the same step on both sides.
 */
export async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - into + 200));
}

/** Turns the factor on through the settings routes; answers the secret and the recovery codes. */
export async function enrol(svc: TestService, token: string, offsetSteps = 0) {
  const setup = await svc.app.inject({
    method: 'POST',
    url: '/second-factor/setup',
    headers: bearer(token),
    payload: {},
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  await awayFromStepEdge();
  const confirm = await svc.app.inject({
    method: 'POST',
    url: '/second-factor/confirm',
    headers: bearer(token),
    payload: { code: codeFor(secret, offsetSteps) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  const body = confirm.json() as { recovery_codes: string[]; access_token: string };
  return { secret, ...body };
}

/** POST /signin with the test password: answers the 202 challenge (throws on anything else). */
export async function challengeOf(svc: TestService, email: string): Promise<string> {
  const res = await svc.app.inject({ method: 'POST', url: '/signin', payload: { email, password: PASSWORD } });
  if (res.statusCode !== 202) throw new Error(`expected a challenge: ${res.statusCode} ${res.body}`);
  return (res.json() as { challenge: string }).challenge;
}

export const secondStep = (svc: TestService, challenge: string, code: string) =>
  svc.app.inject({ method: 'POST', url: '/signin/second-factor', payload: { challenge, code } });
