import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { GoogleAuthBodySchema, GoogleAuthConfigSchema, SessionUserSchema } from '@yayasan/contracts/schemas/account';
import { SecondFactorChallengeSchema } from '@yayasan/contracts/schemas/second-factor';
import { forbidden, HttpError, isDuplicateKeyError, unauthorized } from '@yayasan/service-kit';
import { isHttpUrl } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { fetchGoogleProfile } from '../domain/google';
import { answerSignIn, signInOutcome } from '../domain/sign-in-steps';
import { createUser, findUserByEmail } from '../domain/users';

/** Google's picture URL, kept only when it is an http(s) link stored as sent: no spaces, quotes or angle brackets. */
const safePicture = (url: string) => (isHttpUrl(url) && !/[\s"'<>]/.test(url) && url.length <= 500 ? url : '');

const TAGS = ['account'];

/** Google sign-in: the browser gets an access token from the popup; the server asks userinfo who it is. */
const google: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const rateLimit = { max: config.rateLimits.authMax, timeWindow: config.rateLimits.authWindowMs };

  // What the browser needs to open the popup: the stub's page in dev/test, Google's client id in production.
  fastify.get(
    '/google-auth/config',
    {
      schema: {
        summary: 'What the browser needs to open the Google sign-in popup',
        tags: TAGS,
        response: { 200: GoogleAuthConfigSchema, ...errorAnswers('4xx') },
      },
    },
    async () => ({ popupUrl: config.googlePopupUrl, clientId: config.googleClientId }),
  );

  fastify.post(
    '/google-auth',
    {
      config: { rateLimit },
      // A token that cannot travel in a header is bad input (400), not a provider outage.
      schema: {
        summary:
          'Sign in or sign up with a Google access token; answers the session, or 202 with a challenge when a second factor is needed',
        tags: TAGS,
        body: GoogleAuthBodySchema,
        response: { 200: SessionUserSchema, 202: SecondFactorChallengeSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const { access_token } = request.body;
      let profile;
      try {
        profile = await fetchGoogleProfile(config.googleUserinfoUrl, access_token);
      } catch (err) {
        request.log.warn({ err }, 'google userinfo unreachable');
        throw new HttpError(503, ACCOUNT_MESSAGES.googleFailed);
      }
      if (!profile) throw unauthorized(ACCOUNT_MESSAGES.googleFailed);
      if (!profile.email_verified) throw unauthorized(ACCOUNT_MESSAGES.googleUnverified);

      let user = await findUserByEmail(db, profile.email);
      if (user && !user.google_auth) throw forbidden(ACCOUNT_MESSAGES.usePassword);
      if (!user) {
        try {
          user = await createUser(db, {
            fullname: profile.name.slice(0, 100),
            email: profile.email,
            googleAuth: true,
            profileImg: safePicture(profile.picture),
          });
        } catch (err) {
          // Two popups at once for a new account: the other request created it.
          if (!isDuplicateKeyError(err)) throw err;
          user = (await findUserByEmail(db, profile.email))!;
        }
      }
      return answerSignIn(reply, await signInOutcome(db, config, user, request.headers['user-agent'] ?? ''));
    },
  );
};

export default google;
