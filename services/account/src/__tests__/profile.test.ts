import { defaultAvatarUrl } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { MESSAGES, PROFILE_MESSAGES } from '@yayasan/validation';
import { TokenVerifier } from '@yayasan/service-kit';
import { ACCOUNT_MESSAGES } from '../messages';
import { bearer, buildAccount, PUBLIC_URL, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount();
});
afterAll(() => svc.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  svc.app.inject({ method: 'POST', url, payload, headers });

describe('POST /get-profile', () => {
  it('answers the public profile without the e-mail to others', async () => {
    const a = await signUp(svc, { fullname: 'Dewi Lestari' });
    const res = await post('/get-profile', { username: a.session.username });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toEqual({
      _id: expect.any(Number),
      personal_info: {
        fullname: 'Dewi Lestari',
        username: a.session.username,
        profile_img: defaultAvatarUrl(a.session.username, siteOrigin()),
        bio: '',
      },
      account_info: { total_post: 0, total_posts: 0, total_reads: 0 },
      social_links: { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' },
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const other = await signUp(svc);
    const seen = await post('/get-profile', { username: a.session.username }, bearer(other.session.access_token));
    expect(seen.json().personal_info.email).toBeUndefined();
  });

  it('shows the e-mail to its owner and to an admin', async () => {
    const a = await signUp(svc);
    const own = await post('/get-profile', { username: a.session.username }, bearer(a.session.access_token));
    expect(own.json().personal_info.email).toBe(a.email.toLowerCase());
    const admin = await svc.auth({ id: 999999, username: 'admin', isAdmin: true });
    const byAdmin = await post('/get-profile', { username: a.session.username }, admin);
    expect(byAdmin.json().personal_info.email).toBe(a.email.toLowerCase());
  });

  it('answers 404 for an unknown user', async () => {
    const res = await post('/get-profile', { username: 'tidak-ada-orangnya' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
  });

  it('derives total_posts and total_reads from published articles', async () => {
    const a = await signUp(svc);
    const res0 = await post('/get-profile', { username: a.session.username });
    expect(res0.statusCode).toBe(200);
    const { _id } = res0.json();
    // What the blog service publishes for this service (its author_articles view), here as a table.
    await svc.db.schema.createTable('author_articles', (t) => {
      t.integer('author_id').unsigned().notNullable();
      t.boolean('draft').notNullable().defaultTo(false);
      t.integer('total_reads').unsigned().notNullable().defaultTo(0);
    });
    try {
      await svc.db('author_articles').insert([
        { author_id: _id, draft: false, total_reads: 5 },
        { author_id: _id, draft: false, total_reads: 7 },
        { author_id: _id, draft: true, total_reads: 100 },
        { author_id: _id + 1000, draft: false, total_reads: 50 },
      ]);
      const res = await post('/get-profile', { username: a.session.username });
      expect(res.json().account_info).toEqual({ total_post: 2, total_posts: 2, total_reads: 12 });
    } finally {
      await svc.db.schema.dropTable('author_articles');
    }
  });
});

describe('POST /search-users', () => {
  it('finds users by username or full name, without e-mails', async () => {
    const a = await signUp(svc, { fullname: 'Rahmat Hidayat', email: `rahmat${Date.now()}@example.com` });
    const res = await post('/search-users', { query: 'hidayat' });
    expect(res.statusCode).toBe(200);
    const found = res
      .json()
      .users.find((u: { personal_info: { username: string } }) => u.personal_info.username === a.session.username);
    expect(found).toEqual({
      _id: expect.any(Number),
      personal_info: {
        fullname: 'Rahmat Hidayat',
        username: a.session.username,
        profile_img: defaultAvatarUrl(a.session.username, siteOrigin()),
      },
    });
    expect(JSON.stringify(res.json())).not.toContain('@');
  });

  it('treats LIKE wildcards literally and answers nothing for an empty query', async () => {
    await signUp(svc);
    expect((await post('/search-users', { query: '%' })).json()).toEqual({ users: [] });
    expect((await post('/search-users', { query: '' })).json()).toEqual({ users: [] });
  });
});

describe('POST /update-profile', () => {
  const links = {
    youtube: '',
    facebook: '',
    twitter: 'https://x.com/dewi',
    github: '',
    instagram: '',
    website: 'https://dewi.example',
  };

  it('updates username, bio and links and answers the username with a fresh token', async () => {
    const a = await signUp(svc);
    const username = `dewi_${Date.now()}`;
    const res = await post(
      '/update-profile',
      { username, bio: 'Relawan pengajar', social_links: links },
      bearer(a.session.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(username);
    const claims = await new TokenVerifier(svc.keys.publicKey).verify(res.json().access_token);
    expect(claims.username).toBe(username);
    const profile = (await post('/get-profile', { username })).json();
    expect(profile.personal_info.bio).toBe('Relawan pengajar');
    expect(profile.social_links).toEqual(links);
  });

  it('needs a token', async () => {
    expect((await post('/update-profile', { username: 'abc', bio: '', social_links: links })).statusCode).toBe(401);
  });

  it.each([
    [{ username: 'ab', bio: '' }, MESSAGES.usernameShort],
    [{ username: 'abcd', bio: 'x'.repeat(151) }, MESSAGES.bioTooLong],
    [{ username: 'ada spasi', bio: '' }, PROFILE_MESSAGES.usernameChars],
    [
      { username: 'abcd', bio: '', social_links: { youtube: 'https://vimeo.com/x' } },
      PROFILE_MESSAGES.socialLink('youtube'),
    ],
    [
      { username: 'abcd', bio: '', social_links: { website: 'ftp://x.example' } },
      PROFILE_MESSAGES.socialLink('website'),
    ],
  ])('refuses %j with its message', async (body, message) => {
    const a = await signUp(svc);
    const res = await post('/update-profile', body, bearer(a.session.access_token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('accepts a bio of exactly 150 characters', async () => {
    const a = await signUp(svc);
    const res = await post(
      '/update-profile',
      { username: a.session.username, bio: 'x'.repeat(150) },
      bearer(a.session.access_token),
    );
    expect(res.statusCode).toBe(200);
  });

  it("refuses a username another user has (409), keeping one's own", async () => {
    const a = await signUp(svc);
    const b = await signUp(svc);
    const res = await post(
      '/update-profile',
      { username: a.session.username, bio: '' },
      bearer(b.session.access_token),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.usernameTaken });
    const same = await post(
      '/update-profile',
      { username: b.session.username, bio: 'ok' },
      bearer(b.session.access_token),
    );
    expect(same.statusCode).toBe(200);
  });
});

describe('POST /update-profile-img', () => {
  it('stores a picture uploaded to this site and answers it', async () => {
    const a = await signUp(svc);
    const url = `${PUBLIC_URL}/media/0b4c2d7e-1111-4a2b-9c3d-123456789abc.png`;
    const res = await post('/update-profile-img', { url }, bearer(a.session.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile_img: url });
    const signin = await post('/signin', { email: a.email, password: a.password });
    expect(signin.json().profile_img).toBe(url);
  });

  it('refuses pictures from elsewhere and needs a token', async () => {
    const a = await signUp(svc);
    const res = await post(
      '/update-profile-img',
      { url: 'https://evil.example/x.png' },
      bearer(a.session.access_token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.profileImgInvalid });
    expect((await post('/update-profile-img', { url: `${PUBLIC_URL}/media/x.png` })).statusCode).toBe(401);
  });
});
