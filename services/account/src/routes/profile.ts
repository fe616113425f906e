import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  GetProfileBodySchema,
  ProfileSchema,
  ProfileImgBodySchema,
  ProfileImgUpdatedSchema,
  ProfileUpdateBodySchema,
  ProfileUpdatedSchema,
  SearchUsersBodySchema,
  UserSearchAnswerSchema,
} from '@yayasan/contracts/schemas/account';
import { badRequest, conflict, isDuplicateKeyError, notFound, unauthorized } from '@yayasan/service-kit';
import { checkProfile, checkSocialLinks, checkUsernameChars, SOCIAL_KEYS } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { profileOf } from '../domain/profiles';
import { UserSearchCache } from '../domain/user-search';
import { authUserOf } from '../domain/session';
import { findUserById, findUserByUsername, saveProfile, saveProfileImage } from '../repositories/users';

const TAGS = ['account'];

/** Profiles: public reads, and the owner's settings. */
const profile: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  // User searches are computed once per state of the accounts (see UserSearchCache).
  const userSearches = new UserSearchCache();

  fastify.post(
    '/get-profile',
    {
      schema: {
        summary: "A user's public profile (the e-mail only for its owner or an administrator)",
        tags: TAGS,
        body: GetProfileBodySchema,
        response: { 200: ProfileSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { username } = request.body;
      const user = await findUserByUsername(db, username.trim());
      if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      const viewer = request.user;
      return profileOf(db, user, Boolean(viewer && (viewer.id === user.id || viewer.isAdmin)));
    },
  );

  fastify.post(
    '/search-users',
    {
      schema: {
        summary: 'Users whose username or full name contains the query',
        tags: TAGS,
        body: SearchUsersBodySchema,
        response: { 200: UserSearchAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const query = (request.body.query ?? '').trim();
      return { users: query ? await userSearches.search(db, query) : [] };
    },
  );

  fastify.post(
    '/update-profile',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Change the signed-in user's username, bio and social links; answers a fresh token",
        tags: TAGS,
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileUpdatedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const body = request.body;
      const username = (body.username ?? '').trim();
      const bio = body.bio ?? '';
      const links = body.social_links ?? {};
      const problem = checkProfile({ username, bio }) ?? checkUsernameChars(username) ?? checkSocialLinks(links);
      if (problem) throw badRequest(problem);
      const me = await findUserById(db, request.user!.id);
      if (!me) throw unauthorized();
      const taken = await findUserByUsername(db, username);
      if (taken && taken.id !== me.id) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const social = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, (links[k] ?? '').trim()]));
      try {
        await saveProfile(db, me.id, { username, bio, social_links: social });
      } catch (err) {
        if (isDuplicateKeyError(err)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
        throw err;
      }
      // Tokens carry the username: a fresh one keeps other services' checks in step.
      const access_token = await config.signer.sign(authUserOf({ ...me, username }));
      return { username, access_token };
    },
  );

  fastify.post(
    '/update-profile-img',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Set the signed-in user's picture (uploaded through this site)",
        tags: TAGS,
        body: ProfileImgBodySchema,
        response: { 200: ProfileImgUpdatedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const url = request.body.url.trim();
      // Only pictures uploaded through this site's media service.
      const own = [`${config.publicUrl}/media/`, `${config.publicUrl}/api/uploads/`];
      if (!own.some((prefix) => url.startsWith(prefix)) || /[\s"'<>]/.test(url)) {
        throw badRequest(ACCOUNT_MESSAGES.profileImgInvalid);
      }
      await saveProfileImage(db, request.user!.id, url);
      return { profile_img: url };
    },
  );
};

export default profile;
