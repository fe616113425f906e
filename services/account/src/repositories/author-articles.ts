import type { Db } from '@yayasan/service-kit';

// What the account reads of the blog service's `author_articles` view.

/** The number of the author's published articles and the sum of their reads, as the driver answers them. */
export const publishedArticleTotals = (db: Db, authorId: number) =>
  db('author_articles')
    .where({ author_id: authorId, draft: false })
    .first<{ post_count: unknown; read_count: unknown } | undefined>(
      db.raw('COUNT(*) as post_count'),
      db.raw('COALESCE(SUM(total_reads), 0) as read_count'),
    );
