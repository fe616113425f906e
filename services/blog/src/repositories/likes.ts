import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

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

/** The user's likes with their articles, in the order they were given (a personal data export). */
export const likesOfUser = (db: Db, userId: number): Knex.QueryBuilder =>
  db('blog_likes as l')
    .join('blogs as b', 'b.id', 'l.blog_pk')
    .where('l.user_id', userId)
    .orderBy('l.created_at')
    .select('b.blog_id', 'b.title', 'l.created_at');
