import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { ExportPartSchema } from '@yayasan/contracts/schemas/data-rights';
import { DATA_RIGHTS_PATHS, onlyServiceCalls, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { ERASURE_CONTENT_CHOICES } from '@yayasan/validation';
import { anonymiseDonor, exportDonations } from '../domain/data-rights';

/**
 * A person's rights over their data, for the account service only (the services' key; never routed by
 * the gateway): the donations part of an export, streamed, and the anonymising of the donor's orders.
 */
const routes: FastifyPluginAsyncTypebox<{ serviceCallKey?: string }> = async (fastify, opts) => {
  const onlyServices = onlyServiceCalls(opts.serviceCallKey ?? serviceCallKeyFromEnv());
  const UserId = Type.Integer({ minimum: 1 });
  // This service's part of a person's data export.
  const part = 'donations';

  fastify.get(
    DATA_RIGHTS_PATHS.export,
    {
      preHandler: onlyServices,
      schema: {
        hide: true,
        params: Type.Object({ userId: UserId, part: Type.Literal(part) }),
        response: { 200: ExportPartSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json')
        .send(exportDonations(fastify.db, request.params.userId, fastify.payments.publicUrl)),
  );

  fastify.post(
    DATA_RIGHTS_PATHS.erasure,
    {
      preHandler: onlyServices,
      schema: {
        hide: true,
        params: Type.Object({ userId: UserId }),
        // Donations are never deleted, whatever the person chose for their articles.
        body: Type.Object({ content: Type.Union(ERASURE_CONTENT_CHOICES.map((c) => Type.Literal(c))) }),
        response: { 200: Type.Object({ status: Type.Literal('erased') }), ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      await anonymiseDonor(fastify.db, request.params.userId);
      return { status: 'erased' as const };
    },
  );
};

export default routes;
