import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { galleryAudit } from '../domain/audit-trail';

/** Issue 41, item 5: the gallery's administrative acts and their hash-chained records. */

const PREFIX = 'http://media.test/media/';
const ADMIN = { id: 7, username: 'admin', isAdmin: true };
const USER = { id: 8, username: 'budi', isAdmin: false };

let svc: TestService;
let admin: { authorization: string };
let user: { authorization: string };

beforeAll(async () => {
  svc = await buildTestService({
    name: 'gallery',
    app,
    appOptions: { mediaPrefix: PREFIX },
    migrations: { account: accountMigrations, gallery: migrations },
  });
  admin = await svc.auth(ADMIN);
  user = await svc.auth(USER);
});
afterAll(() => svc.close());

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Santunan Anak Yatim',
  description: 'Pembagian santunan untuk anak asuh.',
  image_url: `${PREFIX}uploads/abc.png`,
  draft: false,
  fileSize: 12345,
  category: 'Default',
  ...over,
});
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  svc.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
const log = () => svc.db('gallery_audit_log').orderBy('seq', 'asc');

describe('the gallery audit trail', () => {
  it('records an item added, changed and deleted, with the changed fields and the request id', async () => {
    const created = await inject('POST', '/gallery', { ...admin, 'x-request-id': 'req-gal-1' }, item());
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect((await inject('PUT', `/gallery/${id}`, admin, item({ title: 'Judul Baru' }))).statusCode).toBe(200);
    expect((await inject('DELETE', `/gallery/${id}`, admin)).statusCode).toBe(200);
    const rows = (await log()).filter((r) => r.object_id === String(id));
    expect(rows.map((r) => r.action)).toEqual(['gallery.create', 'gallery.update', 'gallery.delete']);
    expect(rows[0]).toMatchObject({ actor_id: ADMIN.id, actor_username: 'admin', request_id: 'req-gal-1' });
    expect(JSON.parse(rows[0].after_json)).toMatchObject({ title: 'Santunan Anak Yatim', draft: false });
    expect(JSON.parse(rows[1].before_json)).toEqual({ title: 'Santunan Anak Yatim' });
    expect(JSON.parse(rows[1].after_json)).toEqual({ title: 'Judul Baru' });
    expect(rows[2].after_json).toBeNull();
    expect(JSON.parse(rows[2].before_json)).toMatchObject({ title: 'Judul Baru' });
  });

  it('writes nothing for a refused act', async () => {
    const before = (await log()).length;
    expect((await inject('POST', '/gallery', admin, item({ title: '' }))).statusCode).toBe(400);
    expect((await inject('DELETE', '/gallery/999999', admin)).statusCode).toBe(404);
    expect((await inject('POST', '/gallery', user, item())).statusCode).toBe(403);
    expect((await log()).length).toBe(before);
  });

  it('keeps one chain when items are added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => inject('POST', '/gallery', admin, item({ title: `Foto ${i}` }))),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const rows = await log();
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await galleryAudit.verify(svc.db)).toEqual({ checked: rows.length, mismatch: null });
  });

  it('answers administrators only, and finds an edited or removed record', async () => {
    expect((await inject('GET', '/audit-gallery', user)).statusCode).toBe(403);
    const page = (await inject('GET', '/audit-gallery?action=gallery.create&limit=100', admin)).json();
    expect(page.records.length).toBe(9);
    const rows = await log();
    await svc.db('gallery_audit_log').where({ seq: 2 }).update({ after_json: '{"title":"dipalsukan"}' });
    expect((await galleryAudit.verify(svc.db)).mismatch).toEqual({ seq: 2, reason: 'record does not match its hash' });
    await svc.db('gallery_audit_log').where({ seq: 2 }).update({ after_json: rows[1].after_json });
    await svc.db('gallery_audit_log').where({ seq: 3 }).delete();
    expect((await galleryAudit.verify(svc.db)).mismatch).toEqual({ seq: 3, reason: 'record missing' });
  });
});
