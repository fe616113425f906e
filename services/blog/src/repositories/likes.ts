import type { Db } from '@yayasan/service-kit';
import type { BlogLikeRow, BlogTableRow } from '../db/tables';

// Who liked which article: every query on `blog_likes` lives here.

export async function isLikedBy(db: Db, blogPk: number, userId: number): Promise<boolean> {
  return Boolean(await db('blog_likes').where({ blog_pk: blogPk, user_id: userId }).first());
}

export async function insertLike(trx: Db, blogPk: number, userId: number): Promise<void> {
  await trx('blog_likes').insert({ blog_pk: blogPk, user_id: userId });
}

/** Resolves to the number of likes removed (0 or 1). */
export async function deleteLike(trx: Db, blogPk: number, userId: number): Promise<number> {
  return trx('blog_likes').where({ blog_pk: blogPk, user_id: userId }).delete();
}

export async function deleteLikesOfBlog(trx: Db, blogPk: number): Promise<void> {
  await trx('blog_likes').where({ blog_pk: blogPk }).delete();
}

/** Up to `limit` of the articles the user likes. */
export const likedBlogPks = (db: Db, userId: number, limit: number) =>
  db('blog_likes').where({ user_id: userId }).limit(limit).select('blog_pk');

/** A like with its article, as a person's data export holds it. */
export type ExportedLike = Pick<BlogTableRow, 'blog_id' | 'title'> & Pick<BlogLikeRow, 'created_at'>;

/** The user's likes with their articles, in the order they were given, streamed row by row (a personal data export). */
export const streamLikesOfUser = (db: Db, userId: number): AsyncIterable<ExportedLike> =>
  db('blog_likes as l')
    .join('blogs as b', 'b.id', 'l.blog_pk')
    .where('l.user_id', userId)
    .orderBy('l.created_at')
    .select<ExportedLike[]>('b.blog_id', 'b.title', 'l.created_at')
    .stream();
