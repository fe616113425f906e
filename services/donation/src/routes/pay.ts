import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@yayasan/service-kit';
import { startPayment } from '../plugins/payments';
import { BANKS, PAYMENT_METHODS } from '../plugins/midtrans';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

// `amount` keeps its spec messages (checked in startPayment); `name`/`username` are accepted and ignored
// except that the name 'Hamba Allah' marks the donation anonymous.
const Body = Type.Object({
  amount: Type.Number(),
  payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
  bank: Type.Optional(Type.Union(BANKS.map((b) => Type.Literal(b)))),
  anonymous: Type.Optional(Type.Boolean()),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  username: Type.Optional(Type.String({ maxLength: 255 })),
});

/** POST /donation/:id/pay — starts a payment for the signed-in donor. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/donation/:id/pay',
    { preHandler: fastify.authenticate, schema: { params: Params, body: Body } },
    async (request, reply) => {
      const result = await startPayment(
        fastify.db,
        fastify.payments.gateway,
        request.params.id,
        request.user!,
        request.body,
        request.log,
      );
      return reply.code(201).send(result);
    },
  );
};

export default routes;
