import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { MESSAGES } from '@yayasan/validation';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { findBlogByBlogId } from '../domain/blogs';
import { BANNER_INVALID } from '../routes/create-blog';
import { BLOG_NOT_FOUND, NOT_BLOG_AUTHOR } from '../domain/blogs';

let svc: TestService;
beforeAll(async () => {
  svc = await buildTestService({ name: 'blog', app, migrations: { account: accountMigrations, blog: migrations } });
});
afterAll(() => svc.close());

const ADMIN = { id: 1, username: 'admin', isAdmin: true };
const OTHER_ADMIN = { id: 2, username: 'admin2', isAdmin: true };
const USER = { id: 3, username: 'budi', isAdmin: false };

const content = (blocks: unknown[]) => ({ time: 1700000000000, blocks });
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

const validPublish = () => ({
  title: 'Belajar Bersama di Asrama',
  banner: 'http://localhost:8080/media/demo/photo-1.png',
  des: 'Cerita kegiatan belajar anak-anak.',
  content: content([paragraph('Halo <b>dunia</b>')]),
  tags: ['Pendidikan', 'Kegiatan'],
  draft: false,
});

async function post(body: unknown, user: typeof ADMIN | null = ADMIN) {
  return svc.app.inject({
    method: 'POST',
    url: '/create-blog',
    headers: user ? await svc.auth(user) : {},
    payload: body as Record<string, unknown>,
  });
}

async function stored(blogId: string) {
  const blog = await findBlogByBlogId(svc.db, blogId);
  if (!blog) throw new Error(`blog ${blogId} not stored`);
  return blog;
}

