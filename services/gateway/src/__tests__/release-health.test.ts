import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RELEASE_HEALTH_MESSAGES, type ReleaseHealth } from '@yayasan/contracts';
import { contractMismatch } from '@yayasan/contracts/schemas/check';
import { ReleaseHealthSchema } from '@yayasan/contracts/schemas/release-health';
import { buildAccount, type AccountTestService } from '@yayasan/service-account/testing';
import { migrateLatest, SESSION_EXPIRED } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { buildGateway } from '../app';
import { DbFieldWindow, FieldReleaseCache, readFieldReleases, type PageView } from '../field';
import { actOnVerdict, recordRelease } from '../releases';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { SERVICE_UNAVAILABLE } from '../upstream';

const MINUTE = 60_000;
const URL = '/api/admin/release-health';

let database: TestDatabase;
let account: AccountTestService;
let accountUrl: string;
let webRoot: string;
let window: DbFieldWindow;
let admin: { authorization: string };
let member: { authorization: string };

const view = (version: string, lcp: number, inp: number, failed = false): PageView => {
  const on = { remote: 'gallery' as const, version, channel: 'stable' as const };
  return {
    route: '/galeri',
    remotes: [on],
    vitals: [
      { name: 'LCP', value: lcp },
      { name: 'INP', value: inp },
    ],
    failures: failed ? [{ kind: 'error', remote: 'gallery', on }] : [],
  };
};

beforeAll(async () => {
  database = await createTestDatabase('release_health');
  await migrateLatest(database.db, 'gateway', migrations);
  window = new DbFieldWindow(database.db);
  account = await buildAccount();
  await account.app.listen({ port: 0, host: '127.0.0.1' });
  accountUrl = `http://127.0.0.1:${(account.app.server.address() as { port: number }).port}`;
  admin = await account.auth({ id: 1, username: 'admin', isAdmin: true });
  member = await account.auth({ id: 2, username: 'budi', isAdmin: false });
  webRoot = mkdtempSync(join(tmpdir(), 'gateway-release-health-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');

  // gallery: g-live is live; g-bad was a canary that visitors met with errors and the analysis withdrew;
  // g-next is the canary now, with no reports yet.
  const now = Date.now();
  await recordRelease(database.db, { remote: 'gallery', version: 'g-live' });
  await recordRelease(database.db, { remote: 'gallery', version: 'g-bad', canaryPercent: 10 });
  for (const [lcp, inp] of [
    [1000, 100],
    [2000, 200],
    [3000, 300],
    [4000, 400],
  ]) {
    await window.record(view('g-live', lcp, inp), now - 40 * MINUTE);
  }
  await window.record(view('g-live', 1500, 150), now);
  await window.record(view('g-bad', 5000, 500, true), now - 10 * MINUTE);
  await window.record(view('g-bad', 6000, 600), now - 10 * MINUTE);
  await actOnVerdict(database.db, 'gallery', {
    decision: 'rollback',
    canary: 'g-bad',
    stable: 'g-live',
    reason: 'the canary is worse than stable: error rate 50.00% against 0.00%',
    checks: [],
  });
  await recordRelease(database.db, { remote: 'gallery', version: 'g-next', canaryPercent: 20 });
});
afterAll(async () => {
  await account.close();
  await database.drop();
  rmSync(webRoot, { recursive: true, force: true });
});

async function gatewayAsking(account: string): Promise<FastifyInstance> {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((n) => [n, n === 'account' ? account : 'http://127.0.0.1:9']),
  ) as Record<ServiceName, string>;
  return buildGateway({
    services,
    webRoot,
    field: { releases: new FieldReleaseCache(() => readFieldReleases(database.db), 0), window },
    canaryWatch: { db: database.db, window, everyMs: 0 },
  });
}

