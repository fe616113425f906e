import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers, StatusAnswerSchema } from '@yayasan/contracts/schemas/common';
import {
  ChangePasswordBodySchema,
  PasswordChangedSchema,
  ResetConfirmBodySchema,
  ResetPasswordBodySchema,
  SessionUserSchema,
} from '@yayasan/contracts/schemas/account';
import { SecondFactorChallengeSchema } from '@yayasan/contracts/schemas/second-factor';
import { badRequest, forbidden, HttpError, unauthorized } from '@yayasan/service-kit';
import { checkChangePassword, checkResetEmail, isSignupPassword, MESSAGES } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { consumeResetToken, createResetToken } from '../domain/resets';
import { resetMail } from '../domain/reset-mail';
import { authUserOf } from '../domain/session';
import { answerSignIn, signInOutcome } from '../domain/sign-in-steps';
import { findUserByEmail, hashPassword, verifyPassword } from '../domain/users';
import { carrySession } from '../repositories/sessions';
import { changeCredentials, findUserById } from '../repositories/users';

const TAGS = ['account'];

/** POST /change-password, POST /reset-password and POST /reset-password/confirm. */
const password: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const rateLimit = { max: config.rateLimits.authMax, timeWindow: config.rateLimits.authWindowMs };

  fastify.post(
    '/change-password',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: "Change the signed-in user's password; answers a fresh token",
        tags: TAGS,
        body: ChangePasswordBodySchema,
        response: { 200: PasswordChangedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { currentPassword = '', newPassword = '' } = request.body;
      const problem = checkChangePassword(currentPassword, newPassword);
      if (problem) throw badRequest(problem);
      const user = await findUserById(db, request.user!.id);
      if (!user) throw unauthorized();
      if (!user.password_hash) throw forbidden(ACCOUNT_MESSAGES.googleHasNoPassword);
      if (!(await verifyPassword(currentPassword, user.password_hash)))
        throw forbidden(ACCOUNT_MESSAGES.currentPasswordWrong);
      await changeCredentials(db, user.id, { password_hash: await hashPassword(newPassword) });
      await fastify.userStandings.forget(user.id);
      // Every earlier token is revoked, this device's too: it may carry on with the fresh one, in the
      // same session and with the same second-factor check.
      const changed = (await findUserById(db, user.id))!;
      const { sessionId, secondFactorAt } = request.user!;
      if (sessionId) await carrySession(db, sessionId, Number(changed.token_version));
      const access_token = await config.signer.sign(authUserOf(changed, { sessionId, secondFactorAt }));
      return { status: 'Password Berhasil Diubah', access_token };
    },
  );

  fastify.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        tags: TAGS,
        body: ResetPasswordBodySchema,
        response: { 200: StatusAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const email = (request.body.email ?? '').trim();
      const problem = checkResetEmail(email);
      if (problem) throw badRequest(problem);
      const user = await findUserByEmail(db, email);
      // The same answer whether or not the account exists (no account enumeration).
      if (user?.email) {
        const token = user.password_hash ? await createResetToken(db, user.id, config.resetTokenTtlMs) : null;
        const link = token ? `${config.publicUrl}/reset-password/${token}` : null;
        try {
          await config.mailer.send(
            await resetMail({ email: user.email, fullname: user.fullname }, link, config.publicUrl),
          );
        } catch (err) {
          request.log.error({ err }, 'reset mail not sent');
        }
      }
      return { status: ACCOUNT_MESSAGES.resetSent };
    },
  );

  fastify.post(
    '/reset-password/confirm',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Set a new password with a reset link; answers the session, or 202 with a challenge when a second factor is needed',
        tags: TAGS,
        body: ResetConfirmBodySchema,
        response: { 200: SessionUserSchema, 202: SecondFactorChallengeSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const { token, password: newPassword = '' } = request.body;
      if (!isSignupPassword(newPassword)) throw badRequest(MESSAGES.signupPassword);
      const hash = await hashPassword(newPassword);
      const userId = await consumeResetToken(db, token, async (trx, id) => {
        await changeCredentials(trx, id, { password_hash: hash });
      });
      if (userId === null) throw new HttpError(400, ACCOUNT_MESSAGES.resetInvalid);
      await fastify.userStandings.forget(userId);
      // Setting a new password signs the user in (after the second factor, when the account has one:
      // a mailbox alone must not be enough).
      const user = (await findUserById(db, userId))!;
      return answerSignIn(reply, await signInOutcome(db, config, user, request.headers['user-agent'] ?? ''));
    },
  );
};

export default password;
