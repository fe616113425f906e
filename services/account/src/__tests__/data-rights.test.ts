import { randomBytes } from 'node:crypto';
import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { parseJson } from '@yayasan/service-kit';
import { setAdminRights } from '../repositories/users';
import { runLedgerVerify } from '@yayasan/service-donation/maintenance';
import { insertCampaign, simulator, totalCollected } from '@yayasan/service-donation/testing';
import { DATA_RIGHTS_MESSAGES as M, ERASED_USER_NAME, ERASURE_GRACE_DAYS } from '@yayasan/validation';
import { ExportLinkSigner } from '../domain/export-link';
import { SITE, startDataRightsStack, unzipEntries, type DataRightsStack } from './data-rights-stack';

let stack: DataRightsStack;
beforeAll(async () => {
  stack = await startDataRightsStack();
}, 60_000);
afterAll(() => stack.close());

const PASSWORD = 'Rahasia123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const db = () => stack.pay.svc.db;

interface Person {
  id: number;
  email: string;
  username: string;
  token: string;
  auth: { authorization: string };
}

let counter = 0;
async function signUp(fullname = 'Pengguna Uji'): Promise<Person> {
  const email = `hak${Date.now().toString(36)}${counter++}@example.com`;
  const res = await stack.account.inject({
    method: 'POST',
    url: '/signup',
    payload: { fullname, email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const { access_token, username } = res.json();
  const [{ id }] = await db()('users').where({ username }).limit(1).select('id');
  return { id: Number(id), email, username, token: access_token, auth: bearer(access_token) };
}

/** A fresh token after admin rights changed (the earlier ones are revoked). */
async function signIn(p: Person): Promise<Person> {
  const res = await stack.account.inject({
    method: 'POST',
    url: '/signin',
    payload: { email: p.email, password: PASSWORD },
  });
  return { ...p, token: res.json().access_token, auth: bearer(res.json().access_token) };
}

const account = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: object) =>
  stack.account.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const blog = (url: string, who: Person, payload: object) =>
  stack.blog.inject({ method: 'POST', url, headers: who.auth, payload });

/** An article of `author`, published (articles are written by administrators; stored as the editor stores them). */
async function insertArticle(author: Person, title = `Artikel ${randomBytes(3).toString('hex')}`) {
  const blog_id = `artikel-${randomBytes(5).toString('hex')}`;
  const [pk] = await db()('blogs').insert({
    blog_id,
    title,
    des: 'Ringkasan',
    content: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Isi artikel' } }] }),
    tags: JSON.stringify(['yatim']),
    author_id: author.id,
    published_at: new Date(),
  });
  return { pk: Number(pk), blog_id };
}

/** A donation of `who` through the pay route, paid in the simulator (its signed notification settles it). */
async function donate(who: Person, campaign: { donation_id: string }, amount: number, paid = true) {
  const res = await stack.pay.svc.app.inject({
    method: 'POST',
    url: `/donation/${campaign.donation_id}/pay`,
    headers: who.auth,
    payload: { amount, payment_method: 'bank_transfer', bank: 'bni' },
  });
  expect(res.statusCode).toBe(201);
  const order = res.json();
  if (paid) {
    const done = await simulator(stack.pay.simUrl, 'pay', {
      va_number: order.midtrans_response.va_numbers[0].va_number,
    });
    expect(done.body.notification.delivered).toBe(true);
  }
  return order as { order_id: string; midtrans_response: { va_numbers: { va_number: string }[] } };
}

/** The link of the newest "Data Anda siap diunduh" mail to `email`, as a path the service answers. */
function exportLinkFor(email: string): string {
  const mail = stack
    .mails()
    .filter((m) => m.to === email && m.subject === 'Data Anda siap diunduh')
    .at(-1);
  expect(mail).toBeDefined();
  const link = mail!.text.match(/http:\/\/site\.test(\/api\/data-rights\/export\/\S+)/)![1];
  return link.replace(/^\/api/, '');
}

const ledgerHashes = async () =>
  (await db()('ledger_entries').orderBy(['donation_pk', 'seq']).select('donation_pk', 'seq', 'amount', 'hash')).map(
    (r: Record<string, unknown>) => ({ ...r, amount: Number(r.amount) }),
  );

describe('Unduh data saya', () => {
  it('mails a signed link to a ZIP of JSON files with the account, articles, comments, likes, notifications, donations with receipts and sessions', async () => {
    const person = await signUp('Siti Pemilik Data');
    const reader = await signUp('Pembaca Lain');
    const own = await insertArticle(person, 'Tulisan Siti');
    const other = await insertArticle(reader, 'Tulisan Orang Lain');
    expect((await blog('/like-blog', person, { _id: other.pk })).statusCode).toBe(200);
    expect((await blog('/add-comment', person, { _id: other.pk, comment: 'Komentar Siti' })).statusCode).toBe(200);
    // Someone likes her article: a notification for her.
    expect((await blog('/like-blog', reader, { _id: own.pk })).statusCode).toBe(200);
    const campaign = await insertCampaign(stack.pay.svc);
    await donate(person, campaign, 50_000);
    const pending = await donate(person, campaign, 20_000, false);

    const asked = await account('POST', '/data-rights/export', person, {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: M.exportQueued, export: { status: 'queued', expires_at: null } });
    await stack.settle();

    const state = await account('GET', '/data-rights', person);
    expect(state.json()).toMatchObject({ export: { status: 'ready' }, erasure: null, confirm_with: 'password' });
    const download = await stack.account.inject({ method: 'GET', url: exportLinkFor(person.email) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = await unzipEntries(download.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'BACA-SAYA.txt',
        'akun.json',
        'sesi.json',
        'artikel.json',
        'komentar.json',
        'suka.json',
        'notifikasi.json',
        'donasi.json',
        'permintaan.json',
      ].sort(),
    );
    const parsed = (name: string) => JSON.parse(files[name]);
    expect(parsed('akun.json')).toMatchObject({
      fullname: 'Siti Pemilik Data',
      email: person.email,
      username: person.username,
    });
    expect(files['akun.json']).not.toMatch(/password_hash|\$2[aby]\$/);
    expect(parsed('sesi.json')).toMatchObject({ signed_in_with: 'password', revocations: 0 });
    expect(parsed('artikel.json')).toEqual([
      expect.objectContaining({
        blog_id: own.blog_id,
        title: 'Tulisan Siti',
        content: expect.objectContaining({ blocks: expect.any(Array) }),
      }),
    ]);
    expect(parsed('komentar.json')).toEqual([
      expect.objectContaining({ comment: 'Komentar Siti', blog_id: other.blog_id }),
    ]);
    expect(parsed('suka.json')).toEqual([expect.objectContaining({ blog_id: other.blog_id })]);
    expect(parsed('notifikasi.json')).toEqual([expect.objectContaining({ type: 'like', blog_id: own.blog_id })]);
    const donations = parsed('donasi.json');
    const settled = await db()('transactions').where({ user_id: person.id, status: 'settlement' }).first();
    expect(settled?.receipt_code).toEqual(expect.any(String));
    expect(donations).toEqual([
      expect.objectContaining({
        amount: 50_000,
        status: 'settlement',
        campaign_id: campaign.donation_id,
        receipt: {
          verification_code: settled?.receipt_code,
          verification_url: `${SITE}/verifikasi/${settled?.receipt_code}`,
          receipt_page_url: `${SITE}/dashboard/riwayat-donasi/${settled?.transaction_id}`,
        },
      }),
      expect.objectContaining({ order_id: pending.order_id, amount: 20_000, status: 'pending', receipt: null }),
    ]);
    // Nobody else's rows.
    expect(files['artikel.json']).not.toContain('Tulisan Orang Lain');
  });

  it('refuses an altered or expired link and one of another export', async () => {
    const person = await signUp();
    await account('POST', '/data-rights/export', person, {});
    await stack.settle();
    const link = exportLinkFor(person.email);
    const id = Number(link.match(/export\/(\d+)\//)![1]);
    const altered = link.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    const otherExport = link.replace(`/export/${id}/`, `/export/${id + 1000}/`);
    const signer = new ExportLinkSigner('development-unsubscribe-secret');
    const past = signer.sign(id, new Date(Date.now() - 1000));
    const expired = `/data-rights/export/${id}/download?expires=${past.expires}&signature=${past.signature}`;
    for (const url of [altered, otherExport, expired, `/data-rights/export/${id}/download`]) {
      const res = await stack.account.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: M.exportLinkInvalid });
    }
  });

  it('prepares one export however often it is asked for while queued, and only for a signed-in user', async () => {
    const person = await signUp();
    const first = await account('POST', '/data-rights/export', person, {});
    const again = await account('POST', '/data-rights/export', person, {});
    expect(again.json().export.requested_at).toBe(first.json().export.requested_at);
    expect(await db()('data_exports').where({ user_id: person.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await account('POST', '/data-rights/export', undefined, {})).statusCode).toBe(401);
  });

  it("the other services' parts answer only the services' key", async () => {
    for (const app of [stack.blog, stack.pay.svc.app]) {
      const part = app === stack.blog ? 'articles' : 'donations';
      for (const headers of [{}, { 'x-service-key': 'wrong' }]) {
        expect((await app.inject({ method: 'GET', url: `/internal/users/1/export/${part}`, headers })).statusCode).toBe(
          403,
        );
        const erase = await app.inject({
          method: 'POST',
          url: '/internal/users/1/erasure',
          headers,
          payload: { content: 'delete' },
        });
        expect(erase.statusCode).toBe(403);
      }
    }
  });
});

describe('Hapus akun', () => {
  it('needs the password and a choice for articles and comments; stores nothing otherwise', async () => {
    const person = await signUp();
    const cases: [object, number, string][] = [
      [{ content: 'keep' }, 400, M.erasurePasswordRequired],
      [{ content: 'keep', password: 'Salah12345' }, 403, M.erasurePasswordWrong],
      [{ password: PASSWORD }, 400, M.erasureContentRequired],
      [{ password: PASSWORD, content: 'semua' }, 400, M.erasureContentRequired],
    ];
    for (const [body, status, error] of cases) {
      const res = await account('POST', '/data-rights/erasure', person, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    }
    expect(await db()('account_erasures').where({ user_id: person.id })).toEqual([]);
  });

  it(`is scheduled ${ERASURE_GRACE_DAYS} days ahead, mailed, and can be cancelled`, async () => {
    const person = await signUp();
    const before = Date.now();
    const res = await account('POST', '/data-rights/erasure', person, { password: PASSWORD, content: 'keep' });
    expect(res.statusCode).toBe(202);
    const due = new Date(res.json().erasure.due_at).getTime();
    expect(due - before).toBeGreaterThanOrEqual(ERASURE_GRACE_DAYS * 24 * 3600_000 - 1000);
    expect(due - before).toBeLessThan(ERASURE_GRACE_DAYS * 24 * 3600_000 + 60_000);
    expect(
      stack.mails().filter((m) => m.to === person.email && m.subject === 'Penghapusan akun dijadwalkan'),
    ).toHaveLength(1);
    expect(
      (await account('POST', '/data-rights/erasure', person, { password: PASSWORD, content: 'keep' })).statusCode,
    ).toBe(409);
    expect((await account('GET', '/data-rights', person)).json().erasure).toEqual({
      due_at: res.json().erasure.due_at,
      content: 'keep',
    });

    // Not yet due: a pass leaves it alone.
    await stack.settle();
    expect((await db()('users').where({ id: person.id }).first())?.erased_at).toBeNull();

    const cancelled = await account('DELETE', '/data-rights/erasure', person);
    expect(cancelled.json()).toEqual({ status: M.erasureCancelled });
    expect((await account('GET', '/data-rights', person)).json().erasure).toBeNull();
    expect((await account('DELETE', '/data-rights/erasure', person)).statusCode).toBe(404);
    // Cancelled and then due: nothing happens.
    await db()('account_erasures')
      .where({ user_id: person.id })
      .update({ due_at: new Date(Date.now() - 1000) });
    await stack.settle();
    expect((await db()('users').where({ id: person.id }).first())?.email).toBe(person.email);
  });

  it('the last administrator cannot erase itself, neither when asking nor on the day', async () => {
    // Whoever held admin rights before this test keeps none: the site's administrators are the two here.
    await db()('users').update({ is_admin: false });
    const first = await signIn(await adminOf(await signUp('Admin Satu')));
    const lastAlone = await account('POST', '/data-rights/erasure', first, { password: PASSWORD, content: 'keep' });
    expect(lastAlone.statusCode).toBe(409);
    expect(lastAlone.json()).toEqual({ error: M.erasureLastAdmin });

    const second = await signIn(await adminOf(await signUp('Admin Dua')));
    expect(
      (await account('POST', '/data-rights/erasure', first, { password: PASSWORD, content: 'keep' })).statusCode,
    ).toBe(202);
    // Meanwhile the other administrator lost the rights: on its day the erasure is refused.
    await setAdminRights(db(), second.id, false);
    await db()('account_erasures')
      .where({ user_id: first.id })
      .update({ due_at: new Date(Date.now() - 1000) });
    await stack.settle();
    expect(await db()('account_erasures').where({ user_id: first.id }).first('status')).toEqual({
      status: 'cancelled',
    });
    const row = await db()('users').where({ id: first.id }).first();
    expect({ email: row?.email, admin: Boolean(row?.is_admin), erased: row?.erased_at }).toEqual({
      email: first.email,
      admin: true,
      erased: null,
    });
  });

  it('on its day: personal data replaced, sessions ended, articles and comments kept under "Pengguna terhapus", likes gone, donations anonymous with the ledger intact', async () => {
    const person = await signUp('Budi Akan Pergi');
    const reader = await signUp('Pembaca');
    await stack.account.inject({
      method: 'POST',
      url: '/update-profile',
      headers: person.auth,
      payload: {
        username: person.username,
        bio: 'Bio pribadi',
        social_links: { instagram: 'https://instagram.com/budi' },
      },
    });
    const own = await insertArticle(person, 'Artikel Budi');
    const other = await insertArticle(reader);
    await blog('/like-blog', person, { _id: other.pk });
    await blog('/add-comment', person, { _id: other.pk, comment: 'Komentar Budi' });
    const campaign = await insertCampaign(stack.pay.svc);
    await donate(person, campaign, 75_000);
    const collected = await totalCollected(stack.pay.svc, campaign.pk);
    const hashes = await ledgerHashes();

    expect(
      (await account('POST', '/data-rights/erasure', person, { password: PASSWORD, content: 'keep' })).statusCode,
    ).toBe(202);
    await db()('account_erasures')
      .where({ user_id: person.id })
      .update({ due_at: new Date(Date.now() - 1000) });
    expect(await stack.settle()).toMatchObject({ erasures: 1, failed: 0 });

    const user = await db()('users').where({ id: person.id }).first();
    expect(user).toMatchObject({
      fullname: ERASED_USER_NAME,
      email: null,
      username: `pengguna-terhapus-${person.id}`,
      password_hash: null,
      profile_img: '',
      bio: '',
      is_admin: 0,
    });
    expect(parseJson(user?.social_links, null)).toEqual({});
    // Every session ends at once, and the old credentials sign nobody in.
    expect((await account('GET', '/data-rights', person)).statusCode).toBe(401);
    const signin = await stack.account.inject({
      method: 'POST',
      url: '/signin',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(signin.statusCode).not.toBe(200);
    expect(stack.mails().filter((m) => m.to === person.email && m.subject === 'Akun Anda telah dihapus')).toHaveLength(
      1,
    );

    // Kept under "Pengguna terhapus".
    const article = await stack.blog.inject({ method: 'POST', url: '/get-blog', payload: { blog_id: own.blog_id } });
    expect(article.json().blog.author.personal_info).toMatchObject({ fullname: ERASED_USER_NAME });
    const comments = await stack.blog.inject({
      method: 'POST',
      url: '/get-blog-comments',
      payload: { blog_id: other.pk },
    });
    expect(comments.json()).toEqual([
      expect.objectContaining({
        comment: 'Komentar Budi',
        commented_by: expect.objectContaining({
          personal_info: expect.objectContaining({ fullname: ERASED_USER_NAME }),
        }),
      }),
    ]);
    expect(await db()('blog_likes').where({ user_id: person.id })).toEqual([]);
    expect((await db()('blogs').where({ id: other.pk }).first('total_likes'))?.total_likes).toBe(0);

    // The books: shown as "Hamba Allah", the same amounts and chain, every chain verifies.
    const rows = await db()('transactions').where({ user_id: person.id });
    expect(rows.map((r) => [r.donor_name, r.anonymous])).toEqual([[ANONYMOUS_DONOR_NAME, 1]]);
    expect(await totalCollected(stack.pay.svc, campaign.pk)).toBe(collected);
    expect(await ledgerHashes()).toEqual(hashes);
    const printed: string[] = [];
    expect(await runLedgerVerify(db(), (l) => printed.push(l))).toBe(0);
    const donors = await stack.pay.svc.app.inject({ method: 'GET', url: `/donation/${campaign.donation_id}/details` });
    expect(donors.body).not.toContain('Budi Akan Pergi');
  });

  it('deletes the articles and comments when the person chose so', async () => {
    const person = await signUp();
    const reader = await signUp();
    const own = await insertArticle(person);
    const other = await insertArticle(reader);
    await blog('/add-comment', person, { _id: other.pk, comment: 'Akan dihapus' });
    await blog('/add-comment', reader, { _id: own.pk, comment: 'Di artikel yang dihapus' });
    await account('POST', '/data-rights/erasure', person, { password: PASSWORD, content: 'delete' });
    await db()('account_erasures')
      .where({ user_id: person.id })
      .update({ due_at: new Date(Date.now() - 1000) });
    await stack.settle();
    expect(await db()('blogs').where({ author_id: person.id })).toEqual([]);
    expect(await db()('comments').where({ commented_by: person.id })).toEqual([]);
    expect((await db()('blogs').where({ id: other.pk }).first('total_comments'))?.total_comments).toBe(0);
  });

  it('a payment pending at the erasure still settles through the simulator, anonymously, and the ledger verifies', async () => {
    const person = await signUp('Donatur Tertunda');
    const campaign = await insertCampaign(stack.pay.svc);
    const order = await donate(person, campaign, 40_000, false);
    await account('POST', '/data-rights/erasure', person, { password: PASSWORD, content: 'keep' });
    await db()('account_erasures')
      .where({ user_id: person.id })
      .update({ due_at: new Date(Date.now() - 1000) });
    await stack.settle();
    expect((await db()('users').where({ id: person.id }).first())?.erased_at).not.toBeNull();

    const paid = await simulator(stack.pay.simUrl, 'pay', {
      va_number: order.midtrans_response.va_numbers[0].va_number,
    });
    expect(paid.body.notification.delivered).toBe(true);
    const row = await db()('transactions').where({ order_id: order.order_id }).first();
    expect(row).toMatchObject({ status: 'settlement', donor_name: ANONYMOUS_DONOR_NAME, anonymous: 1 });
    expect(await totalCollected(stack.pay.svc, campaign.pk)).toBe(40_000);
    expect(await runLedgerVerify(db(), () => undefined)).toBe(0);
    // Its receipt is queued as for every settlement, for an account that has no address any more: the
    // mail worker skips a job whose user has none.
    expect(
      await db()('mail_jobs')
        .where({ kind: 'receipt', ref: String(row?.id) })
        .first('user_id'),
    ).toEqual({ user_id: person.id });
    expect((await db()('users').where({ id: person.id }).first('email'))?.email).toBeNull();
  });
});

async function adminOf(p: Person): Promise<Person> {
  await setAdminRights(db(), p.id, true);
  return p;
}