describe('GET /api/admin/release-health', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await gatewayAsking(accountUrl);
  });
  afterAll(() => gateway.close());

  it('answers an administrator, as the account service judges the token, with every remote', async () => {
    const res = await gateway.inject({ method: 'GET', url: `${URL}?hours=2`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<ReleaseHealth>();
    expect(contractMismatch(ReleaseHealthSchema, body)).toBeNull();
    expect(body.bucketMinutes).toBe(2);
    expect(body.to - body.from).toBeGreaterThanOrEqual(2 * 60 * MINUTE);
    expect(body.to - body.from).toBeLessThan((2 * 60 + 2) * MINUTE);
    expect(body.remotes.map((r) => r.remote)).toEqual(['blog', 'donation', 'gallery', 'account']);

    const gallery = body.remotes.find((r) => r.remote === 'gallery')!;
    expect(gallery.live).toBe('g-live');
    expect(gallery.canary).toEqual({ version: 'g-next', percent: 20 });
    // The canary first (no reports yet), then live, then the withdrawn canary whose curve led to the verdict.
    expect(gallery.versions.map((v) => [v.version, v.state, v.points.length])).toEqual([
      ['g-next', 'canary', 0],
      ['g-live', 'live', 2],
      ['g-bad', 'previous', 1],
    ]);
    const [first, latest] = gallery.versions[1].points;
    expect(first).toMatchObject({ pageViews: 4, errorRate: 0, loadFailureRate: 0, p75Lcp: 3250, p75Inp: 325 });
    expect(latest).toMatchObject({ pageViews: 1, p75Lcp: 1500, p75Inp: 150 });
    expect(first.t % (2 * MINUTE)).toBe(0);
    expect(first.t).toBeLessThan(latest.t);
    expect(gallery.versions[2].points[0]).toMatchObject({ pageViews: 2, errorRate: 0.5 });

    expect(gallery.decisions).toEqual([
      {
        at: expect.any(String),
        version: 'g-bad',
        decision: 'rollback',
        summary: 'the canary is worse than stable: error rate 50.00% against 0.00%',
      },
    ]);
    // A remote with no release and no reports: its in-place build, nothing to draw.
    expect(body.remotes.find((r) => r.remote === 'blog')).toEqual({
      remote: 'blog',
      live: null,
      canary: null,
      versions: [{ version: 'build', state: 'build', points: [] }],
      decisions: [],
    });
  });

  it('leaves out what happened before the span asked for', async () => {
    const res = await gateway.inject({ method: 'GET', url: `${URL}?hours=1`, headers: admin });
    const gallery = res.json<ReleaseHealth>().remotes.find((r) => r.remote === 'gallery')!;
    expect(gallery.versions.find((v) => v.version === 'g-live')!.points.map((p) => p.pageViews)).toEqual([4, 1]);
    // Six hours by default, in five-minute buckets.
    const wide = await gateway.inject({ method: 'GET', url: URL, headers: admin });
    expect(wide.json<ReleaseHealth>().bucketMinutes).toBe(5);
  });

  it('refuses a signed-out caller, a member and a token the account service does not honour', async () => {
    const signedOut = await gateway.inject({ method: 'GET', url: URL });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'Silakan masuk terlebih dahulu' });

    const byMember = await gateway.inject({ method: 'GET', url: URL, headers: member });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ error: 'Hanya admin yang dapat melakukan ini' });

    const forged = await gateway.inject({ method: 'GET', url: URL, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: SESSION_EXPIRED });

    // Rights taken away are refused at once: the account service reads them afresh.
    const former = await account.auth({ id: 3, username: 'mantan', isAdmin: true });
    expect((await gateway.inject({ method: 'GET', url: URL, headers: former })).statusCode).toBe(200);
    await account.db('users').where({ id: 3 }).update({ is_admin: false });
    await account.app.userStandings.forget(3);
    expect((await gateway.inject({ method: 'GET', url: URL, headers: former })).statusCode).toBe(403);
  });

  it('refuses a span it does not keep, and anything but a read', async () => {
    for (const hours of ['0', '25', '1.5', 'abc', '-1']) {
      const res = await gateway.inject({ method: 'GET', url: `${URL}?hours=${hours}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: RELEASE_HEALTH_MESSAGES.hours });
    }
    const post = await gateway.inject({ method: 'POST', url: URL, headers: admin, payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

it('answers 503 when the account service cannot say who is asking', async () => {
  const gateway = await gatewayAsking('http://127.0.0.1:9');
  try {
    const res = await gateway.inject({ method: 'GET', url: URL, headers: admin });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE });
  } finally {
    await gateway.close();
  }
});
