import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { SessionUserSchema } from '@yayasan/contracts/schemas/account';
import { PasskeyStepUpBodySchema, PasskeyStepUpOptionsSchema } from '@yayasan/contracts/schemas/passkeys';
import {
  EmptyBodySchema,
  SecondFactorCheckedSchema,
  SecondFactorCodeBodySchema,
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  SignedInWithNewFactorSchema,
  SignInCodeBodySchema,
  SignInSetupBodySchema,
  SignInSetupConfirmBodySchema,
} from '@yayasan/contracts/schemas/second-factor';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '@yayasan/service-kit';
import { checkSecondFactorCode, PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import type { UserRow } from '../db/tables';
import { SignInLockout } from '../domain/failures';
import { relyingPartyOf, stepUpOptions, verifyPasskeySignIn } from '../domain/passkeys';
import {
  confirmSetup,
  hasSecondFactor,
  removeSecondFactor,
  secondFactorOf,
  startSetup,
  verifySecondFactor,
} from '../domain/second-factor';
import { authUserOf, checkedNow, sessionFor } from '../domain/session';
import { CHALLENGE_EXPIRED, userOfChallenge } from '../domain/sign-in-steps';
import { passkeyByCredentialId } from '../repositories/passkeys';
import { unusedRecoveryCodes } from '../repositories/recovery-codes';
import { findUserById } from '../repositories/users';

const TAGS = ['account'];

/**
 * The second factor: the sign-in's second step (a code, or an administrator's setup when it is
 * required), and the settings page's own routes (turn on, turn off, step-up check). Wrong codes are
 * counted per account with the password's lockout rules (10 in 15 minutes).
 */
const secondFactor: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const { box, mode } = config.secondFactor;
  const limits = config.rateLimits;
  const rateLimit = { max: limits.authMax, timeWindow: limits.authWindowMs };
  const failures = new SignInLockout(limits.failedSignInMax, limits.failedSignInWindowMs, fastify.redis);
  const userAgentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? '');

  const codeFormat = (code: string) => {
    const problem = checkSecondFactorCode(code);
    if (problem) throw badRequest(problem);
  };

  /**
   * A wrong code: 401 during sign-in (nobody is signed in yet), 403 for a signed-in person, whose
   * session a 401 would end in the browser.
   */
  const wrongCode = (signedIn: boolean) => (signedIn ? forbidden(M.codeWrong) : unauthorized(M.codeWrong));

  /** Checks a code against the account's factor, counting a wrong one towards the lockout. */
  const checkCode = async (userId: number, code: string, signedIn: boolean) => {
    codeFormat(code);
    const key = `second-factor|${userId}`;
    if (!(await failures.reserve(key))) throw new HttpError(429, M.tooManyFailures);
    if (!(await verifySecondFactor(db, box, userId, code))) throw wrongCode(signedIn);
    await failures.clear(key);
  };

  /** Checks a code against a pending setup, counted like any other code. */
  const confirmCode = async (userId: number, code: string, signedIn: boolean) => {
    codeFormat(code);
    const key = `second-factor|${userId}`;
    if (!(await failures.reserve(key))) throw new HttpError(429, M.tooManyFailures);
    const codes = await confirmSetup(db, box, userId, code);
    if (codes === 'no-setup') {
      await failures.release(key);
      throw conflict(M.setupFirst);
    }
    if (!codes) throw wrongCode(signedIn);
    await failures.clear(key);
    return codes;
  };

  const challenged = async (challenge: string, step: 'code' | 'setup') => {
    const user = await userOfChallenge(db, config, challenge, step);
    if (!user) throw unauthorized(CHALLENGE_EXPIRED);
    return user;
  };

  const accountLabel = (user: UserRow) => user.email ?? user.username;

  fastify.post(
    '/signin/second-factor',
    {
      config: { rateLimit },
      schema: {
        summary: "Sign-in's second step: the code (or a recovery code) for a 202 challenge; answers the session",
        tags: TAGS,
        body: SignInCodeBodySchema,
        response: { 200: SessionUserSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await challenged(request.body.challenge, 'code');
      await checkCode(user.id, request.body.code, false);
      return sessionFor(db, config.signer, user, {
        userAgent: userAgentOf(request.headers),
        secondFactorAt: checkedNow(),
      });
    },
  );

  fastify.post(
    '/signin/second-factor/setup',
    {
      config: { rateLimit },
      schema: {
        summary: "An administrator's required setup during sign-in: the secret and its QR code",
        tags: TAGS,
        body: SignInSetupBodySchema,
        response: { 200: SecondFactorSetupSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await challenged(request.body.challenge, 'setup');
      return startSetup(db, box, user.id, accountLabel(user));
    },
  );

  fastify.post(
    '/signin/second-factor/setup/confirm',
    {
      config: { rateLimit },
      schema: {
        summary: 'Confirm the setup with a code; answers the session and the recovery codes (shown once)',
        tags: TAGS,
        body: SignInSetupConfirmBodySchema,
        response: { 200: SignedInWithNewFactorSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await challenged(request.body.challenge, 'setup');
      const recovery_codes = await confirmCode(user.id, request.body.code, false);
      await fastify.userStandings.forget(user.id);
      const session = await sessionFor(db, config.signer, user, {
        userAgent: userAgentOf(request.headers),
        secondFactorAt: checkedNow(),
      });
      return { session, recovery_codes };
    },
  );

  const signedInUser = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw unauthorized();
    return user;
  };
  /** A fresh token for this session, carrying a second-factor check made now. */
  const checkedToken = (user: UserRow, sessionId: string | undefined) =>
    config.signer.sign(authUserOf(user, { sessionId, secondFactorAt: checkedNow() }));

  fastify.get(
    '/second-factor',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Whether the signed-in user's second factor is on, and recovery codes left",
        tags: TAGS,
        response: { 200: SecondFactorStatusSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const factor = await secondFactorOf(db, user.id);
      const enabled = Boolean(factor && hasSecondFactor(factor));
      return {
        enabled,
        recovery_codes_left: enabled ? await unusedRecoveryCodes(db, user.id) : 0,
        required: Boolean(user.is_admin) && mode === 'required',
      };
    },
  );

  fastify.post(
    '/second-factor/setup',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Start turning the second factor on: the secret and its QR code',
        tags: TAGS,
        body: EmptyBodySchema,
        response: { 200: SecondFactorSetupSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const factor = await secondFactorOf(db, user.id);
      if (factor && hasSecondFactor(factor)) throw conflict(M.alreadyOn);
      return startSetup(db, box, user.id, accountLabel(user));
    },
  );

  fastify.post(
    '/second-factor/confirm',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Turn the second factor on with a code from the app; answers the recovery codes (shown once)',
        tags: TAGS,
        body: SecondFactorCodeBodySchema,
        response: { 200: SecondFactorEnabledSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const factor = await secondFactorOf(db, user.id);
      if (factor && hasSecondFactor(factor)) throw conflict(M.alreadyOn);
      const recovery_codes = await confirmCode(user.id, request.body.code, true);
      await fastify.userStandings.forget(user.id);
      return { recovery_codes, access_token: await checkedToken(user, request.user!.sessionId) };
    },
  );

  fastify.post(
    '/second-factor/disable',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Turn the second factor off (a code or a recovery code is required)',
        tags: TAGS,
        body: SecondFactorCodeBodySchema,
        response: { 200: SecondFactorCheckedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      if (user.is_admin && mode === 'required') throw forbidden(M.requiredForAdmin);
      const factor = await secondFactorOf(db, user.id);
      if (!factor || !hasSecondFactor(factor)) throw conflict(M.notOn);
      await checkCode(user.id, request.body.code, true);
      await removeSecondFactor(db, user.id);
      await fastify.userStandings.forget(user.id);
      return { access_token: await checkedToken(user, request.user!.sessionId) };
    },
  );

  fastify.post(
    '/second-factor/check',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Step-up: check a code now; answers a token that counts as checked for 10 minutes',
        tags: TAGS,
        body: SecondFactorCodeBodySchema,
        response: { 200: SecondFactorCheckedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const factor = await secondFactorOf(db, user.id);
      if (!factor || !hasSecondFactor(factor)) throw conflict(M.notOn);
      await checkCode(user.id, request.body.code, true);
      return { access_token: await checkedToken(user, request.user!.sessionId) };
    },
  );

  const rp = relyingPartyOf(config.publicUrl);

  fastify.post(
    '/second-factor/check/passkey/options',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: "Start a step-up check with a passkey: options listing only the signed-in user's passkeys",
        tags: TAGS,
        body: EmptyBodySchema,
        response: { 200: PasskeyStepUpOptionsSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => stepUpOptions(db, rp, (await signedInUser(request.user!.id)).id),
  );

  fastify.post(
    '/second-factor/check/passkey',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: "Step-up check with one of the own passkeys; answers POST /second-factor/check's fresh token",
        tags: TAGS,
        body: PasskeyStepUpBodySchema,
        response: { 200: SecondFactorCheckedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const { credential } = request.body;
      // Counted with the codes: a passkey cannot be tried where a code would be locked out.
      const key = `second-factor|${user.id}`;
      if (!(await failures.reserve(key))) throw new HttpError(429, PASSKEY_MESSAGES.tooManyFailures);
      const passkey = await passkeyByCredentialId(db, credential.id);
      // Another account's passkey is refused like a bad signature: the options never offered it.
      if (!passkey || passkey.user_id !== user.id) throw forbidden(PASSKEY_MESSAGES.notVerified);
      const outcome = await verifyPasskeySignIn(db, rp, passkey, credential, { stepUp: true });
      if (outcome === 'challenge') throw forbidden(PASSKEY_MESSAGES.challengeExpired);
      if (outcome === 'not-verified') throw forbidden(PASSKEY_MESSAGES.notVerified);
      await failures.clear(key);
      return { access_token: await checkedToken(user, request.user!.sessionId) };
    },
  );
};

export default secondFactor;
