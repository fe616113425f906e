import { TokenSigner } from '@yayasan/service-kit';
import { MESSAGES } from '@yayasan/validation';
import { ACCOUNT_MESSAGES } from '../messages';
import { bearer, buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const change = (token: string, body: object) =>
  svc.app.inject({ method: 'POST', url: '/change-password', payload: body, headers: bearer(token) });
const signin = (email: string, password: string) =>
  svc.app.inject({ method: 'POST', url: '/signin', payload: { email, password } });

describe('POST /change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const a = await signUp(svc);
    const res = await change(a.session.access_token, { currentPassword: PASSWORD, newPassword: 'BaruSekali9' });
    expect(res.statusCode).toBe(200);
    expect((await signin(a.email, 'BaruSekali9')).statusCode).toBe(200);
    expect((await signin(a.email, PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'BaruSekali9' }, MESSAGES.changePasswordEmpty],
    [{ currentPassword: PASSWORD, newPassword: '' }, MESSAGES.changePasswordEmpty],
    [{ currentPassword: PASSWORD }, MESSAGES.changePasswordEmpty],
    [{ currentPassword: PASSWORD, newPassword: 'Ab1' }, MESSAGES.changePasswordRule],
    [{ currentPassword: PASSWORD, newPassword: 'Abcdefghij1234567890X' }, MESSAGES.changePasswordRule],
    [{ currentPassword: PASSWORD, newPassword: 'semuakecil1' }, MESSAGES.changePasswordRule],
  ])('refuses %j with the spec message', async (body, message) => {
    const a = await signUp(svc);
    const res = await change(a.session.access_token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('accepts a new password of exactly 20 characters', async () => {
    const a = await signUp(svc);
    expect(
      (await change(a.session.access_token, { currentPassword: PASSWORD, newPassword: 'Abcdefghij123456789X' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, whatever its length', async () => {
    const a = await signUp(svc);
    for (const currentPassword of ['x', 'SalahSekali99']) {
      const res = await change(a.session.access_token, { currentPassword, newPassword: 'BaruSekali9' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.currentPasswordWrong });
    }
    expect((await signin(a.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a token, and refuses an expired one', async () => {
    expect((await svc.app.inject({ method: 'POST', url: '/change-password', payload: {} })).statusCode).toBe(401);
    const a = await signUp(svc);
    const [row] = await svc.db('users').where({ username: a.session.username }).limit(1);
    const expired = await new TokenSigner(svc.keys.privateKey, -60).sign({
      id: row.id,
      username: row.username,
      isAdmin: false,
    });
    const res = await change(expired, { currentPassword: PASSWORD, newPassword: 'BaruSekali9' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/Sesi Anda telah berakhir/);
  });
});
