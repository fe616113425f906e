import type { FastifyInstance } from 'fastify';

/**
 * The compressed copies a production build writes beside each text file (`shared/mf-config`), best
 * first, by their endings. The gateway sends such a copy as it is instead of compressing the file for
 * every request.
 */
export const STORED_ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type StoredEncoding = keyof typeof STORED_ENCODINGS;

/** The file a stored compressed copy stands for (`x.js.br` → `x.js`). */
export const withoutStoredEncoding = (file: string) => {
  const ending = Object.values(STORED_ENCODINGS).find((end) => file.endsWith(end));
  return ending ? file.slice(0, -ending.length) : file;
};

/**
 * An answer sent as a stored compressed copy varies with what the browser accepts, as one the gateway
 * compresses itself does (a shared cache must not hand a brotli copy to a browser that cannot read it).
 */
export function varyWithStoredEncoding(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    const encoding = reply.getHeader('content-encoding');
    if (!encoding || encoding === 'identity') return payload;
    const vary = [reply.getHeader('vary') ?? []].flat().join(', ');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    return payload;
  });
}
