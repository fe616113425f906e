import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that keeps a browser in one canary bucket (0–99), so it sees the same version on every page. */
export const BUCKET_COOKIE = 'mf_bucket';
const BUCKET_IN_HEADER = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const bucketFromCookie = (header: string | undefined): number | undefined => {
  const match = header ? BUCKET_IN_HEADER.exec(header) : null;
  return match ? Number(match[1]) : undefined;
};

/**
 * The request's canary bucket. A browser without one is given a random bucket, and the cookie that
 * keeps it there, with this answer.
 */
export function canaryBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = bucketFromCookie(request.headers.cookie);
  if (known !== undefined) return known;
  const bucket = Math.floor(Math.random() * 100);
  reply.header('set-cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
  return bucket;
}
