import type { FastifyInstance } from 'fastify';
import { RELEASE_HEALTH_MAX_HOURS, RELEASE_HEALTH_MESSAGES, RELEASE_HEALTH_PATH } from '@yayasan/contracts';
import { badRequest, methodNotAllowed, type Db } from '@yayasan/service-kit';
import type { FieldWindow } from '../field/window';
import { requireAdministrator } from './admin';
import { readReleaseHealth } from './read';

export interface ReleaseHealthOptions {
  /** The release registry's database (releases and the audit trail's verdicts). */
  db: Db;
  /** The field window the gateway records beacons in. */
  window: FieldWindow;
  /** The account service's base URL, asked whether the caller is an administrator. */
  services: { readonly account: string };
  fetch?: typeof fetch;
}

const DEFAULT_HOURS = 6;
const READ_METHODS = ['GET', 'HEAD'];

/** `?hours=`: a whole number of hours the field window keeps; the default when absent. */
function hoursOf(query: unknown): number {
  const raw = typeof query === 'object' && query !== null && 'hours' in query ? query.hours : undefined;
  if (raw === undefined || raw === '') return DEFAULT_HOURS;
  const hours = Number(raw);
  if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw) || hours < 1 || hours > RELEASE_HEALTH_MAX_HOURS) {
    throw badRequest(RELEASE_HEALTH_MESSAGES.hours);
  }
  return hours;
}

/**
 * `GET /api/admin/release-health`, answered by the gateway itself (it owns the registry and the field
 * window): per remote, the live and canary versions, each recent version's curves and the canary
 * verdicts. Administrators only, as the account service judges the caller.
 */
export async function releaseHealth(fastify: FastifyInstance, options: ReleaseHealthOptions) {
  const url = `/api${RELEASE_HEALTH_PATH}`;
  fastify.get(url, async (request, reply) => {
    const hours = hoursOf(request.query);
    await requireAdministrator(request, options.services.account, options.fetch);
    reply.header('cache-control', 'private, no-store');
    return readReleaseHealth(options.db, options.window, hours);
  });
  fastify.route({
    method: ['DELETE', 'PATCH', 'POST', 'PUT'],
    url,
    handler: async (_request, reply) => methodNotAllowed(reply, READ_METHODS),
  });
}
