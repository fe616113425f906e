import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { DONATION_NOTIFICATIONS_PATH, PLEDGE_NOTIFICATIONS_PATH } from '@yayasan/contracts';
import { METRICS_PATH } from './metrics';
import { DATA_RIGHTS_PATHS } from './service-calls';

/** Where each service serves its own OpenAPI document (on its own port; the gateway merges them). */
export const OPENAPI_PATH = '/openapi.json';

/** The paths the service kit gives every service: for the probes, Prometheus and the gateway. */
export const SERVICE_KIT_PATHS: readonly string[] = ['/healthz', '/readyz', OPENAPI_PATH, METRICS_PATH];

/**
 * Paths a service answers for the gateway, the probes or the other services, never for the public:
 * they are left out of the OpenAPI document and the gateway does not route them.
 */
export const INTERNAL_PATHS: readonly string[] = [
  ...SERVICE_KIT_PATHS,
  ...Object.values(DATA_RIGHTS_PATHS),
  DONATION_NOTIFICATIONS_PATH,
  PLEDGE_NOTIFICATIONS_PATH,
];

/** What the gateway reads of a service's document (a subset of OpenAPI 3.1). */
export const OpenApiDocumentSchema = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
    components: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))),
  },
  { additionalProperties: true },
);

/**
 * The service's OpenAPI document, built from the schemas its routes declare. Registered before the
 * service's routes, so that every one of them is seen.
 */
export const openApi = fp<{ name: string }>(
  async (fastify, { name }) => {
    await fastify.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: `${name} service`, version: '1.0.0' } },
    });
    fastify.get(OPENAPI_PATH, { schema: { hide: true, response: { 200: OpenApiDocumentSchema } } }, async () =>
      fastify.swagger(),
    );
  },
  { name: 'openapi' },
);
