import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BlogAnswer, BlogList, DocCount, StatusAnswer } from '@yayasan/contracts';
import { badRequest, forbidden, notFound, pageWindow, Type } from '@yayasan/service-kit';
import { deleteBlog, findBlogByBlogId, readableContent } from '../plugins/blogs';
import {
  authorOf,
  countBlogs,
  countPublished,
  countUserWrittenBlogs,
  latestBlogs,
  resolveAuthorId,
  searchBlogs,
  trendingBlogs,
  userWrittenBlogs,
  type BlogFilter,
} from '../plugins/blog-lists';

export const BLOG_PAGE_SIZE = 5;
export const BLOG_NOT_FOUND = 'Artikel tidak ditemukan';
export const EDIT_FORBIDDEN = 'Hanya penulis artikel yang dapat mengubahnya';
export const DELETE_FORBIDDEN = 'Hanya penulis artikel yang dapat menghapusnya';
export const SEARCH_FILTER_REQUIRED = 'Isi salah satu dari tag, query atau author';

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 }));
const Limit = Type.Optional(Type.Integer({ minimum: 1 }));
// A count call may come without a body at all.
const NoBody = Type.Union([Type.Object({}), Type.Null()]);

const FilterFields = {
  tag: Type.Optional(Type.String({ maxLength: 100 })),
  query: Type.Optional(Type.String({ maxLength: 200 })),
  author: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 64 })])),
  eliminate_blog: Type.Optional(Type.String({ maxLength: 191 })),
};

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  /** The one filter of a search body: tag, then query, then author. Null when nothing can match. */
  async function filterOf(body: {
    tag?: string;
    query?: string;
    author?: string | number;
    eliminate_blog?: string;
  }): Promise<BlogFilter | null> {
    const eliminate = body.eliminate_blog || undefined;
    // The first filter with a value wins; one given but blank matches nothing.
    if (body.tag?.trim()) return { kind: 'tag', tag: body.tag, eliminate };
    if (body.query?.trim()) return { kind: 'query', query: body.query, eliminate };
    if (body.author !== undefined && String(body.author).trim()) {
      const authorId = await resolveAuthorId(db, body.author);
      return authorId === null ? null : { kind: 'author', authorId, eliminate };
    }
    if (body.tag !== undefined || body.query !== undefined || body.author !== undefined) return null;
    throw badRequest(SEARCH_FILTER_REQUIRED);
  }

  fastify.post(
    '/latest-blogs',
    { schema: { body: Type.Object({ page: Page, limit: Limit }) } },
    async (request): Promise<BlogList> => {
      const { limit, offset } = pageWindow(request.body.page, request.body.limit, BLOG_PAGE_SIZE);
      return { blogs: await latestBlogs(db, { limit, offset }) };
    },
  );

  fastify.post('/all-latest-blogs-count', { schema: { body: NoBody } }, async (): Promise<DocCount> => ({
    totalDocs: await countPublished(db),
  }));

  fastify.get('/trending-blogs', async (): Promise<BlogList> => ({ blogs: await trendingBlogs(db) }));

  fastify.post(
    '/search-blogs',
    { schema: { body: Type.Object({ ...FilterFields, page: Page, limit: Limit }) } },
    async (request): Promise<BlogList> => {
      const filter = await filterOf(request.body);
      if (!filter) return { blogs: [] };
      const { limit, offset } = pageWindow(request.body.page, request.body.limit, BLOG_PAGE_SIZE);
      return { blogs: await searchBlogs(db, filter, { limit, offset }) };
    },
  );

  fastify.post(
    '/search-blogs-count',
    { schema: { body: Type.Object(FilterFields) } },
    async (request): Promise<DocCount> => {
      const filter = await filterOf(request.body);
      return { totalDocs: filter ? await countBlogs(db, filter) : 0 };
    },
  );

  /**
   * One blog with its content. Drafts exist only for their author; `mode: 'edit'` (the editor)
   * needs the author's token. A published blog read outside the editor counts one read.
   */
  fastify.post(
    '/get-blog',
    {
      schema: {
        body: Type.Object({
          blog_id: Type.String({ minLength: 1, maxLength: 191 }),
          draft: Type.Optional(Type.Boolean()),
          mode: Type.Optional(Type.String({ maxLength: 20 })),
        }),
      },
    },
    async (request): Promise<BlogAnswer> => {
      const { blog_id, mode } = request.body;
      const user = request.user;
      const editing = mode === 'edit';
      if (editing && !user) await fastify.authenticate(request);
      const blog = await findBlogByBlogId(db, blog_id);
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      const isAuthor = user?.id === blog.author_id;
      if (blog.draft && !isAuthor) throw notFound(BLOG_NOT_FOUND);
      if (editing && !isAuthor) throw forbidden(EDIT_FORBIDDEN);
      let reads = blog.total_reads;
      if (!blog.draft && !editing) {
        await db('blogs').where({ id: blog.id }).increment('total_reads', 1);
        reads += 1;
      }
      const author = await db('users as u')
        .where('u.id', blog.author_id)
        .first('u.fullname as author_fullname', 'u.username as author_username', 'u.profile_img as author_profile_img');
      return {
        blog: {
          _id: blog.id,
          blog_id: blog.blog_id,
          title: blog.title,
          des: blog.des,
          banner: blog.banner,
          // The original clients read the document as the first item of a list.
          content: [readableContent(blog.content)],
          tags: blog.tags,
          draft: blog.draft,
          publishedAt: blog.published_at ? new Date(blog.published_at).toISOString() : null,
          activity: {
            total_likes: blog.total_likes,
            total_comments: blog.total_comments,
            total_parent_comments: blog.total_parent_comments,
            total_reads: reads,
          },
          author: { _id: blog.author_id, personal_info: authorOf(author ?? {}) },
        },
      };
    },
  );

  fastify.post(
    '/delete-blog',
    {
      preHandler: fastify.authenticate,
      schema: { body: Type.Object({ blog_id: Type.String({ minLength: 1, maxLength: 191 }) }) },
    },
    async (request): Promise<StatusAnswer> => {
      const blog = await findBlogByBlogId(db, request.body.blog_id);
      const user = request.user!;
      if (!blog || (blog.draft && blog.author_id !== user.id)) throw notFound(BLOG_NOT_FOUND);
      if (blog.author_id !== user.id) throw forbidden(DELETE_FORBIDDEN);
      await deleteBlog(db, blog.id);
      return { status: 'done' };
    },
  );

  const OwnFields = {
    draft: Type.Optional(Type.Boolean()),
    query: Type.Optional(Type.String({ maxLength: 200 })),
  };

  fastify.post(
    '/user-written-blogs',
    {
      preHandler: fastify.authenticate,
      schema: {
        body: Type.Object({
          ...OwnFields,
          page: Page,
          limit: Limit,
          deletedDocCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
        }),
      },
    },
    async (request): Promise<BlogList> => {
      const { page, limit, deletedDocCount = 0, draft = false, query } = request.body;
      const w = pageWindow(page, limit, BLOG_PAGE_SIZE);
      const offset = Math.max(w.offset - deletedDocCount, 0);
      const blogs = await userWrittenBlogs(
        db,
        { authorId: request.user!.id, draft, query },
        { limit: w.limit, offset },
      );
      return { blogs };
    },
  );

  fastify.post(
    '/user-written-blogs-count',
    { preHandler: fastify.authenticate, schema: { body: Type.Object(OwnFields) } },
    async (request): Promise<DocCount> => {
      const { draft = false, query } = request.body;
      return { totalDocs: await countUserWrittenBlogs(db, { authorId: request.user!.id, draft, query }) };
    },
  );
};

export default routes;
