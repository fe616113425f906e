import type { SessionUser } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { SECOND_FACTOR_MESSAGES } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import type { UserRow } from '../db/tables';
import { findUserById } from '../repositories/users';
import { hasSecondFactor, secondFactorOf } from './second-factor';
import { sessionFor } from './session';

/**
 * The two-step sign-in. Once the password (or Google, or a reset link) is accepted, an account with a
 * second factor, or an administrator without one while ADMIN_SECOND_FACTOR=required, gets a short-lived
 * signed challenge instead of the session: the code (or the factor's setup) is given with it. Everyone
 * else gets the spec's session object at once, as before.
 */

export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengeStep = 'code' | 'setup';

interface ChallengePayload {
  uid: number;
  /** The token version when it was issued: a password change in between voids it. */
  ver: number;
  step: ChallengeStep;
  exp: number;
}

export interface SecondFactorChallenge {
  second_factor: ChallengeStep;
  challenge: string;
  message: string;
}

export type SignInOutcome = { session: SessionUser } | { challenge: SecondFactorChallenge };

const STEP_MESSAGES: Record<ChallengeStep, string> = {
  code: 'Masukkan kode 6 angka dari aplikasi autentikator Anda, atau salah satu kode pemulihan.',
  setup: 'Akun admin wajib memakai verifikasi dua langkah. Atur sekarang untuk melanjutkan.',
};

/** What the account still needs after its first factor, or null when it may sign in now. */
export async function nextStepFor(db: Db, config: AccountConfig, user: UserRow): Promise<ChallengeStep | null> {
  const factor = await secondFactorOf(db, user.id);
  if (factor && hasSecondFactor(factor)) return 'code';
  if (user.is_admin && config.secondFactor.mode === 'required') return 'setup';
  return null;
}

export async function signInOutcome(
  db: Db,
  config: AccountConfig,
  user: UserRow,
  userAgent: string,
  now = Date.now(),
): Promise<SignInOutcome> {
  const step = await nextStepFor(db, config, user);
  if (!step) return { session: await sessionFor(db, config.signer, user, { userAgent }) };
  const payload: ChallengePayload = {
    uid: user.id,
    ver: Number(user.token_version ?? 0),
    step,
    exp: now + CHALLENGE_TTL_MS,
  };
  return {
    challenge: { second_factor: step, challenge: config.secondFactor.box.sign(payload), message: STEP_MESSAGES[step] },
  };
}

/** The user a challenge was issued to for `step`, or null when it is forged, expired or void. */
export async function userOfChallenge(
  db: Db,
  config: AccountConfig,
  challenge: string,
  step: ChallengeStep,
  now = Date.now(),
): Promise<UserRow | null> {
  const payload = config.secondFactor.box.verify<ChallengePayload>(challenge);
  if (!payload || payload.step !== step || typeof payload.exp !== 'number' || payload.exp < now) return null;
  const user = await findUserById(db, Number(payload.uid));
  if (!user || Number(user.token_version ?? 0) !== payload.ver) return null;
  return user;
}

export const CHALLENGE_EXPIRED = SECOND_FACTOR_MESSAGES.challengeExpired;

/** Sends the outcome: the session (200) or the challenge (202). */
export function answerSignIn(reply: { code(status: number): unknown }, outcome: SignInOutcome) {
  if ('session' in outcome) return outcome.session;
  reply.code(202);
  return outcome.challenge;
}
