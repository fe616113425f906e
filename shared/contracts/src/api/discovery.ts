import type { BlogCard } from './blog';

/** A published article as the gateway reads it for page heads, share images, the sitemap and the feed. */
export interface PublishedBlog extends BlogCard {
  updatedAt: string;
}

/** GET /published-blogs?limit (newest first) */
export interface PublishedBlogList {
  blogs: PublishedBlog[];
}

/** GET /published-blogs/:blog_id (published only; a draft is not found) */
export interface PublishedBlogAnswer {
  blog: PublishedBlog;
}
