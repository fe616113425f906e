import { LRUCache } from 'lru-cache';
import { profileImageOf, type UserCard } from '@yayasan/contracts';
import { inIdOrder, siteOrigin, type Db } from '@yayasan/service-kit';
import { latestUserChange, matchingUserIdsOf, userCardRows } from '../repositories/users';

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
 * The ids of the users a search finds, in the answer's order: usernames starting with the text or full
 * names with words starting with each word of the text, by username, at most SEARCH_USERS_LIMIT.
 */
export const matchingUserIds = (db: Db, query: string): Promise<number[]> =>
  matchingUserIdsOf(db, { text: query, words: nameWords(query), limit: SEARCH_USERS_LIMIT });

/**
 * What a search's answer depends on: the newest account and the latest change to any account
 * (`updated_at` moves with every change to a row). Two renames in the same millisecond as a search
 * could share a version; the cards are still read fresh, only their order could wait for the next change.
 */
async function usersVersion(db: Db): Promise<string> {
  const row = await latestUserChange(db);
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
    const rows = await userCardRows(db, ids);
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
