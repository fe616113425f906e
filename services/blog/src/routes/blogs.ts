import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIST_CURSOR_INVALID, readListCursor } from '@yayasan/contracts';
import { errorAnswers, StatusAnswerSchema } from '@yayasan/contracts/schemas/common';
import {
  BlogAnswerSchema,
  BlogIdBodySchema,
  BlogListSchema,
  DocCountSchema,
  GetBlogBodySchema,
  LatestBlogsBodySchema,
  NoBodySchema,
  SearchBlogsBodySchema,
  SearchBlogsCountBodySchema,
  UserWrittenBlogsBodySchema,
  UserWrittenBlogsCountBodySchema,
} from '@yayasan/contracts/schemas/blog';
import { badRequest, forbidden, notFound, pageWindow, requestAct, type Static } from '@yayasan/service-kit';
import { blogAudit } from '../domain/audit-trail';
import { BLOG_NOT_FOUND, deleteBlog, findBlogByBlogId, readableContent } from '../domain/blogs';
import {
  authorOf,
  cardsInOrder,
  countBlogs,
  countPublished,
  countUserWrittenBlogs,
  latestBlogs,
  resolveAuthorId,
  searchBlogs,
  trendingBlogs,
  userWrittenBlogs,
} from '../domain/blog-lists';
import { WordSearchCache } from '../domain/word-search';
import type { BlogFilter } from '../repositories/blogs';
import { authorColumnsOf } from '../repositories/user-cards';
import { SIGNED_IN } from './access-notes';

export const BLOG_PAGE_SIZE = 5;
export const EDIT_FORBIDDEN = 'Hanya penulis artikel yang dapat mengubahnya';
export const DELETE_FORBIDDEN = 'Hanya penulis artikel yang dapat menghapusnya';
export const SEARCH_FILTER_REQUIRED = 'Isi salah satu dari tag, query atau author';

const tags = ['Articles'];

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  // Word searches are computed once per state of the published articles (see WordSearchCache).
  const wordSearches = new WordSearchCache();

  /** The one filter of a search body: tag, then query, then author. Null when nothing can match. */
  async function filterOf(body: Static<typeof SearchBlogsCountBodySchema>): Promise<BlogFilter | null> {
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
    {
      schema: {
        summary: 'Published articles, newest first, a page at a time',
        description:
          "`after` (the cursor of the previous page's last card) asks for the page after that card; without it, `page` numbers the pages.",
        tags,
        body: LatestBlogsBodySchema,
        response: { 200: BlogListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.body.page, request.body.limit, BLOG_PAGE_SIZE);
      const { after } = request.body;
      const cursor = after === undefined ? undefined : readListCursor(after);
      if (cursor === null) throw badRequest(LIST_CURSOR_INVALID);
      return { blogs: await latestBlogs(db, { limit, offset }, cursor) };
    },
  );

  fastify.post(
    '/all-latest-blogs-count',
    {
      schema: {
        summary: 'The number of published articles',
        tags,
        body: NoBodySchema,
        response: { 200: DocCountSchema, ...errorAnswers('4xx') },
      },
    },
    async () => ({ totalDocs: await countPublished(db) }),
  );

  fastify.get(
    '/trending-blogs',
    {
      schema: {
        summary: 'The most read published articles',
        tags,
        response: { 200: BlogListSchema, ...errorAnswers('4xx') },
      },
    },
    async () => ({ blogs: await trendingBlogs(db) }),
  );

  fastify.post(
    '/search-blogs',
    {
      schema: {
        summary: 'Published articles with a tag, matching a text, or by an author, newest first',
        tags,
        body: SearchBlogsBodySchema,
        response: { 200: BlogListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const filter = await filterOf(request.body);
      if (!filter) return { blogs: [] };
      const { limit, offset } = pageWindow(request.body.page, request.body.limit, BLOG_PAGE_SIZE);
      if (filter.kind === 'query') {
        const { ids } = await wordSearches.slice(db, filter.query, { limit, offset }, filter.eliminate);
        return { blogs: await cardsInOrder(db, ids) };
      }
      return { blogs: await searchBlogs(db, filter, { limit, offset }) };
    },
  );

  fastify.post(
    '/search-blogs-count',
    {
      schema: {
        summary: 'The number of published articles a search finds',
        tags,
        body: SearchBlogsCountBodySchema,
        response: { 200: DocCountSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const filter = await filterOf(request.body);
      if (filter?.kind === 'query') {
        const page = { limit: 0, offset: 0 };
        return { totalDocs: (await wordSearches.slice(db, filter.query, page, filter.eliminate)).total };
      }
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
        summary: 'One article with its content',
        description:
          "Drafts are found only by their author; `mode: 'edit'` needs the author's token. Reading a published article outside the editor counts one read.",
        tags,
        body: GetBlogBodySchema,
        response: { 200: BlogAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { blog_id, mode } = request.body;
      const user = request.user;
      const editing = mode === 'edit';
      if (editing && !user) await fastify.authenticate(request);
      const blog = await findBlogByBlogId(db, blog_id);
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      const isAuthor = user?.id === blog.author_id;
      if (blog.draft && !isAuthor) throw notFound(BLOG_NOT_FOUND);
      if (editing && !isAuthor) throw forbidden(EDIT_FORBIDDEN);
      // The read waits in memory for the next batched write; the answer adds the reads not yet written,
      // so the reader sees their own read at once.
      if (!blog.draft && !editing) await fastify.readCounts.count(blog.id);
      const reads = blog.total_reads + (await fastify.readCounts.pendingOf(blog.id));
      const author = await authorColumnsOf(db, blog.author_id);
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
      schema: {
        summary: 'Deletes an article with its likes, comments and notifications',
        description: `Only its author may. ${SIGNED_IN}`,
        tags,
        body: BlogIdBodySchema,
        response: { 200: StatusAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const blog = await findBlogByBlogId(db, request.body.blog_id);
      const user = request.user!;
      if (!blog || (blog.draft && blog.author_id !== user.id)) throw notFound(BLOG_NOT_FOUND);
      if (blog.author_id !== user.id) throw forbidden(DELETE_FORBIDDEN);
      // An administrator's deletion is an administrative act: its record commits with it.
      if (user.isAdmin) {
        const deleted = { ...blog, draft: Boolean(blog.draft) };
        await blogAudit.within(
          db,
          (trx) => deleteBlog(trx, blog.id),
          () => requestAct(request, 'article.delete', { type: 'article', id: blog.blog_id }, deleted, null),
        );
      } else await deleteBlog(db, blog.id);
      return { status: 'done' };
    },
  );

  fastify.post(
    '/user-written-blogs',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in author's own articles (published or drafts), newest first",
        description: `\`deletedDocCount\` (articles deleted from the loaded pages) moves the window back. ${SIGNED_IN}`,
        tags,
        body: UserWrittenBlogsBodySchema,
        response: { 200: BlogListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
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
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The number of the signed-in author's own articles (published or drafts)",
        description: SIGNED_IN,
        tags,
        body: UserWrittenBlogsCountBodySchema,
        response: { 200: DocCountSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { draft = false, query } = request.body;
      return { totalDocs: await countUserWrittenBlogs(db, { authorId: request.user!.id, draft, query }) };
    },
  );
};

export default routes;
