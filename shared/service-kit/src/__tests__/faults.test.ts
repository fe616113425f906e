import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { buildService, createDb, DATABASE_UNAVAILABLE, generateKeyPair, type Db } from '..';
import { createTestDatabase, type TestDatabase } from '../testing';

/** A TCP relay in front of MariaDB that can be cut (the database becomes unreachable) and restored. */
class DatabaseLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const app: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  fastify.get('/count', async () => ({ n: (await fastify.db.raw('SELECT 1 + 1 AS n'))[0][0].n }));
};

describe('database faults', () => {
  let database: TestDatabase;
  let link: DatabaseLink;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('faults');
    const url = new URL(database.url);
    link = new DatabaseLink({ host: url.hostname, port: Number(url.port || 3306) });
    await link.up();
    url.host = `127.0.0.1:${link.port}`;
    db = createDb(url.toString(), { min: 0, max: 2 });
  });
  afterAll(async () => {
    await link.down();
    await db.destroy();
    await database.drop();
  });

  it('answers 503 { error } quickly while the database is unreachable, and recovers by itself', async () => {
    const svc = await buildService({ name: 'faults', db, publicKeyPem: generateKeyPair().publicKey, app });
    try {
      expect((await svc.inject('/count')).json()).toEqual({ n: 2 });

      await link.down();
      const started = Date.now();
      const res = await svc.inject('/count');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE });
      expect(Date.now() - started).toBeLessThan(10_000); // seconds, never the 60 s pool default

      await link.up();
      const back = await svc.inject('/count');
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ n: 2 });
    } finally {
      await svc.close();
    }
  });
});
