import type { Static } from '@sinclair/typebox';
import type { PublishedBlogAnswerSchema, PublishedBlogListSchema, PublishedBlogSchema } from '../schemas/blog';

/** A published article as the gateway reads it for page heads, share images, the sitemap and the feed. */
export type PublishedBlog = Static<typeof PublishedBlogSchema>;

/** GET /published-blogs?limit (newest first) */
export type PublishedBlogList = Static<typeof PublishedBlogListSchema>;

/** GET /published-blogs/:blog_id (published only; a draft is not found) */
export type PublishedBlogAnswer = Static<typeof PublishedBlogAnswerSchema>;
