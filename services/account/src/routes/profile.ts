import type { FastifyPluginAsync } from 'fastify';
import type { ProfileImgUpdated, ProfileUpdated, UserSearchAnswer } from '@yayasan/contracts';
import { Type, badRequest, conflict, isDuplicateKeyError, notFound, unauthorized } from '@yayasan/service-kit';
import { checkProfile, checkSocialLinks, checkUsernameChars, SOCIAL_KEYS, SOCIAL_LINK_MAX } from '@yayasan/validation';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { profileOf, searchUsers } from '../plugins/profiles';
import { authUserOf } from '../plugins/session';
import { findUserById, findUserByUsername } from '../plugins/users';

const SocialLinksBody = Type.Object(
  Object.fromEntries(SOCIAL_KEYS.map((k) => [k, Type.Optional(Type.String({ maxLength: SOCIAL_LINK_MAX * 2 }))])),
);

/** Profiles: public reads, and the owner's settings. */
const profile: FastifyPluginAsync<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;

  fastify.post(
    '/get-profile',
    { schema: { body: Type.Object({ username: Type.String({ maxLength: 100 }) }) } },
    async (request) => {
      const { username } = request.body as { username: string };
      const user = await findUserByUsername(db, username.trim());
      if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      const viewer = request.user;
      return profileOf(db, user, Boolean(viewer && (viewer.id === user.id || viewer.isAdmin)));
    },
  );

  fastify.post(
    '/search-users',
    { schema: { body: Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) }) } },
    async (request): Promise<UserSearchAnswer> => {
      const query = ((request.body as { query?: string }).query ?? '').trim();
      return { users: query ? await searchUsers(db, query) : [] };
    },
  );

  fastify.post(
    '/update-profile',
    {
      preHandler: fastify.authenticate,
      schema: {
        body: Type.Object({
          username: Type.Optional(Type.String({ maxLength: 200 })),
          bio: Type.Optional(Type.String({ maxLength: 1000 })),
          social_links: Type.Optional(SocialLinksBody),
        }),
      },
    },
    async (request): Promise<ProfileUpdated> => {
      const body = request.body as { username?: string; bio?: string; social_links?: Record<string, string> };
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
        await db('users')
          .where({ id: me.id })
          .update({ username, bio, social_links: JSON.stringify(social), updated_at: db.fn.now(3) });
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
    { preHandler: fastify.authenticate, schema: { body: Type.Object({ url: Type.String({ maxLength: 500 }) }) } },
    async (request): Promise<ProfileImgUpdated> => {
      const url = (request.body as { url: string }).url.trim();
      // Only pictures uploaded through this site's media service.
      const own = [`${config.publicUrl}/media/`, `${config.publicUrl}/api/uploads/`];
      if (!own.some((prefix) => url.startsWith(prefix)) || /[\s"'<>]/.test(url)) {
        throw badRequest(ACCOUNT_MESSAGES.profileImgInvalid);
      }
      await db('users')
        .where({ id: request.user!.id })
        .update({ profile_img: url, updated_at: db.fn.now(3) });
      return { profile_img: url };
    },
  );
};

export default profile;
