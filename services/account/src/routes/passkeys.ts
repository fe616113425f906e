import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { SessionUserSchema } from '@yayasan/contracts/schemas/account';
import {
  AddPasskeyBodySchema,
  PasskeyRegistrationOptionsSchema,
  PasskeyRemovedSchema,
  PasskeySchema,
  PasskeySignInBodySchema,
  PasskeySignInOptionsSchema,
  PasskeysSchema,
  RemovePasskeyBodySchema,
} from '@yayasan/contracts/schemas/passkeys';
import { EmptyBodySchema } from '@yayasan/contracts/schemas/second-factor';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '@yayasan/service-kit';
import { checkPasskeyName, PASSKEY_MAX, PASSKEY_MESSAGES as M } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { SignInLockout } from '../domain/failures';
import {
  addPasskey,
  registrationOptions,
  relyingPartyOf,
  signInOptions,
  verifyPasskeySignIn,
} from '../domain/passkeys';
import { checkedNow, sessionFor } from '../domain/session';
import {
  countPasskeys,
  listPasskeys,
  passkeyByCredentialId,
  removePasskey,
  type PasskeyListing,
} from '../repositories/passkeys';
import { findUserById } from '../repositories/users';

const TAGS = ['account'];

const asPasskey = (row: PasskeyListing) => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/**
 * Passkeys: adding, listing and removing one's own in settings, and signing in with one without a
 * password. A passkey sign-in answers POST /signin's session and counts as both factors (the token
 * carries a second-factor check made now), so no code step follows, for administrators too.
 *
 * Adding or removing a passkey changes how the account can be entered, so for an account that has a
 * second factor (every administrator in `required` mode) it needs a check within the last 10 minutes,
 * the step-up rule of the other sensitive changes: otherwise a stolen session could add a passkey
 * that skips the code from then on. Failed passkey sign-ins are counted per account (per address
 * for a passkey nobody has) with the password's lockout rules (10 in 15 minutes).
 */
const passkeys: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const rp = relyingPartyOf(config.publicUrl);
  const limits = config.rateLimits;
  const rateLimit = { max: limits.authMax, timeWindow: limits.authWindowMs };
  const failures = new SignInLockout(limits.failedSignInMax, limits.failedSignInWindowMs, fastify.redis);
  const sensitive = [fastify.authenticate, fastify.requireRecentSecondFactor];

  const signedInUser = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw unauthorized();
    return user;
  };

  fastify.get(
    '/passkeys',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in user's passkeys: name, when added, when last used",
        tags: TAGS,
        response: { 200: PasskeysSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => ({ passkeys: (await listPasskeys(db, request.user!.id)).map(asPasskey) }),
  );

  fastify.post(
    '/passkeys/options',
    {
      preHandler: sensitive,
      config: { rateLimit },
      schema: {
        summary: 'Start adding a passkey: the options for navigator.credentials.create() (5 minutes, single use)',
        tags: TAGS,
        body: EmptyBodySchema,
        response: { 200: PasskeyRegistrationOptionsSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      if ((await countPasskeys(db, user.id)) >= PASSKEY_MAX) throw conflict(M.tooMany);
      return registrationOptions(db, rp, user);
    },
  );

  fastify.post(
    '/passkeys',
    {
      preHandler: sensitive,
      config: { rateLimit },
      schema: {
        summary: "Add a passkey: the browser's answer to the options, and a name for it",
        tags: TAGS,
        body: AddPasskeyBodySchema,
        response: { 200: PasskeySchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const problem = checkPasskeyName(request.body.name);
      if (problem) throw badRequest(problem);
      const user = await signedInUser(request.user!.id);
      if ((await countPasskeys(db, user.id)) >= PASSKEY_MAX) throw conflict(M.tooMany);
      const outcome = await addPasskey(db, rp, user.id, request.body.name.trim(), request.body.credential);
      if (outcome === 'challenge') throw badRequest(M.challengeExpired);
      if (outcome === 'not-verified') throw badRequest(M.notVerified);
      if (outcome === 'duplicate') throw conflict(M.alreadyAdded);
      return asPasskey(outcome.added);
    },
  );

  fastify.post(
    '/passkeys/remove',
    {
      preHandler: sensitive,
      schema: {
        summary: "Remove one of the signed-in user's passkeys",
        tags: TAGS,
        body: RemovePasskeyBodySchema,
        response: { 200: PasskeyRemovedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      if (!(await removePasskey(db, request.user!.id, request.body.id))) throw notFound(M.notFound);
      return { removed: 1 as const };
    },
  );

  fastify.post(
    '/signin/passkey/options',
    {
      config: { rateLimit },
      schema: {
        summary: 'Start signing in with a passkey: the options for navigator.credentials.get() (5 minutes, single use)',
        tags: TAGS,
        body: EmptyBodySchema,
        response: { 200: PasskeySignInOptionsSchema, ...errorAnswers('4xx') },
      },
    },
    async () => signInOptions(db, rp),
  );

  fastify.post(
    '/signin/passkey',
    {
      config: { rateLimit },
      schema: {
        summary: "Sign in with a passkey, without a password: answers POST /signin's session (both factors given)",
        tags: TAGS,
        body: PasskeySignInBodySchema,
        response: { 200: SessionUserSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { credential } = request.body;
      const passkey = await passkeyByCredentialId(db, credential.id);
      const key = passkey ? `passkey|${passkey.user_id}` : `passkey|${request.ip}`;
      // Counted before the signature is checked, as passwords are: concurrent tries cannot outrun the limit.
      if (!(await failures.reserve(key))) throw new HttpError(429, M.tooManyFailures);
      if (!passkey) throw unauthorized(M.unknown);
      const outcome = await verifyPasskeySignIn(db, rp, passkey, credential);
      if (outcome === 'challenge') throw unauthorized(M.challengeExpired);
      if (outcome === 'not-verified') throw unauthorized(M.notVerified);
      const user = await findUserById(db, passkey.user_id);
      if (!user) throw unauthorized(M.unknown);
      await failures.clear(key);
      return sessionFor(db, config.signer, user, {
        userAgent: String(request.headers['user-agent'] ?? ''),
        secondFactorAt: checkedNow(),
      });
    },
  );
};

export default passkeys;
