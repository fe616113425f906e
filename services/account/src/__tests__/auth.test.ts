import { defaultAvatarUrl } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { TokenVerifier } from '@yayasan/service-kit';
import { MESSAGES } from '@yayasan/validation';
import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, freshEmail, PASSWORD, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  svc.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('POST /signup', () => {
  it('creates the account and answers the session user object with a valid token', async () => {
    const email = freshEmail('Siti.Aminah');
    const res = await post('/signup', { fullname: '  Siti Aminah ', email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(
      ['access_token', 'fullname', 'isAdmin', 'new_notification_available', 'profile_img', 'username'].sort(),
    );
    expect(user).toMatchObject({
      fullname: 'Siti Aminah',
      isAdmin: false,
      new_notification_available: false,
    });
    expect(user.username).toMatch(/^sitiaminah/);
    // Never an empty picture: the generated default until one is uploaded.
    expect(user.profile_img).toBe(defaultAvatarUrl(user.username, siteOrigin()));
    const claims = await new TokenVerifier(svc.keys.publicKey).verify(user.access_token);
    expect(claims).toMatchObject({ username: user.username, isAdmin: false });
    const row = await svc.db('users').where({ email: email.toLowerCase() }).first();
    expect(row?.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it('makes usernames unique when two e-mails share a local part', async () => {
    const a = await signUp(svc, { email: 'kembar@one.example' });
    const b = await signUp(svc, { email: 'kembar@two.example' });
    expect(a.session.username).toBe('kembar');
    expect(b.session.username).toMatch(/^kembar\d{4}$/);
  });

  it.each([
    [{ fullname: 'Al', email: 'x@example.com', password: PASSWORD }, MESSAGES.fullnameShort],
    [{ fullname: 'Alya', email: '', password: PASSWORD }, MESSAGES.emailEmpty],
    [{ fullname: 'Alya', password: PASSWORD }, MESSAGES.emailEmpty],
    [{ fullname: 'Alya', email: 'bukan-email', password: PASSWORD }, MESSAGES.emailInvalid],
    [{ fullname: 'Alya', email: 'a@example.com', password: 'abc12' }, MESSAGES.signupPassword],
    [{ fullname: 'Alya', email: 'a@example.com', password: 'abcdefg1' }, MESSAGES.signupPassword],
    [{ fullname: 'Alya', email: 'a@example.com', password: 'Abcdefgh' }, MESSAGES.signupPassword],
    [{ fullname: 'Alya', email: 'a@example.com', password: `Ab1${'x'.repeat(28)}` }, MESSAGES.signupPassword],
    [{ email: 'a@example.com', password: PASSWORD }, MESSAGES.fullnameShort],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await post('/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 409 for a taken e-mail (any case) and changes nothing', async () => {
    const first = await signUp(svc);
    const before = await svc.db('users').count({ n: '*' }).first();
    const res = await post('/signup', {
      fullname: 'Orang Lain',
      email: first.email.toUpperCase(),
      password: 'Lain12345',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
    expect(await svc.db('users').count({ n: '*' }).first()).toEqual(before);
    const row = await svc.db('users').where({ email: first.email.toLowerCase() }).first();
    expect(row?.fullname).toBe('Pengguna Uji');
  });
});

describe('POST /signin', () => {
  it('answers the session user object for the right password', async () => {
    const account = await signUp(svc);
    const res = await post('/signin', { email: `  ${account.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: account.session.username, fullname: 'Pengguna Uji', isAdmin: false });
    expect(res.json().access_token).toEqual(expect.any(String));
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(svc);
    const wrong = await post('/signin', { email: account.email, password: 'Salah12345' });
    const unknown = await post('/signin', { email: freshEmail('nobody'), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ACCOUNT_MESSAGES.signInFailed });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('checks the form in the spec order before anything else', async () => {
    expect((await post('/signin', { email: '', password: '' })).json()).toEqual({ error: MESSAGES.emailEmpty });
    expect((await post('/signin', { email: 'x@y', password: PASSWORD })).json()).toEqual({
      error: MESSAGES.emailInvalid,
    });
    expect((await post('/signin', { email: 'x@example.com', password: 'short' })).json()).toEqual({
      error: MESSAGES.signupPassword,
    });
  });

  it('reports the admin flag from the database', async () => {
    const account = await signUp(svc);
    await svc.db('users').where({ email: account.email.toLowerCase() }).update({ is_admin: true });
    const res = await post('/signin', { email: account.email, password: PASSWORD });
    expect(res.json().isAdmin).toBe(true);
  });

  it('tells an account made with Google to use Google', async () => {
    const email = freshEmail('google');
    await svc
      .db('users')
      .insert({ fullname: 'Akun Google', email, username: `g${Date.now()}`, google_auth: true, social_links: '{}' });
    const res = await post('/signin', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.useGoogle });
  });
});

describe('new_notification_available', () => {
  it('is false while the blog has published no notification flags, and follows unseen notifications once it has', async () => {
    const account = await signUp(svc);
    expect(account.session).toMatchObject({ new_notification_available: false });
    const row = await svc.db('users').where({ email: account.email.toLowerCase() }).first();
    // What the blog service publishes for this service (its notification_flags view), here as a table.
    await svc.db.schema.createTable('notification_flags', (t) => {
      t.integer('notification_for').unsigned().notNullable();
      t.boolean('seen').notNullable().defaultTo(false);
    });
    try {
      await svc.db('notification_flags').insert({ notification_for: row?.id, seen: true });
      let res = await post('/signin', { email: account.email, password: PASSWORD });
      expect(res.json().new_notification_available).toBe(false);
      await svc.db('notification_flags').insert({ notification_for: row?.id, seen: false });
      res = await post('/signin', { email: account.email, password: PASSWORD });
      expect(res.json().new_notification_available).toBe(true);
    } finally {
      await svc.db.schema.dropTable('notification_flags');
    }
  });
});
