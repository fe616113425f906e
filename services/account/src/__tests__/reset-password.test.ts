import { MESSAGES } from '@yayasan/validation';
import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, freshEmail, PASSWORD, PUBLIC_URL, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const post = (url: string, payload: object) => svc.app.inject({ method: 'POST', url, payload });
const NEW_PASSWORD = 'Pulih12345';

/** Requests a reset and answers the token from the link in the mail that arrived. */
async function requestReset(email: string): Promise<string> {
  const before = svc.mails().length;
  const res = await post('/reset-password', { email });
  expect(res.statusCode).toBe(200);
  const mails = svc.mails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails[mails.length - 1];
  expect(mail.to).toBe(email.toLowerCase());
  const link = mail.text.match(new RegExp(`${PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`));
  expect(link).not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return link![1];
}

describe('POST /reset-password', () => {
  it('answers the same neutral message for known and unknown e-mails, mailing only the known one', async () => {
    const a = await signUp(svc);
    const before = svc.mails().length;
    const known = await post('/reset-password', { email: a.email });
    const unknown = await post('/reset-password', { email: freshEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: ACCOUNT_MESSAGES.resetSent });
    expect(unknown.json()).toEqual(known.json());
    expect(svc.mails()).toHaveLength(before + 1);
  });

  it("asks for the e-mail with the spec's message", async () => {
    for (const body of [{ email: '' }, { email: '   ' }, {}]) {
      const res = await post('/reset-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.emailEmpty });
    }
  });

  it('stores only a hash of the token, with an expiry one hour ahead', async () => {
    const a = await signUp(svc);
    const token = await requestReset(a.email);
    const rows = await svc.db('password_resets').orderBy('id', 'desc').limit(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toBe(token);
    const inMs = new Date(rows[0].expires_at).getTime() - Date.now();
    expect(inMs).toBeGreaterThan(59 * 60_000);
    expect(inMs).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe('POST /reset-password/confirm', () => {
  it('sets the new password once, signs the user in, and the token stops working', async () => {
    const a = await signUp(svc);
    const token = await requestReset(a.email);
    const res = await post('/reset-password/confirm', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: a.session.username, access_token: expect.any(String) });
    expect((await post('/signin', { email: a.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/signin', { email: a.email, password: PASSWORD })).statusCode).toBe(401);

    const again = await post('/reset-password/confirm', { token, password: 'Lagi123456' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid });
    expect((await post('/signin', { email: a.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('invalidates older tokens of the same user when one is used', async () => {
    const a = await signUp(svc);
    const older = await requestReset(a.email);
    const newer = await requestReset(a.email);
    expect((await post('/reset-password/confirm', { token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/reset-password/confirm', { token: older, password: 'Lagi123456' })).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const a = await signUp(svc);
    const token = await requestReset(a.email);
    await svc
      .db('password_resets')
      .orderBy('id', 'desc')
      .limit(1)
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await post('/reset-password/confirm', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid });
    expect((await post('/signin', { email: a.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post('/reset-password/confirm', { token: 'tidak-ada', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid });
  });

  it('applies the sign-up password rule and keeps the token usable after a refusal', async () => {
    const a = await signUp(svc);
    const token = await requestReset(a.email);
    const weak = await post('/reset-password/confirm', { token, password: 'lemah' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: MESSAGES.signupPassword });
    expect((await post('/reset-password/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
