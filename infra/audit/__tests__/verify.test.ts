import { createDb, dropDatabase, ensureDatabase, migrateLatest, type Db } from '@yayasan/service-kit';
import { testServerUrl } from '@yayasan/service-kit/testing';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import { migrations as gatewayMigrations } from '@yayasan/service-gateway/migrations';
import { galleryAudit } from '@yayasan/service-gallery/maintenance';
import { gatewayAudit, promoteCanary, recordRelease, rollbackTo } from '@yayasan/service-gateway/releases';
import { runAuditVerify } from '../verify';

/**
 * `npm run audit:verify`: a line per service, exit code 0 while every chain matches and 1 once a
 * record was edited or removed. Releases are recorded by the gateway's registry with the command's actor.
 */
const url = `${testServerUrl()}/audit_verify_${process.pid}`;
let db: Db;
const trails = [galleryAudit, gatewayAudit];

beforeAll(async () => {
  await ensureDatabase(url);
  db = createDb(url, { min: 0, max: 4 });
  await migrateLatest(db, 'gallery', galleryMigrations);
  await migrateLatest(db, 'gateway', gatewayMigrations);
});
afterAll(async () => {
  await db.destroy();
  await dropDatabase(url);
});

test('release switches are recorded with who ran them, and tampering makes the check fail', async () => {
  const actor = { id: null, username: 'cli:operator' };
  await recordRelease(db, { remote: 'blog', version: 'v1' }, actor);
  await recordRelease(db, { remote: 'blog', version: 'v2', canaryPercent: 10 }, actor);
  await promoteCanary(db, 'blog', actor);
  await rollbackTo(db, 'blog', 'v1', actor);
  const rows = await db('gateway_audit_log').orderBy('seq', 'asc');
  expect(rows.map((r) => r.action)).toEqual([
    'release.publish',
    'release.publish',
    'release.promote',
    'release.rollback',
  ]);
  expect(rows[3]).toMatchObject({
    actor_id: null,
    actor_username: 'cli:operator',
    object_type: 'remote',
    object_id: 'blog',
  });
  expect(JSON.parse(rows[3].before_json)).toEqual({ live: 'v2' });
  expect(JSON.parse(rows[3].after_json)).toEqual({ live: 'v1' });
  // A refused switch records nothing.
  await expect(rollbackTo(db, 'blog', 'v9', actor)).rejects.toThrow();
  expect(await db('gateway_audit_log').count({ n: '*' }).first()).toEqual({ n: 4 });

  const lines: string[] = [];
  expect(await runAuditVerify(db, (l) => lines.push(l), trails)).toBe(0);
  expect(lines.at(-1)).toBe('Audit trails verified: 4 records in 2 services.');

  await db('gateway_audit_log').where({ seq: 2 }).update({ actor_username: 'cli:someone-else' });
  lines.length = 0;
  expect(await runAuditVerify(db, (l) => lines.push(l), trails)).toBe(1);
  expect(lines).toContain('TAMPERED  gateway  record 2: record does not match its hash');
  await db('gateway_audit_log').where({ seq: 2 }).update({ actor_username: 'cli:operator' });

  await db('gateway_audit_log').where({ seq: 1 }).delete();
  lines.length = 0;
  expect(await runAuditVerify(db, (l) => lines.push(l), trails)).toBe(1);
  expect(lines).toContain('TAMPERED  gateway  record 1: record missing');
});

test("a service whose migrations never ran here has nothing to check; a dropped trail's table is a failure", async () => {
  const lines: string[] = [];
  // Every service's trail: 1, as the gateway's chain still lacks the record the test above removed.
  expect(await runAuditVerify(db, (l) => lines.push(l))).toBe(1);
  expect(lines).toContain('OK        blog      no audit trail in this database');
  expect(lines.find((l) => l.includes('gallery'))).toMatch(/^OK/);

  await db.schema.renameTable('gallery_audit_log', 'gallery_audit_log_moved');
  try {
    lines.length = 0;
    expect(await runAuditVerify(db, (l) => lines.push(l), trails)).toBe(1);
    expect(lines.find((l) => l.includes('gallery'))).toMatch(/^TAMPERED {2}gallery {2}could not run: /);
  } finally {
    await db.schema.renameTable('gallery_audit_log_moved', 'gallery_audit_log');
  }
});