describe('roles', () => {
  test('without a token: 401, nothing stored', async () => {
    const before = await svc.db('blogs').count({ n: '*' });
    const res = await post(validPublish(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await svc.db('blogs').count({ n: '*' })).toEqual(before);
  });

  test('a signed-in non-admin: 403, nothing stored', async () => {
    const before = await svc.db('blogs').count({ n: '*' });
    const res = await post(validPublish(), USER);
    expect(res.statusCode).toBe(403);
    expect(await svc.db('blogs').count({ n: '*' })).toEqual(before);
  });

  test('an admin publishes: slug from the title, author from the token, publishedAt set, tags indexed', async () => {
    const res = await post({ ...validPublish(), author_id: 99, total_likes: 50 });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toMatch(/^Belajar-Bersama-di-Asrama-[A-Za-z0-9]+$/);
    const blog = await stored(id);
    expect(blog).toMatchObject({
      title: 'Belajar Bersama di Asrama',
      des: 'Cerita kegiatan belajar anak-anak.',
      banner: 'http://localhost:8080/media/demo/photo-1.png',
      author_id: ADMIN.id,
      draft: false,
      total_likes: 0,
      tags: ['Pendidikan', 'Kegiatan'],
    });
    expect(blog.published_at).toBeInstanceOf(Date);
    expect(blog.content).toEqual(content([paragraph('Halo <b>dunia</b>')]));
    const keys = await svc.db('blog_tags').where({ blog_pk: blog.id }).orderBy('tag').pluck('tag');
    expect(keys).toEqual(['kegiatan', 'pendidikan']);
  });

  test('two articles with the same title get different slugs', async () => {
    const a = (await post(validPublish())).json().id;
    const b = (await post(validPublish())).json().id;
    expect(a).not.toEqual(b);
  });
});

describe('publish checks, in order, with the spec messages', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'title missing (everything else missing too)',
      { title: '  ', banner: '', des: '', tags: [], content: content([]) },
      MESSAGES.publishTitleMissing,
    ],
    [
      'banner missing (content, des, tags missing too)',
      { banner: '', des: '', tags: [], content: content([]) },
      MESSAGES.bannerMissing,
    ],
    ['no block (des and tags missing too)', { des: '', tags: [], content: content([]) }, MESSAGES.contentMissing],
    ['only blank paragraphs', { content: content([paragraph('  '), paragraph('<b></b>')]) }, MESSAGES.contentMissing],
    ['content absent', { content: undefined }, MESSAGES.contentMissing],
    ['description empty (tags missing too)', { des: ' ', tags: [] }, MESSAGES.descriptionInvalid],
    ['description of 201 characters', { des: 'x'.repeat(201) }, MESSAGES.descriptionInvalid],
    ['no tag', { tags: [] }, MESSAGES.tagsMissing],
    ['only blank tags', { tags: [' ', ''] }, MESSAGES.tagsMissing],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, MESSAGES.tagsTooMany],
  ];
  test.each(cases)('%s', async (_name, override, message) => {
    const res = await post({ ...validPublish(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  test('exactly 200 characters and 10 tags (with case-insensitive duplicates) publish; tags are kept once', async () => {
    const tags = [...Array.from({ length: 10 }, (_, i) => `Tag${i}`), 'tag0', 'TAG1', ' Tag2 '];
    const res = await post({ ...validPublish(), des: 'd'.repeat(200), tags });
    expect(res.statusCode).toBe(200);
    const blog = await stored(res.json().id);
    expect(blog.tags).toEqual(Array.from({ length: 10 }, (_, i) => `Tag${i}`));
    expect(blog.des).toHaveLength(200);
  });

  test('an empty header or an image without a URL cannot be published', async () => {
    const header = await post({
      ...validPublish(),
      content: content([paragraph('a'), { type: 'header', data: { text: '', level: 2 } }]),
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().error).toMatch(/header text is empty/);
    const image = await post({
      ...validPublish(),
      content: content([paragraph('a'), { type: 'image', data: { file: { url: '' }, caption: '' } }]),
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error).toMatch(/needs a file URL/);
  });
});

describe('drafts', () => {
  test('a draft needs only a title: its message, then saved without banner, description, tags or content', async () => {
    const empty = await post({ title: '', draft: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: MESSAGES.draftTitleMissing });

    const res = await post({ title: 'Catatan awal', draft: true });
    expect(res.statusCode).toBe(200);
    const blog = await stored(res.json().id);
    expect(blog).toMatchObject({ title: 'Catatan awal', draft: true, banner: '', des: '', tags: [] });
    expect(blog.published_at).toBeNull();
    expect(blog.content?.blocks).toEqual([]);
  });

  test('a draft may hold an empty header and an empty image (kept for later), but limits still hold', async () => {
    const blocks = [
      { type: 'header', data: { text: '', level: 3 } },
      { type: 'image', data: { file: { url: '' } } },
    ];
    const res = await post({ title: 'Draf', draft: true, content: content(blocks) });
    expect(res.statusCode).toBe(200);
    expect((await stored(res.json().id)).content?.blocks).toEqual([
      { type: 'header', data: { text: '', level: 3 } },
      {
        type: 'image',
        data: { file: { url: '' }, caption: '', withBorder: false, withBackground: false, stretched: false },
      },
    ]);
    const long = await post({ title: 'Draf', draft: true, des: 'x'.repeat(201) });
    expect(long.json()).toEqual({ error: MESSAGES.descriptionInvalid });
    const many = await post({ title: 'Draf', draft: true, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    expect(many.json()).toEqual({ error: MESSAGES.tagsTooMany });
  });

  test('content sent as a one-element list (as the publish call sends it) is stored as the document', async () => {
    const res = await post({ ...validPublish(), content: [content([paragraph('dari daftar')])] });
    expect(res.statusCode).toBe(200);
    expect((await stored(res.json().id)).content).toEqual(content([paragraph('dari daftar')]));
  });
});

describe('editing with id', () => {
  test('the author edits: same slug, fields replaced, publishedAt set once and kept', async () => {
    const draft = await post({ title: 'Versi satu', draft: true });
    const id = draft.json().id;
    expect((await stored(id)).published_at).toBeNull();

    const published = await post({ ...validPublish(), title: 'Versi dua', id });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ id });
    const first = await stored(id);
    expect(first).toMatchObject({ title: 'Versi dua', draft: false, tags: ['Pendidikan', 'Kegiatan'] });
    expect(first.published_at).toBeInstanceOf(Date);

    const again = await post({ ...validPublish(), title: 'Versi tiga', tags: ['Baru'], id });
    expect(again.statusCode).toBe(200);
    const second = await stored(id);
    expect(second.title).toBe('Versi tiga');
    expect(second.published_at?.getTime()).toBe(first.published_at?.getTime());
    expect(await svc.db('blog_tags').where({ blog_pk: second.id }).pluck('tag')).toEqual(['baru']);

    // Back to draft keeps the first publication time too.
    await post({ title: 'Versi empat', id, draft: true });
    const back = await stored(id);
    expect(back.draft).toBe(true);
    expect(back.published_at?.getTime()).toBe(first.published_at?.getTime());
  });

  test('another admin cannot edit it (403), a non-admin cannot (403), an unknown id is 404', async () => {
    const id = (await post(validPublish())).json().id;
    const other = await post({ ...validPublish(), title: 'Dibajak', id }, OTHER_ADMIN);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: NOT_BLOG_AUTHOR });
    const user = await post({ ...validPublish(), title: 'Dibajak', id }, USER);
    expect(user.statusCode).toBe(403);
    expect((await stored(id)).title).toBe('Belajar Bersama di Asrama');

    const missing = await post({ ...validPublish(), id: 'tidak-ada-123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: BLOG_NOT_FOUND });
  });
});

describe('hostile content', () => {
  test('inline HTML is reduced to the allowed marks everywhere it appears', async () => {
    const res = await post({
      ...validPublish(),
      content: content([
        paragraph(
          '<script>alert(1)</script><img src=x onerror=alert(1)>Halo <mark class="cdx-marker" onclick="x()">tanda</mark> <code class="inline-code">kode</code> <a href="javascript:alert(1)">tautan</a> <span style="x">teks</span>',
        ),
        {
          type: 'header',
          data: { text: '<iframe src="https://evil.test"></iframe>Judul<b onmouseover="x">!</b>', level: 2 },
        },
        {
          type: 'quote',
          data: {
            text: '<style>body{}</style>Kutipan',
            caption: '<a href="https://ok.test" onclick="x">sumber</a>',
            alignment: 'center',
          },
        },
        {
          type: 'list',
          data: {
            style: 'ordered',
            meta: { start: 3, counterType: 'lower-roman' },
            items: [{ content: '<svg onload=alert(1)>satu</svg>', meta: {}, items: [] }],
          },
        },
        {
          type: 'image',
          data: {
            file: { url: 'http://localhost:8080/media/demo/photo-2.png' },
            caption: '<img src=x onerror=alert(1)>foto',
            withBorder: true,
          },
        },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const blocks = (await stored(res.json().id)).content?.blocks as unknown as Array<{
      type: string;
      data: Record<string, unknown>;
    }>;
    const serialized = JSON.stringify(blocks);
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      '<iframe',
      '<style',
      '<svg',
      '<img',
      '<span',
      'onload',
    ]) {
      expect(serialized).not.toContain(bad);
    }
    expect(blocks[0].data.text).toBe(
      'Halo <mark class="cdx-marker">tanda</mark> <code class="inline-code">kode</code> tautan teks',
    );
    expect(blocks[1].data.text).toBe('Judul<b>!</b>');
    expect(blocks[2].data).toEqual({
      text: 'Kutipan',
      caption: '<a href="https://ok.test" rel="noopener noreferrer" target="_blank">sumber</a>',
      alignment: 'center',
    });
    expect(blocks[3].data).toEqual({
      style: 'ordered',
      meta: { start: 3, counterType: 'lower-roman' },
      items: [{ content: 'satu', meta: {}, items: [] }],
    });
    expect(blocks[4].data.caption).toBe('foto');
  });

  test('unknown block types, non-http image and embed URLs, and broken shapes are refused', async () => {
    const refused = [
      content([paragraph('a'), { type: 'raw', data: { html: '<script>alert(1)</script>' } }]),
      content([{ type: 'image', data: { file: { url: 'javascript:alert(1)' } } }]),
      content([{ type: 'image', data: { file: { url: 'data:image/png;base64,AAAA' } } }]),
      content([
        {
          type: 'embed',
          data: { service: 'youtube', source: 'https://evil.test/watch?v=aaaaaaaaaaa', embed: 'javascript:alert(1)' },
        },
      ]),
      content([{ type: 'embed', data: { service: 'myspace', source: 'https://myspace.com/x' } }]),
      { blocks: 'not a list' },
      'not json',
    ];
    for (const body of refused) {
      for (const draft of [false, true]) {
        const res = await post({ ...validPublish(), draft, content: body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/^Konten tidak valid: /);
      }
    }
  });

  test('an embed keeps only the URLs derived from its source; a javascript: banner is refused', async () => {
    const res = await post({
      ...validPublish(),
      content: content([
        {
          type: 'embed',
          data: {
            service: 'youtube',
            source: 'https://youtu.be/dQw4w9WgXcQ',
            embed: 'https://evil.test/player',
            width: 99999,
            height: 200,
            caption: 'Video',
          },
        },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const [embed] = (await stored(res.json().id)).content?.blocks as unknown as Array<{
      data: Record<string, unknown>;
    }>;
    expect(embed.data).toMatchObject({
      service: 'youtube',
      embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      height: 200,
    });

    const banner = await post({ ...validPublish(), banner: 'javascript:alert(1)' });
    expect(banner.statusCode).toBe(400);
    expect(banner.json()).toEqual({ error: BANNER_INVALID });
  });

  test('wrong field types answer 400 without storing anything', async () => {
    const before = await svc.db('blogs').count({ n: '*' });
    for (const body of [
      { ...validPublish(), tags: [{ x: 1 }] },
      { ...validPublish(), title: { x: 1 } },
      { ...validPublish(), title: 't'.repeat(256) },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Data tidak valid/);
    }
    expect(await svc.db('blogs').count({ n: '*' })).toEqual(before);
  });
});
