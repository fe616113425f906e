import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { AuthBodySchema, SessionUserSchema } from '@yayasan/contracts/schemas/account';
import { SecondFactorChallengeSchema } from '@yayasan/contracts/schemas/second-factor';
import { conflict, forbidden, HttpError, isDuplicateKeyError, unauthorized } from '@yayasan/service-kit';
import { checkAuthForm, normalizeEmail } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { SignInLockout } from '../domain/failures';
import { sessionFor } from '../domain/session';
import { answerSignIn, signInOutcome } from '../domain/sign-in-steps';
import { createUser, findUserByEmail, hashPassword, verifyPassword } from '../domain/users';

/** A hash of a random string nobody knows, compared against when the e-mail is unknown. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const badInput = (message: string) => new HttpError(400, message);

const TAGS = ['account'];

/** POST /signin and POST /signup: answer the session user object. */
const auth: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const limits = config.rateLimits;
  const rateLimit = { max: limits.authMax, timeWindow: limits.authWindowMs };
  const failures = new SignInLockout(limits.failedSignInMax, limits.failedSignInWindowMs, fastify.redis);

  fastify.post(
    '/signup',
    {
      schema: {
        summary: 'Create an account with e-mail and password; answers the session',
        tags: TAGS,
        body: AuthBodySchema,
        response: { 200: SessionUserSchema, ...errorAnswers('4xx') },
      },
      config: { rateLimit },
    },
    async (request) => {
      const { fullname = '', email = '', password = '' } = request.body;
      const problem = checkAuthForm({ fullname, email, password });
      if (problem) throw badInput(problem);
      const existing = await findUserByEmail(fastify.db, email);
      if (existing)
        throw conflict(existing.google_auth ? ACCOUNT_MESSAGES.emailTakenByGoogle : ACCOUNT_MESSAGES.emailTaken);
      try {
        const user = await createUser(fastify.db, { fullname, email, password });
        return await sessionFor(fastify.db, config.signer, user, { userAgent: request.headers['user-agent'] });
      } catch (err) {
        if (isDuplicateKeyError(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw err;
      }
    },
  );

  fastify.post(
    '/signin',
    {
      schema: {
        summary:
          'Sign in with e-mail and password; answers the session, or 202 with a challenge when a second factor is needed',
        tags: TAGS,
        body: AuthBodySchema,
        response: { 200: SessionUserSchema, 202: SecondFactorChallengeSchema, ...errorAnswers('4xx') },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { email = '', password = '' } = request.body;
      const problem = checkAuthForm({ email, password });
      if (problem) throw badInput(problem);
      const key = `${normalizeEmail(email)}|${request.ip}`;
      // The attempt is counted before its password is checked: concurrent attempts cannot outrun the limit.
      if (!(await failures.reserve(key))) throw new HttpError(429, ACCOUNT_MESSAGES.tooManyFailures);
      const user = await findUserByEmail(fastify.db, email);
      if (user && !user.password_hash && user.google_auth) {
        await failures.release(key);
        throw forbidden(ACCOUNT_MESSAGES.useGoogle);
      }
      // An unknown e-mail costs one hash comparison too, so timing does not tell accounts apart.
      const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
      // A wrong password keeps its reserved attempt as a failure.
      if (!user || !user.password_hash || !ok) throw unauthorized(ACCOUNT_MESSAGES.signInFailed);
      await failures.clear(key);
      return answerSignIn(reply, await signInOutcome(fastify.db, config, user, request.headers['user-agent'] ?? ''));
    },
  );
};

export default auth;
