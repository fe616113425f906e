import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublishedBlog } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  PublishedBlogAnswerSchema,
  PublishedBlogListSchema,
  PublishedBlogParamsSchema,
  PublishedBlogsQuerySchema,
} from '@yayasan/contracts/schemas/blog';
import { notFound } from '@yayasan/service-kit';
import { toCard } from '../domain/blog-lists';
import { BLOG_NOT_FOUND } from '../domain/blogs';
import { latestPublishedCards, publishedCard, type CardRow } from '../repositories/blogs';

const tags = ['Published articles'];

const toPublished = (raw: CardRow): PublishedBlog => ({
  ...toCard(raw),
  updatedAt: new Date(raw.updated_at).toISOString(),
});

/**
 * Published articles for link previews, the sitemap and the feed. Reading here counts no read and
 * never shows a draft.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/published-blogs',
    {
      schema: {
        summary: 'Published articles, newest first (20 unless `limit` says otherwise)',
        tags,
        querystring: PublishedBlogsQuerySchema,
        response: { 200: PublishedBlogListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const rows = await latestPublishedCards(fastify.db, request.query.limit ?? 20);
      return { blogs: rows.map(toPublished) };
    },
  );

  fastify.get(
    '/published-blogs/:blog_id',
    {
      schema: {
        summary: 'One published article (a draft is not found)',
        tags,
        params: PublishedBlogParamsSchema,
        response: { 200: PublishedBlogAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const row = await publishedCard(fastify.db, request.params.blog_id);
      if (!row) throw notFound(BLOG_NOT_FOUND);
      return { blog: toPublished(row) };
    },
  );
};

export default routes;
