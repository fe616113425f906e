import type { FastifyRequest } from 'fastify';
import { ADMINISTRATOR_CHECK_PATH } from '@yayasan/contracts';
import { HttpError, unauthorized } from '@yayasan/service-kit';
import { SERVICE_UNAVAILABLE, UPSTREAM_TIMEOUT_MS } from '../upstream';

/**
 * Refuses a caller who is not an administrator now, by asking the account service with the caller's
 * own credentials (the gateway keeps no users). Its answer applies the rule every administrators'
 * route applies (a valid token, not revoked, of an account that is an administrator now), and its 401
 * or 403 carries the message any service would give. Throws that answer's status and message; 503 when
 * the account service cannot say.
 */
export async function requireAdministrator(
  request: FastifyRequest,
  accountUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const { authorization, cookie } = request.headers;
  if (!authorization && !cookie) throw unauthorized();
  const headers: Record<string, string> = { 'x-request-id': request.id };
  if (authorization) headers.authorization = authorization;
  if (cookie) headers.cookie = cookie;
  let res: Response;
  try {
    res = await fetchImpl(`${accountUrl}${ADMINISTRATOR_CHECK_PATH}`, {
      headers,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (err) {
    request.log.warn({ err }, 'account service unavailable for the administrator check');
    throw new HttpError(503, SERVICE_UNAVAILABLE);
  }
  if (res.ok) {
    await res.body?.cancel();
    return;
  }
  if (res.status === 401 || res.status === 403) {
    const answer = (await res.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof answer?.error === 'string') throw new HttpError(res.status, answer.error);
    throw res.status === 401 ? unauthorized() : new HttpError(403, 'Anda tidak memiliki akses');
  }
  await res.body?.cancel();
  throw new HttpError(503, SERVICE_UNAVAILABLE);
}
