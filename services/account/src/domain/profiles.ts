import { profileImageOf, type Profile, type UserCard } from '@yayasan/contracts';
import { escapeLike, parseJson, siteOrigin, type Db } from '@yayasan/service-kit';
import { SOCIAL_KEYS, type SocialLinks } from '@yayasan/validation';
import { authorStats } from './blog-reads';
import type { UserRow } from './users';

export function socialLinksOf(value: unknown): SocialLinks {
  const stored = parseJson<Record<string, unknown>>(value, {});
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : ''])) as SocialLinks;
}

/** Author counters under both names: the spec's `total_post` and `total_posts`. */
async function accountInfo(db: Db, userId: number): Promise<Profile['account_info']> {
  const stats = await authorStats(db, userId);
  return { ...stats, total_post: stats.total_posts };
}

/** The profile as POST /get-profile answers it; the e-mail only when `withEmail`. */
export async function profileOf(db: Db, user: UserRow, withEmail: boolean): Promise<Profile> {
  return {
    _id: user.id,
    personal_info: {
      fullname: user.fullname,
      username: user.username,
      profile_img: profileImageOf(user.profile_img, user.username, siteOrigin()),
      bio: user.bio,
      ...(withEmail ? { email: user.email } : {}),
    },
    account_info: await accountInfo(db, user.id),
    social_links: socialLinksOf(user.social_links),
    joinedAt: new Date(user.joined_at).toISOString(),
  };
}

export const SEARCH_USERS_LIMIT = 50;

/** Words of a search text without the FULLTEXT boolean operators (letters and digits only). */
const nameWords = (query: string) =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.slice(0, 50));

/**
 * Users whose username starts with the text (its unique index) or whose full name has words
 * starting with each word of the text (FULLTEXT prefix terms): each side reads its index only,
 * at most a page of it, never the whole table.
 */
export async function searchUsers(db: Db, query: string): Promise<UserCard[]> {
  const columns = ['id', 'fullname', 'username', 'profile_img'];
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
  const rows = (await db.select(columns).from(matches.as('m')).orderBy('username').limit(SEARCH_USERS_LIMIT)) as Pick<
    UserRow,
    'id' | 'fullname' | 'username' | 'profile_img'
  >[];
  return rows.map((u) => ({
    _id: u.id,
    personal_info: {
      fullname: u.fullname,
      username: u.username,
      profile_img: profileImageOf(u.profile_img, u.username, siteOrigin()),
    },
  }));
}
