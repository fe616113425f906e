import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SECOND_FACTOR_MESSAGES,
  SETUP_REQUIRED_CODE,
  STEP_UP_CODE,
  STEP_UP_HEADER,
  STEP_UP_MAX_AGE_SECONDS,
} from '@yayasan/validation';
import { unauthorized } from './errors';
import type { UserStanding } from './user-standing';

/** Whether every administrator must have a second factor (ADMIN_SECOND_FACTOR). */
export type AdminSecondFactorMode = 'required' | 'optional';

/** ADMIN_SECOND_FACTOR, defaulting to `required` in production and `optional` elsewhere. */
export function adminSecondFactorMode(env: NodeJS.ProcessEnv = process.env): AdminSecondFactorMode {
  const set = env.ADMIN_SECOND_FACTOR;
  if (set === 'required' || set === 'optional') return set;
  return env.NODE_ENV === 'production' ? 'required' : 'optional';
}

/**
 * The step-up rule for money and power: an acting user who has a second factor (and, in `required`
 * mode, every administrator) needs a token whose second-factor check is younger than 10 minutes.
 * The refusal is a 401 carrying `x-second-factor: step-up-required` (or `setup-required` for an
 * administrator who has no factor yet), which the browser answers with a code prompt (or shows the
 * message) rather than ending the session.
 */
export function stepUpRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  standing: Pick<UserStanding, 'secondFactor' | 'isAdmin'>,
  mode: AdminSecondFactorMode,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const applies = standing.secondFactor || (mode === 'required' && standing.isAdmin);
  if (!applies) return null;
  const checkedAt = request.user?.secondFactorAt;
  if (checkedAt !== undefined && nowSeconds - checkedAt <= STEP_UP_MAX_AGE_SECONDS) return null;
  if (!standing.secondFactor) {
    reply.header(STEP_UP_HEADER, SETUP_REQUIRED_CODE);
    return unauthorized(SECOND_FACTOR_MESSAGES.enrolRequired);
  }
  reply.header(STEP_UP_HEADER, STEP_UP_CODE);
  return unauthorized(SECOND_FACTOR_MESSAGES.stepUpRequired);
}
