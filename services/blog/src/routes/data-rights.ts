import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { ExportPartSchema } from '@yayasan/contracts/schemas/data-rights';
import { DATA_RIGHTS_PATHS, onlyServiceCalls, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { ERASURE_CONTENT_CHOICES } from '@yayasan/validation';
import { BLOG_EXPORT_PARTS, eraseUserRows, exportPart } from '../domain/data-rights';

/**
 * A person's rights over their data, for the account service only (the services' key; never routed by
 * the gateway): the blog's part of an export, streamed, and the erasure of the blog's rows of a user.
 */
const routes: FastifyPluginAsyncTypebox<{ serviceCallKey?: string }> = async (fastify, opts) => {
  const onlyServices = onlyServiceCalls(opts.serviceCallKey ?? serviceCallKeyFromEnv());
  const UserId = Type.Integer({ minimum: 1 });

  fastify.get(
    DATA_RIGHTS_PATHS.export,
    {
      preHandler: onlyServices,
      schema: {
        hide: true,
        params: Type.Object({ userId: UserId, part: Type.Union(BLOG_EXPORT_PARTS.map((p) => Type.Literal(p))) }),
        response: { 200: ExportPartSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(exportPart(fastify.db, request.params.userId, request.params.part)),
  );

  fastify.post(
    DATA_RIGHTS_PATHS.erasure,
    {
      preHandler: onlyServices,
      schema: {
        hide: true,
        params: Type.Object({ userId: UserId }),
        body: Type.Object({ content: Type.Union(ERASURE_CONTENT_CHOICES.map((c) => Type.Literal(c))) }),
        response: { 200: Type.Object({ status: Type.Literal('erased') }), ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const touched = await eraseUserRows(fastify.db, request.params.userId, request.body.content);
      await fastify.notificationsChanged(touched);
      return { status: 'erased' as const };
    },
  );
};

export default routes;
