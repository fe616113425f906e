import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BlockDocument } from '@yayasan/blocks';
import type { Db, SharedRedis } from '@yayasan/service-kit';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app, { type BlogAppOptions } from '../app';
import { DEFAULT_READ_FLUSH_INTERVAL_MS } from '../config';
import { InMemoryPendingReads, ReadCountFlusher, writeReadCounts } from '../domain/read-counts';
import { SharedPendingReads } from '../domain/shared-pending-reads';
import { insertBlog, type BlogRow, type NewBlog } from '../domain/blogs';

export interface Person {
  id: number;
  username: string;
  isAdmin: boolean;
  headers: { authorization: string };
}

/** A JSON answer; its shape differs per route, so tests read it loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

export interface Harness {
  svc: TestService;
  /** The service's article read counter: `flush()` writes the pending reads now. */
  readCounts: ReadCountFlusher;
  user(name: string, isAdmin?: boolean): Promise<Person>;
  blog(author: Person, over?: Partial<NewBlog>): Promise<BlogRow>;
  post(url: string, body?: unknown, who?: Person | null): Promise<Answer>;
  get(url: string, who?: Person | null): Promise<Answer>;
}

export const DOC: BlockDocument = {
  time: 1700000000000,
  blocks: [{ type: 'paragraph', data: { text: 'Isi artikel.' } }],
};

let counter = 0;

/**
 * The blog service, each answer checked against its response schema's serializer: what the schema
 * writes must be exactly the plain JSON of what the handler answered (no field dropped, no value
 * coerced). A difference turns the answer into a 500 naming both versions, failing the test.
 */
const checkedApp: FastifyPluginAsync<BlogAppOptions> = async (fastify, opts) => {
  const plain = new WeakMap<FastifyRequest, string>();
  fastify.addHook('preSerialization', async (request, _reply, payload) => {
    plain.set(request, JSON.stringify(payload));
    return payload;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    const expected = plain.get(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    if (isDeepStrictEqual(JSON.parse(payload), JSON.parse(expected))) return payload;
    reply.code(500);
    return JSON.stringify({ error: 'response schema changed the answer', expected, serialized: payload });
  });
  await fastify.register(app, opts);
};

/** The blog service against a fresh database holding the account and blog tables. */
export async function startHarness(
  shared: { redis?: SharedRedis | null; readsInRedis?: boolean } = {},
): Promise<Harness> {
  // The flusher is handed to the app before the test database exists; it writes there once it is open.
  const opened: { db?: Db } = {};
  const readCounts = new ReadCountFlusher({
    store: shared.readsInRedis && shared.redis ? new SharedPendingReads(shared.redis) : new InMemoryPendingReads(),
    write: async (batch) => {
      if (!opened.db) throw new Error('the test database is not open yet');
      await writeReadCounts(opened.db, batch);
    },
    intervalMs: DEFAULT_READ_FLUSH_INTERVAL_MS,
  });
  const svc = await buildTestService({
    name: 'blog',
    app: checkedApp,
    appOptions: { reads: { flusher: readCounts } },
    migrations: { account: accountMigrations, blog: migrations },
    redis: shared.redis,
  });
  const send = async (method: 'GET' | 'POST', url: string, body: unknown, who?: Person | null) => {
    const res = await svc.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: who ? who.headers : {},
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  opened.db = svc.db;
  return {
    svc,
    readCounts,
    async user(name, isAdmin = false) {
      const [id] = await svc.db('users').insert({
        fullname: `${name} Lengkap`,
        email: `${name}@test.local`,
        username: name,
        is_admin: isAdmin,
        social_links: '{}',
      });
      return { id, username: name, isAdmin, headers: await svc.auth({ id, username: name, isAdmin }) };
    },
    async blog(author, over = {}) {
      counter += 1;
      return insertBlog(svc.db, {
        title: `Artikel ${counter}`,
        banner: 'http://localhost/media/demo/photo-1.png',
        des: `Deskripsi ${counter}`,
        content: DOC,
        tags: ['Umum'],
        authorId: author.id,
        draft: false,
        ...over,
      });
    },
    post: (url, body = {}, who) => send('POST', url, body, who),
    get: (url, who) => send('GET', url, undefined, who),
  };
}
