import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublishedBlog, PublishedBlogAnswer, PublishedBlogList } from '@yayasan/contracts';
import { notFound, Type } from '@yayasan/service-kit';
import { CARD_COLUMNS, toCard, withAuthor } from '../plugins/blog-lists';
import { BLOG_NOT_FOUND } from './blogs';

/** The sitemap protocol's limit of URLs per file. */
export const PUBLISHED_LIST_MAX = 50_000;

const toPublished = (raw: Record<string, unknown>): PublishedBlog => ({
  ...toCard(raw),
  updatedAt: new Date(raw.updated_at as string | Date).toISOString(),
});

/**
 * Published articles for link previews, the sitemap and the feed. Reading here counts no read and
 * never shows a draft.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const published = () => withAuthor(fastify.db('blogs as b').select(CARD_COLUMNS).where('b.draft', false));

  fastify.get(
    '/published-blogs',
    {
      schema: {
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLISHED_LIST_MAX })) }),
      },
    },
    async (request): Promise<PublishedBlogList> => {
      const rows = await published()
        .orderBy('b.published_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(request.query.limit ?? 20);
      return { blogs: rows.map(toPublished) };
    },
  );

  fastify.get(
    '/published-blogs/:blog_id',
    { schema: { params: Type.Object({ blog_id: Type.String({ minLength: 1, maxLength: 191 }) }) } },
    async (request): Promise<PublishedBlogAnswer> => {
      const row = await published().where('b.blog_id', request.params.blog_id).first();
      if (!row) throw notFound(BLOG_NOT_FOUND);
      return { blog: toPublished(row) };
    },
  );
};

export default routes;
