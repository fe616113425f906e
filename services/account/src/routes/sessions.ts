import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ADMINISTRATOR_CHECK_PATH } from '@yayasan/contracts';
import { errorAnswers, NoContentSchema } from '@yayasan/contracts/schemas/common';
import {
  EmptyBodySchema,
  EndSessionBodySchema,
  SessionsEndedSchema,
  SignedInSessionsSchema,
} from '@yayasan/contracts/schemas/second-factor';
import { notFound, unauthorized } from '@yayasan/service-kit';
import { endOtherSessions, listSessions, SessionTouches } from '../domain/sessions';
import { endSession } from '../repositories/sessions';
import { findUserById } from '../repositories/users';

const TAGS = ['account'];
const SESSION_NOT_FOUND = 'Sesi tidak ditemukan atau sudah berakhir';

/**
 * The settings page's list of signed-in sessions, and ending one or all others. An ended session's
 * token is refused on its next request by every service (service-kit's token check reads
 * `session_standings`, kept in Redis and dropped here when a session ends).
 */
const sessions: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;
  const touches = new SessionTouches(db);

  // Calls to this service mark their session as used (at most once a minute); the other services note
  // their use in Redis (service-kit), which the list reads too.
  fastify.addHook('onResponse', async (request) => {
    const sessionId = request.user?.sessionId;
    if (sessionId) await touches.touch(sessionId).catch((err) => request.log.warn({ err }, 'session not touched'));
  });

  fastify.get(
    '/sessions',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in user's sessions: device, browser, approximate last use, this one marked",
        tags: TAGS,
        response: { 200: SignedInSessionsSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) throw unauthorized();
      const list = await listSessions(db, fastify.redis, user.id, Number(user.token_version), request.user!.sessionId);
      return { sessions: list };
    },
  );

  fastify.post(
    '/sessions/end',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "End one of the signed-in user's sessions; its token is refused on its next request",
        tags: TAGS,
        body: EndSessionBodySchema,
        response: { 200: SessionsEndedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { id } = request.body;
      if (!(await endSession(db, request.user!.id, id))) throw notFound(SESSION_NOT_FOUND);
      await fastify.userStandings.forgetSession(id);
      return { ended: 1 };
    },
  );

  fastify.get(
    ADMINISTRATOR_CHECK_PATH,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "Whether the signed-in user is an administrator now: 204, else an administrators' route's 401 or 403",
        tags: TAGS,
        response: { 204: NoContentSchema, ...errorAnswers('4xx') },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'private, no-store').code(204).send(null),
  );

  fastify.post(
    '/sessions/end-others',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'End every session of the signed-in user but this one',
        tags: TAGS,
        body: EmptyBodySchema,
        response: { 200: SessionsEndedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(db, request.user!.id, request.user!.sessionId);
      await Promise.all(ended.map((id) => fastify.userStandings.forgetSession(id)));
      return { ended: ended.length };
    },
  );
};

// Not encapsulated: the hook that marks a session as used covers every route of the service.
export default fp(sessions, { name: 'account-sessions' });
