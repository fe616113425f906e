import type { Db } from '@yayasan/service-kit';

// What the blog reads of the account service's `user_cards` view on its own (lists join it too:
// see blogs.ts, comments.ts and notifications.ts).

/** The author's name fields of a row selected with CARD_COLUMNS (none when the user is gone). */
export interface AuthorColumns {
  author_fullname?: unknown;
  author_username?: unknown;
  author_profile_img?: unknown;
}

/** The name fields of an article's author (none when the user is gone). */
export const authorColumnsOf = (db: Db, authorId: number): Promise<AuthorColumns | undefined> =>
  db('user_cards as u')
    .where('u.id', authorId)
    .first('u.fullname as author_fullname', 'u.username as author_username', 'u.profile_img as author_profile_img');

export async function userIdByUsername(db: Db, username: string): Promise<number | null> {
  const row = await db('user_cards').select('id').where({ username }).first();
  return row ? Number(row.id) : null;
}
