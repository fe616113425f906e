import type { BlockDocument } from '@yayasan/blocks';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '../../../account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { insertBlog, type BlogRow, type NewBlog } from '../plugins/blogs';

export interface Person {
  id: number;
  username: string;
  isAdmin: boolean;
  headers: { authorization: string };
}

/** A JSON answer; its shape differs per route, so tests read it loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

export interface Harness {
  svc: TestService;
  user(name: string, isAdmin?: boolean): Promise<Person>;
  blog(author: Person, over?: Partial<NewBlog>): Promise<BlogRow>;
  post(url: string, body?: unknown, who?: Person | null): Promise<Answer>;
  get(url: string, who?: Person | null): Promise<Answer>;
}

export const DOC: BlockDocument = {
  time: 1700000000000,
  blocks: [{ type: 'paragraph', data: { text: 'Isi artikel.' } }],
};

let counter = 0;

/** The blog service against a fresh database holding the account and blog tables. */
export async function startHarness(): Promise<Harness> {
  const svc = await buildTestService({
    name: 'blog',
    app,
    migrations: { account: accountMigrations, blog: migrations },
  });
  const send = async (method: 'GET' | 'POST', url: string, body: unknown, who?: Person | null) => {
    const res = await svc.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: who ? who.headers : {},
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  return {
    svc,
    async user(name, isAdmin = false) {
      const [id] = await svc.db('users').insert({
        fullname: `${name} Lengkap`,
        email: `${name}@test.local`,
        username: name,
        is_admin: isAdmin,
        social_links: '{}',
      });
      return { id, username: name, isAdmin, headers: await svc.auth({ id, username: name, isAdmin }) };
    },
    async blog(author, over = {}) {
      counter += 1;
      return insertBlog(svc.db, {
        title: `Artikel ${counter}`,
        banner: 'http://localhost/media/demo/photo-1.png',
        des: `Deskripsi ${counter}`,
        content: DOC,
        tags: ['Umum'],
        authorId: author.id,
        draft: false,
        ...over,
      });
    },
    post: (url, body = {}, who) => send('POST', url, body, who),
    get: (url, who) => send('GET', url, undefined, who),
  };
}
