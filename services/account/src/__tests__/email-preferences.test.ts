import { signUnsubscribeToken } from '@yayasan/service-kit';
import { ACCOUNT_MESSAGES } from '../messages';
import { bearer, buildAccount, signUp, type AccountTestService } from './helpers';

const SECRET = 'account-unsubscribe-secret';
let svc: AccountTestService;

beforeAll(async () => {
  svc = await buildAccount({ unsubscribeSecret: SECRET });
});
afterAll(() => svc.close());

async function member() {
  const user = await signUp(svc);
  const row = await svc.db('users').where({ username: user.session.username }).first('id');
  return { ...user, id: Number(row?.id), auth: bearer(user.session.access_token) };
}
const newsOn = async (id: number) =>
  Boolean((await svc.db('users').where({ id }).first('email_campaign_news'))?.email_campaign_news);

const preferences = (headers: Record<string, string>) =>
  svc.app.inject({ method: 'GET', url: '/email-preferences', headers });
const setNews = (headers: Record<string, string>, payload: unknown) =>
  svc.app.inject({ method: 'PUT', url: '/email-preferences', headers, payload: payload as object });

describe('GET/PUT /email-preferences', () => {
  it('starts with receipts and campaign news on, and keeps a change', async () => {
    const u = await member();
    expect((await preferences(u.auth)).json()).toEqual({ receipts: true, campaign_news: true });
    const off = await setNews(u.auth, { campaign_news: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ receipts: true, campaign_news: false });
    expect((await preferences(u.auth)).json()).toEqual({ receipts: true, campaign_news: false });
    expect((await setNews(u.auth, { campaign_news: true })).json()).toEqual({ receipts: true, campaign_news: true });
    expect(await newsOn(u.id)).toBe(true);
  });

  it('needs a signed-in user and a boolean; receipts cannot be turned off', async () => {
    const u = await member();
    expect((await preferences({})).statusCode).toBe(401);
    expect((await setNews({}, { campaign_news: false })).statusCode).toBe(401);
    expect((await setNews(u.auth, { campaign_news: 'nanti' })).statusCode).toBe(400);
    expect((await setNews(u.auth, { campaign_news: false, receipts: false })).json()).toEqual({
      receipts: true,
      campaign_news: false,
    });
  });
});

describe('the signed unsubscribe link', () => {
  const url = (token: string) => `/email/unsubscribe?token=${encodeURIComponent(token)}`;
  // A browser asks for HTML; a mail client's one-click POST (RFC 8058) may not.
  const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const open = (token: string) => svc.app.inject({ method: 'GET', url: url(token), headers: browser });
  const oneClick = (token: string, headers: Record<string, string> = browser) =>
    svc.app.inject({
      method: 'POST',
      url: url(token),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('opens a page signed out without changing anything; its one-click POST turns campaign news off', async () => {
    const u = await member();
    const token = signUnsubscribeToken(SECRET, u.id, 'campaign-news');
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(ACCOUNT_MESSAGES.unsubscribeConfirm);
    expect(page.body).toContain('method="post"');
    expect(await newsOn(u.id)).toBe(true);

    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(ACCOUNT_MESSAGES.unsubscribeDone);
    expect(await newsOn(u.id)).toBe(false);
    // Clicking again, or a mail client's one-click without a page, is harmless.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await oneClick(token, {})).statusCode).toBe(200);
    expect((await preferences(u.auth)).json()).toEqual({ receipts: true, campaign_news: false });
  });

  it('refuses a forged, altered or expired link with a clear message, and nothing changes', async () => {
    const u = await member();
    const genuine = signUnsubscribeToken(SECRET, u.id, 'campaign-news');
    const [, list, expires, signature] = genuine.split('.');
    const other = await member();
    const refused = [
      signUnsubscribeToken('not-the-secret', u.id, 'campaign-news'),
      `${other.id}.${list}.${expires}.${signature}`,
      `${u.id}.${list}.${Number(expires) + 3600}.${signature}`,
      signUnsubscribeToken(SECRET, u.id, 'campaign-news', Date.now() - 400 * 24 * 3600_000),
      'rubbish',
    ];
    for (const token of refused) {
      const page = await open(token);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(ACCOUNT_MESSAGES.unsubscribeInvalid);
      expect(page.body).not.toContain('method="post"');
      const post = await oneClick(token);
      expect(post.statusCode).toBe(400);
      expect(post.body).toContain(ACCOUNT_MESSAGES.unsubscribeInvalid);
      // A client that does not ask for a page gets the API's error answer.
      const api = await oneClick(token, {});
      expect(api.statusCode).toBe(400);
      expect(api.json()).toEqual({ error: ACCOUNT_MESSAGES.unsubscribeInvalid });
    }
    expect((await svc.app.inject({ method: 'POST', url: '/email/unsubscribe' })).statusCode).toBe(400);
    expect(await newsOn(u.id)).toBe(true);
    expect(await newsOn(other.id)).toBe(true);
  });
});
