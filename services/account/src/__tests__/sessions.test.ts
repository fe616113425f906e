import { ADMINISTRATOR_CHECK_PATH } from '@yayasan/contracts';
import { findUserByUsername, setAdminRights } from '../repositories/users';
import { bearer, buildAccount, PASSWORD, PUBLIC_URL, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  svc.app.inject({ method: 'POST', url, payload, headers });

/** An authenticated call that changes nothing: the owner's bio set to itself. */
const stillSignedIn = async (token: string, username: string) =>
  (await post('/update-profile', { username, bio: '' }, bearer(token))).statusCode;

describe('tokens are revoked at once', () => {
  it('after a password change, and the answer carries a fresh token for this device', async () => {
    const a = await signUp(svc);
    const other = await post('/signin', { email: a.email, password: PASSWORD });
    const otherDevice = other.json().access_token as string;
    expect(await stillSignedIn(otherDevice, a.session.username)).toBe(200);

    const res = await post(
      '/change-password',
      { currentPassword: PASSWORD, newPassword: 'BaruSekali9' },
      bearer(a.session.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Password Berhasil Diubah');

    for (const old of [a.session.access_token, otherDevice]) {
      const refused = await post('/update-profile', { username: a.session.username, bio: '' }, bearer(old));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatch(/berakhir/);
    }
    expect(await stillSignedIn(res.json().access_token, a.session.username)).toBe(200);
  });

  it('after a password reset', async () => {
    const a = await signUp(svc);
    expect(await stillSignedIn(a.session.access_token, a.session.username)).toBe(200);
    await post('/reset-password', { email: a.email });
    const mail = svc.mails().at(-1)!;
    const token = mail.text.match(new RegExp(`${PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`))![1];
    const confirmed = await post('/reset-password/confirm', { token, password: 'Pulih12345' });
    expect(confirmed.statusCode).toBe(200);
    expect(await stillSignedIn(a.session.access_token, a.session.username)).toBe(401);
    expect(await stillSignedIn(confirmed.json().access_token, a.session.username)).toBe(200);
  });

  it('after admin rights are removed; admin decisions read the current rights', async () => {
    const admin = await signUp(svc);
    const member = await signUp(svc);
    const adminRow = (await findUserByUsername(svc.db, admin.session.username))!;
    await setAdminRights(svc.db, adminRow.id, true);
    await svc.app.userStandings.forget(adminRow.id);
    const session = (await post('/signin', { email: admin.email, password: PASSWORD })).json();
    expect(session.isAdmin).toBe(true);
    const profile = () => post('/get-profile', { username: member.session.username }, bearer(session.access_token));
    expect((await profile()).json().personal_info.email).toBe(member.email);

    await setAdminRights(svc.db, adminRow.id, false);
    await svc.app.userStandings.forget(adminRow.id);
    expect(await stillSignedIn(session.access_token, admin.session.username)).toBe(401);
    // Seen anonymously now: the e-mail is no longer shown.
    expect((await profile()).json().personal_info.email).toBeUndefined();
  });
});

describe('whether the caller is an administrator now', () => {
  const ask = (headers: Record<string, string> = {}) =>
    svc.app.inject({ method: 'GET', url: ADMINISTRATOR_CHECK_PATH, headers });

  it('answers 204 to an administrator, 403 to a member, 401 to no one signed in or a token no longer honoured', async () => {
    const person = await signUp(svc);
    expect((await ask()).statusCode).toBe(401);
    const asMember = await ask(bearer(person.session.access_token));
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toEqual(expect.any(String));

    const row = (await findUserByUsername(svc.db, person.session.username))!;
    await setAdminRights(svc.db, row.id, true);
    await svc.app.userStandings.forget(row.id);
    const admin = (await post('/signin', { email: person.email, password: PASSWORD })).json();
    const asAdmin = await ask(bearer(admin.access_token));
    expect(asAdmin.statusCode).toBe(204);
    expect(asAdmin.body).toBe('');
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');

    await setAdminRights(svc.db, row.id, false);
    await svc.app.userStandings.forget(row.id);
    expect((await ask(bearer(admin.access_token))).statusCode).toBe(401);
  });
});
