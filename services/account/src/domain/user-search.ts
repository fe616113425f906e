import { LRUCache } from 'lru-cache';
import { profileImageOf, type UserCard } from '@yayasan/contracts';
import { escapeLike, inIdOrder, siteOrigin, type Db } from '@yayasan/service-kit';

export const SEARCH_USERS_LIMIT = 50;
/** Searches kept at most (each a list of at most SEARCH_USERS_LIMIT ids). */
const USER_SEARCH_MAX_ENTRIES = 2000;

/** Words of a search text without the FULLTEXT boolean operators (letters and digits only). */
const nameWords = (query: string) =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.slice(0, 50));

/**
 * The ids of the users a search finds, in the answer's order: usernames starting with the text (their
 * unique index) or full names with words starting with each word of the text (FULLTEXT prefix terms),
 * by username, at most SEARCH_USERS_LIMIT. Neither side reads the whole table.
 */
export async function matchingUserIds(db: Db, query: string): Promise<number[]> {
  const columns = ['id', 'username'];
  const byUsername = db('users')
    .select(columns)
    .where('username', 'like', `${escapeLike(query.trim())}%`)
    .orderBy('username')
    .limit(SEARCH_USERS_LIMIT);
  const words = nameWords(query);
  const matches = words.length
    ? db
        .select(columns)
        .from(byUsername.as('by_username'))
        .union(
          db.select(columns).from(
            db('users')
              .select(columns)
              .whereRaw('MATCH (fullname) AGAINST (? IN BOOLEAN MODE)', [words.map((w) => `+${w}*`).join(' ')])
              .orderBy('username')
              .limit(SEARCH_USERS_LIMIT)
              .as('by_name'),
          ),
        )
    : byUsername;
  const rows = await db
    .select<{ id: number }[]>('id')
    .from(matches.as('m'))
    .orderBy('username')
    .limit(SEARCH_USERS_LIMIT);
  return rows.map((r) => Number(r.id));
}

/**
 * What a search's answer depends on: the newest account and the latest change to any account (an
 * index read each; `updated_at` moves with every change to a row, migration 007). Two renames in
 * the same millisecond as a search could share a version; the cards are still read fresh, only
 * their order could wait for the next change.
 */
async function usersVersion(db: Db): Promise<string> {
  const row = await db('users')
    .max({ lastId: 'id', lastChange: 'updated_at' })
    .first<{ lastId: number | null; lastChange: Date | null }>();
  return `${row.lastId ?? 0}:${row.lastChange ? new Date(row.lastChange).getTime() : 0}`;
}

/**
 * User searches computed once per state of the accounts: a common first name matches thousands of
 * people, and sorting them all by username for each keystroke of a search box is the cost. The ids
 * found are kept under (version, text); the cards are read fresh by id, so a new picture shows at
 * once, and a sign-up or a change of name or username moves the version. Concurrent first requests
 * for a text share one query.
 */
export class UserSearchCache {
  private readonly lists = new LRUCache<string, number[], { db: Db; query: string }>({
    max: USER_SEARCH_MAX_ENTRIES,
    fetchMethod: (_key, _stale, { context }) => matchingUserIds(context.db, context.query),
  });

  async search(db: Db, query: string): Promise<UserCard[]> {
    // The version is read before the list: a list is never kept under a version newer than its data.
    const version = await usersVersion(db);
    const ids = (await this.lists.fetch(`${version}\u0000${query}`, { context: { db, query } })) ?? [];
    if (!ids.length) return [];
    const rows = await db('users').whereIn('id', ids).select('id', 'fullname', 'username', 'profile_img');
    return inIdOrder(ids, rows, (u) => u.id).map((u) => ({
      _id: u.id,
      personal_info: {
        fullname: u.fullname,
        username: u.username,
        profile_img: profileImageOf(u.profile_img, u.username, siteOrigin()),
      },
    }));
  }

  get size(): number {
    return this.lists.size;
  }
}
