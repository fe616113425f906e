import { profileImageOf, type BlogCard, type ListPosition, type PersonalInfo } from '@yayasan/contracts';
import { inIdOrder, siteOrigin, windowFromTheEnd, type Db } from '@yayasan/service-kit';
import { PUBLISHED, readCounter } from '../repositories/blog-counters';
import {
  cardRows,
  countMatching,
  countOwn,
  latestIdsAfter,
  ownPageIds,
  publishedIds,
  publishedIdsOldestFirst,
  searchPageIds,
  trendingCardRows,
  type BlogFilter,
  type CardRow,
  type OwnFilter,
  type Page,
} from '../repositories/blogs';
import { userIdByUsername, type AuthorColumns } from '../repositories/user-cards';
import { toBlogRow, type BlogRow, type DbOrTrx } from './blogs';

/** A user's name fields as read from the account service's `user_cards` view (absent when the user is gone). */
export const personalInfo = (fullname: unknown, username: unknown, profileImg: unknown): PersonalInfo => ({
  fullname: String(fullname ?? ''),
  username: String(username ?? ''),
  profile_img: profileImageOf(String(profileImg ?? ''), String(username ?? ''), siteOrigin()),
});

/** The author of a row selected with CARD_COLUMNS. */
export const authorOf = (raw: AuthorColumns): PersonalInfo =>
  personalInfo(raw.author_fullname, raw.author_username, raw.author_profile_img);

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d ? new Date(String(d)).toISOString() : null);

export function toCard(raw: CardRow): BlogCard {
  const row: BlogRow = toBlogRow(raw);
  return {
    _id: row.id,
    blog_id: row.blog_id,
    title: row.title,
    des: row.des,
    banner: row.banner,
    tags: row.tags,
    publishedAt: iso(row.published_at),
    draft: row.draft,
    activity: {
      total_likes: row.total_likes,
      total_comments: row.total_comments,
      total_parent_comments: row.total_parent_comments,
      total_reads: row.total_reads,
    },
    author: { _id: row.author_id, personal_info: authorOf(raw) },
  };
}

// ---------------------------------------------------------------------------------------------
// Latest and trending

/**
 * Cards of the given blogs in the order of `ids`: the second step of a deferred join, whose first
 * step read the page's ids from a covering index, so a deep page costs what the first one costs.
 */
export async function cardsInOrder(db: Db, ids: readonly number[]): Promise<BlogCard[]> {
  if (!ids.length) return [];
  const rows = await cardRows(db, ids);
  return inIdOrder(ids, rows, (r) => r.id).map(toCard);
}

/**
 * A page of the latest articles. With `after` (a card's place) it is the page after that card, a
 * seek on the index that costs what the first page costs. Without it, the page at `offset`, as a
 * plain OFFSET query would give it; a page in the second half of the list is read from the end
 * (oldest first, offset counted from the end with the published counter, then reversed), so the
 * last page is as cheap as the first.
 */
export async function latestBlogs(db: Db, page: Page, after?: ListPosition): Promise<BlogCard[]> {
  if (after) return cardsInOrder(db, await latestIdsAfter(db, after, page.limit));
  if (page.offset === 0 || page.offset * 2 + page.limit <= (await countPublished(db))) {
    return cardsInOrder(db, await publishedIds(db, page));
  }
  return cardsInOrder(db, await latestIdsFromTheEnd(db, page));
}

/**
 * A page of the second half read from the end. The counter and the ids come from one snapshot (one
 * transaction), so a publish in between cannot shift the page.
 */
async function latestIdsFromTheEnd(db: Db, page: Page): Promise<number[]> {
  return db.transaction(async (trx) => {
    const window = windowFromTheEnd(await readCounter(trx, PUBLISHED), page.offset, page.limit);
    if (!window) return [];
    return (await publishedIdsOldestFirst(trx, window)).reverse();
  });
}

/** The number of published articles: the counter kept with them (see blog-counters). */
export async function countPublished(db: DbOrTrx): Promise<number> {
  return readCounter(db, PUBLISHED);
}

export const TRENDING_LIMIT = 5;

/** Most read, then most liked, then newest (the blogs_trending_idx order). */
export async function trendingBlogs(db: Db): Promise<BlogCard[]> {
  const rows = await trendingCardRows(db, TRENDING_LIMIT);
  return rows.map(toCard);
}

// ---------------------------------------------------------------------------------------------
// Search: by tag, by words, by author

export async function searchBlogs(db: Db, filter: BlogFilter, page: Page): Promise<BlogCard[]> {
  return cardsInOrder(db, await searchPageIds(db, filter, page));
}

export async function countBlogs(db: Db, filter: BlogFilter): Promise<number> {
  return countMatching(db, filter);
}

// ---------------------------------------------------------------------------------------------
// The signed-in author's own blogs

export async function userWrittenBlogs(db: Db, f: OwnFilter, page: Page): Promise<BlogCard[]> {
  return cardsInOrder(db, await ownPageIds(db, f, page));
}

export async function countUserWrittenBlogs(db: Db, f: OwnFilter): Promise<number> {
  return countOwn(db, f);
}

/** A user's id from a numeric id or a username (the `author` of /search-blogs). */
export async function resolveAuthorId(db: Db, author: string | number): Promise<number | null> {
  const text = String(author).trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  return userIdByUsername(db, text);
}
