import { commandLineActor } from '@yayasan/service-kit';
import { accountAudit, changeAdminRights } from '../domain/admin-audit';
import { buildAccount, signUp, type AccountTestService } from './helpers';

/** Issue 41, item 5: a change of anyone's admin rights is recorded with it, hash-chained. */

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const log = () => svc.db('account_audit_log').orderBy('seq', 'asc');
const userId = async (username: string) => Number((await svc.db('users').where({ username }).first('id'))!.id);

test('granting and removing admin rights records who, the user and the flag before and after', async () => {
  const { session } = await signUp(svc);
  const id = await userId(session.username);
  await changeAdminRights(svc.db, id, true, { actor: commandLineActor('operator') });
  await changeAdminRights(svc.db, id, false, { actor: { id: 1, username: 'kepala' }, requestId: 'req-9' });
  expect(Boolean((await svc.db('users').where({ id }).first('is_admin'))!.is_admin)).toBe(false);
  const rows = await log();
  expect(rows.map((r) => [r.action, r.actor_id, r.actor_username, r.object_type, r.object_id, r.request_id])).toEqual([
    ['admin.grant', null, 'cli:operator', 'user', String(id), null],
    ['admin.revoke', 1, 'kepala', 'user', String(id), 'req-9'],
  ]);
  expect([JSON.parse(rows[0].before_json), JSON.parse(rows[0].after_json)]).toEqual([
    { is_admin: false },
    { is_admin: true },
  ]);
  // No password hash, token version or e-mail reaches the record.
  expect(JSON.stringify(rows)).not.toMatch(/password|token_version|@example\.com/);
});

test('an unknown user changes nothing and records nothing; acts at once keep one chain; tampering is found', async () => {
  const before = (await log()).length;
  await expect(changeAdminRights(svc.db, 99_999_999, true, { actor: commandLineActor('x') })).rejects.toThrow();
  expect((await log()).length).toBe(before);

  const users = await Promise.all(Array.from({ length: 6 }, () => signUp(svc)));
  const ids = await Promise.all(users.map((u) => userId(u.session.username)));
  await Promise.all(ids.map((id) => changeAdminRights(svc.db, id, true, { actor: commandLineActor('ops') })));
  const rows = await log();
  expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
  expect(await accountAudit.verify(svc.db)).toEqual({ checked: rows.length, mismatch: null });

  await svc.db('account_audit_log').where({ seq: 3 }).update({ after_json: '{"is_admin":false}' });
  expect((await accountAudit.verify(svc.db)).mismatch).toEqual({ seq: 3, reason: 'record does not match its hash' });
  await svc.db('account_audit_log').where({ seq: 3 }).update({ after_json: rows[2].after_json });
  await svc.db('account_audit_log').where({ seq: 1 }).delete();
  expect((await accountAudit.verify(svc.db)).mismatch).toEqual({ seq: 1, reason: 'record missing' });
});
