import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { STUB_IDENTITIES, type StubIdentity } from './identities';
import { authorizePage } from './page';

export interface OAuthStubOptions {
  identities?: StubIdentity[];
  tokenTtlSeconds?: number;
  logger?: boolean | { level: string };
}

/**
 * A local stand-in for Google sign-in: a popup page (/authorize) that hands an access token to the
 * opener, and a userinfo endpoint answering like Google's for that token.
 */
export function buildOAuthStub(options: OAuthStubOptions = {}): FastifyInstance {
  const identities = options.identities ?? STUB_IDENTITIES;
  const ttl = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, { profile: Omit<StubIdentity, 'id'>; expires: number }>();
  const app = Fastify({ logger: options.logger ?? false });
  /** What the relying party posts to /token: a picked identity, or one typed on the page. */
  type TokenRequest = { identity?: string; email?: string; name?: string; email_verified?: boolean };

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get<{ Querystring: { redirect_uri?: string; state?: string } }>('/authorize', async (request, reply) => {
    const { redirect_uri, state = '' } = request.query;
    let origin: string;
    try {
      const url = new URL(String(redirect_uri));
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      origin = url.origin;
    } catch {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'redirect_uri must be an http(s) URL' });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(authorizePage(identities, origin, String(state)));
  });

  app.post<{ Body: TokenRequest | undefined }>('/token', async (request, reply) => {
    const body: TokenRequest = request.body ?? {};
    let profile: Omit<StubIdentity, 'id'> | undefined;
    if (body.identity) {
      const found = identities.find((i) => i.id === body.identity);
      if (found) {
        const { id: _id, ...rest } = found;
        profile = rest;
      }
    } else if (typeof body.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(body.email)) {
      const email = body.email.trim().toLowerCase();
      profile = {
        sub: BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 15)}`).toString(),
        email,
        name: String(body.name ?? '').trim() || email.split('@')[0],
        picture: '',
        email_verified: body.email_verified !== false,
      };
    }
    if (!profile) return reply.code(400).send({ error: 'invalid_request' });
    const token = `stub.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { profile, expires: Date.now() + ttl * 1000 });
    return { access_token: token, token_type: 'Bearer', expires_in: ttl };
  });

  app.get('/userinfo', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const entry = header.startsWith('Bearer ') ? tokens.get(header.slice(7).trim()) : undefined;
    if (!entry || entry.expires <= Date.now()) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token', error_description: 'Invalid Credentials' });
    }
    return entry.profile;
  });

  return app;
}
