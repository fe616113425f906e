import fastifyEtag from '@fastify/etag';
import type { onSendHookHandler } from 'fastify';

export interface CachePolicy {
  /** Seconds a copy is fresh. */
  maxAge: number;
  /** Seconds after that during which a stale copy may be shown while it is revalidated. */
  staleWhileRevalidate: number;
}

/** Public lists and details: a visitor may see an answer up to 30 s old, then one stale view while it refreshes. */
export const PUBLIC_READ: CachePolicy = { maxAge: 30, staleWhileRevalidate: 300 };

/**
 * ETags for every answer of the plugin that registers it, and a 304 when the client's copy is
 * current. Register it in the routes plugin whose GET answers are cacheable.
 */
export const etags = fastifyEtag;

/**
 * Route `onSend` hook for a GET whose answer is the same for every anonymous caller. Anonymous
 * answers are public with `stale-while-revalidate`; an answer to a request with a token (which may
 * hold drafts or anything else the token unlocks) is private and revalidated every time. Errors are
 * left uncached.
 */
export function cacheControl(policy: CachePolicy = PUBLIC_READ): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    reply.header(
      'cache-control',
      request.headers.authorization
        ? 'private, no-cache'
        : `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
    );
    return payload;
  };
}
