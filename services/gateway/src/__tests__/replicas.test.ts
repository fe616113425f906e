import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { Pool } from 'undici';
import { failoverFetch, REPLICA_REST_MS, ReplicaRotation, replicasOf, retryOnNextReplica } from '../replicas';
import { SERVICE_NAMES, type ServiceName } from '../services';

/** A replica that answers with its name and counts what reached it. */
async function replica(name: string) {
  const seen: string[] = [];
  const app = Fastify();
  app.all('/*', async (request) => {
    seen.push(`${request.method} ${request.url}`);
    return { replica: name };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, seen, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** A port that accepts connections and drops them at once, before any answer. */
async function droppingPort(): Promise<{ server: Server; url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    connections: () => connections,
  };
}

/** A port nobody listens on (taken from the system, then released). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function emptyWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-replicas-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  return root;
}

describe('replica list and retry rule', () => {
  it('reads comma-separated base URLs and drops trailing slashes', () => {
    expect(replicasOf('http://a:1/, http://b:2')).toEqual(['http://a:1', 'http://b:2']);
    expect(replicasOf(['http://a:1'])).toEqual(['http://a:1']);
    expect(() => replicasOf(' , ')).toThrow();
  });

  it.each([
    ['GET', 'ECONNREFUSED', null, 0, true],
    ['HEAD', 'ECONNRESET', null, 0, true],
    ['GET', 'UND_ERR_SOCKET', null, 0, true],
    ['GET', 'ECONNREFUSED', null, 1, false],
    ['POST', 'ECONNREFUSED', null, 0, false],
    ['PUT', 'ECONNREFUSED', null, 0, false],
    ['DELETE', 'ECONNRESET', null, 0, false],
    ['GET', 'UND_ERR_HEADERS_TIMEOUT', null, 0, false],
    ['GET', null, 503, 0, false],
  ] as const)('%s failing with %s (answer %s, attempt %d): retried %s', (method, code, status, attempt, retried) => {
    const err = code ? Object.assign(new Error(code), { code }) : null;
    const res = status ? { statusCode: status } : null;
    expect(retryOnNextReplica({ err, req: { method }, res, attempt }) !== null).toBe(retried);
  });
});

describe('the rotation of replicas', () => {
  it('takes replicas in turn, leaves a failed one out while it rests, and tries it again after', async () => {
    let now = 0;
    const pools = [new Pool('http://127.0.0.1:1'), new Pool('http://127.0.0.1:2'), new Pool('http://127.0.0.1:3')];
    const rotation = new ReplicaRotation(pools, () => now);
    expect([rotation.pick(), rotation.pick(), rotation.pick(), rotation.pick()]).toEqual([0, 1, 2, 0]);
    rotation.rest(1);
    expect([rotation.pick(), rotation.pick(), rotation.pick()]).toEqual([2, 0, 2]);
    now += REPLICA_REST_MS;
    expect([rotation.pick(), rotation.pick()]).toEqual([0, 1]);
    // When every replica rests, the turn goes on: a call is still tried rather than refused here.
    [0, 1, 2].forEach((i) => rotation.rest(i));
    expect([rotation.pick(), rotation.pick()]).toEqual([2, 0]);
    await Promise.all(pools.map((p) => p.close()));
  });
});

describe('gateway with several replicas of a service', () => {
  const others = {} as Record<ServiceName, FastifyInstance>;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = emptyWebRoot();
    for (const name of SERVICE_NAMES) others[name] = (await replica(name)).app;
  });
  afterAll(async () => {
    await Promise.all(SERVICE_NAMES.map((n) => others[n].close()));
  });

  const servicesWith = (blog: string) =>
    Object.fromEntries(
      SERVICE_NAMES.map((n) => [
        n,
        n === 'blog' ? blog : `http://127.0.0.1:${(others[n].server.address() as { port: number }).port}`,
      ]),
    ) as Record<ServiceName, string>;

  it('spreads calls round-robin over the replicas', async () => {
    const [a, b] = await Promise.all([replica('a'), replica('b')]);
    const gateway = await buildGateway({ services: servicesWith(`${a.url},${b.url}`), webRoot });
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await gateway.inject({ method: 'GET', url: `/api/latest-blogs?n=${i}` });
        expect(res.statusCode).toBe(200);
        answers.push(res.json().replica);
      }
      expect(a.seen).toHaveLength(3);
      expect(b.seen).toHaveLength(3);
      // Strictly alternating: no replica takes two calls in a row.
      for (let i = 1; i < answers.length; i++) expect(answers[i]).not.toBe(answers[i - 1]);
    } finally {
      await gateway.close();
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });

  it('retries a read once on the next replica when one refuses connections; every read is answered', async () => {
    const live = await replica('live');
    const gateway = await buildGateway({ services: servicesWith(`${await closedPortUrl()},${live.url}`), webRoot });
    try {
      for (let i = 0; i < 8; i++) {
        const res = await gateway.inject({ method: i % 2 ? 'HEAD' : 'GET', url: `/api/get-blog?i=${i}` });
        expect(res.statusCode).toBe(200);
      }
      expect(live.seen).toHaveLength(8);
      expect(await gateway.metrics.getSingleMetricAsString('gateway_upstream_retries_total')).toMatch(
        /gateway_upstream_retries_total\{service="blog"\} [1-9]/,
      );
    } finally {
      await gateway.close();
      await live.app.close();
    }
  });

  it.each([
    ['refuses connections', async () => ({ url: await closedPortUrl(), close: async () => undefined })],
    [
      'drops connections before answering',
      async () => {
        const dropping = await droppingPort();
        return { url: dropping.url, close: () => new Promise((resolve) => dropping.server.close(resolve)) };
      },
    ],
  ])('answers every one of many concurrent reads while a replica %s', async (_what, broken) => {
    const [bad, live] = await Promise.all([broken(), replica('live')]);
    const gateway = await buildGateway({ services: servicesWith(`${bad.url},${live.url}`), webRoot });
    try {
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => gateway.inject({ method: 'GET', url: `/api/get-blog?c=${round}-${i}` })),
        );
        expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      }
      expect(live.seen).toHaveLength(120);
    } finally {
      await gateway.close();
      await live.app.close();
      await bad.close();
    }
  });

  it('retries a read when the connection is dropped before an answer', async () => {
    const [dropping, live] = await Promise.all([droppingPort(), replica('live')]);
    const gateway = await buildGateway({ services: servicesWith(`${dropping.url},${live.url}`), webRoot });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await gateway.inject({ method: 'GET', url: `/api/get-blog?i=${i}` });
        expect(res.statusCode).toBe(200);
      }
      expect(dropping.connections()).toBeGreaterThan(0);
      expect(live.seen).toHaveLength(4);
    } finally {
      await gateway.close();
      await live.app.close();
      await new Promise((resolve) => dropping.server.close(resolve));
    }
  });

  it('never sends a POST twice: a dropped POST is the client’s 503, and no replica saw it twice', async () => {
    const [dropping, live] = await Promise.all([droppingPort(), replica('live')]);
    const gateway = await buildGateway({ services: servicesWith(`${dropping.url},${live.url}`), webRoot });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await gateway.inject({ method: 'POST', url: '/api/like-blog', payload: { i } });
        statuses.push(res.statusCode);
      }
      // Every POST reached exactly one replica: the dropped ones failed, the others were answered once.
      const failed = statuses.filter((s) => s === 503).length;
      expect(failed).toBeGreaterThan(0);
      expect(failed).toBe(dropping.connections());
      expect(live.seen).toHaveLength(4 - failed);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    } finally {
      await gateway.close();
      await live.app.close();
      await new Promise((resolve) => dropping.server.close(resolve));
    }
  });

  it('is ready while one replica of each service answers', async () => {
    const live = await replica('live');
    const gateway = await buildGateway({ services: servicesWith(`${await closedPortUrl()},${live.url}`), webRoot });
    try {
      const res = await gateway.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
    } finally {
      await gateway.close();
      await live.app.close();
    }
  });
});

describe("the gateway's own reads", () => {
  it('go to the next replica when one refuses connections', async () => {
    const live = await replica('live');
    const dead = await closedPortUrl();
    const replicas = Object.fromEntries(SERVICE_NAMES.map((n) => [n, [dead, live.url]])) as Record<
      ServiceName,
      string[]
    >;
    const read = failoverFetch(replicas);
    try {
      const res = await read(`${dead}/published-blogs?x=1`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(200);
      expect(live.seen).toEqual(['POST /published-blogs?x=1']);
      // An address that is no replica of any service is not redirected.
      await expect(read(`${await closedPortUrl()}/x`)).rejects.toThrow();
    } finally {
      await live.app.close();
    }
  });
});
