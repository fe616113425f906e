import type { FastifyPluginAsync } from 'fastify';
import type { StatusAnswer } from '@yayasan/contracts';
import { Type, badRequest, forbidden, HttpError, unauthorized } from '@yayasan/service-kit';
import { checkChangePassword, checkResetEmail, isSignupPassword, MESSAGES } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { consumeResetToken, createResetToken } from '../plugins/resets';
import { resetMail } from '../plugins/reset-mail';
import { authUserOf, sessionFor } from '../plugins/session';
import { changeCredentials, findUserByEmail, findUserById, hashPassword, verifyPassword } from '../plugins/users';

/** POST /change-password, POST /reset-password and POST /reset-password/confirm. */
const password: FastifyPluginAsync<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const rateLimit = { max: config.rateLimits.authMax, timeWindow: config.rateLimits.authWindowMs };

  fastify.post(
    '/change-password',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        body: Type.Object({
          currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
          newPassword: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request): Promise<StatusAnswer & { access_token: string }> => {
      const { currentPassword = '', newPassword = '' } = request.body as {
        currentPassword?: string;
        newPassword?: string;
      };
      const problem = checkChangePassword(currentPassword, newPassword);
      if (problem) throw badRequest(problem);
      const user = await findUserById(db, request.user!.id);
      if (!user) throw unauthorized();
      if (!user.password_hash) throw forbidden(ACCOUNT_MESSAGES.googleHasNoPassword);
      if (!(await verifyPassword(currentPassword, user.password_hash)))
        throw forbidden(ACCOUNT_MESSAGES.currentPasswordWrong);
      await changeCredentials(db, user.id, { password_hash: await hashPassword(newPassword) });
      fastify.userStandings.forget(user.id);
      // Every earlier token is revoked, this device's too: it may carry on with the fresh one.
      const access_token = await config.signer.sign(authUserOf((await findUserById(db, user.id))!));
      return { status: 'Password Berhasil Diubah', access_token };
    },
  );

  fastify.post(
    '/reset-password',
    { config: { rateLimit }, schema: { body: Type.Object({ email: Type.Optional(Type.String({ maxLength: 191 })) }) } },
    async (request): Promise<StatusAnswer> => {
      const email = ((request.body as { email?: string }).email ?? '').trim();
      const problem = checkResetEmail(email);
      if (problem) throw badRequest(problem);
      const user = await findUserByEmail(db, email);
      // The same answer whether or not the account exists (no account enumeration).
      if (user) {
        const token = user.password_hash ? await createResetToken(db, user.id, config.resetTokenTtlMs) : null;
        const link = token ? `${config.publicUrl}/reset-password/${token}` : null;
        try {
          await config.mailer.send(resetMail(user, link, config.publicUrl));
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
        body: Type.Object({
          token: Type.String({ maxLength: 200 }),
          password: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request) => {
      const { token, password: newPassword = '' } = request.body as { token: string; password?: string };
      if (!isSignupPassword(newPassword)) throw badRequest(MESSAGES.signupPassword);
      const hash = await hashPassword(newPassword);
      const userId = await consumeResetToken(db, token, async (trx, id) => {
        await changeCredentials(trx, id, { password_hash: hash });
      });
      if (userId === null) throw new HttpError(400, ACCOUNT_MESSAGES.resetInvalid);
      fastify.userStandings.forget(userId);
      // Setting a new password signs the user in.
      return sessionFor(db, config.signer, (await findUserById(db, userId))!);
    },
  );
};

export default password;
