import type { Knex } from 'knex';
import type { Tables } from 'knex/types/tables';
import { profileImageOf, type BlogCard, type ListPosition, type PersonalInfo } from '@yayasan/contracts';
import {
  allWordsAsPrefixes,
  escapeLike,
  inIdOrder,
  searchWords,
  siteOrigin,
  windowFromTheEnd,
  type Db,
} from '@yayasan/service-kit';
import { PUBLISHED, readCounter } from './blog-counters';
import { tagKey, toBlogRow, type BlogRow, type DbOrTrx } from './blogs';

/** Columns every list selects (the content stays out: it can be large). */
export const CARD_COLUMNS = [
  'b.id',
  'b.blog_id',
  'b.title',
  'b.des',
  'b.banner',
  'b.tags',
  'b.author_id',
  'b.draft',
  'b.total_likes',
  'b.total_comments',
  'b.total_parent_comments',
  'b.total_reads',
  'b.published_at',
  'b.created_at',
  'b.updated_at',
  'u.fullname as author_fullname',
  'u.username as author_username',
  'u.profile_img as author_profile_img',
];

export function withAuthor(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.leftJoin('user_cards as u', 'u.id', 'b.author_id');
}

/** Published articles (never a draft) as cards with their authors. */
const publishedCards = (db: Db) => withAuthor(db('blogs as b').select(CARD_COLUMNS).where('b.draft', false));

/** The newest `limit` published articles, for link previews, the sitemap and the feed. */
export const latestPublishedCards = (db: Db, limit: number): Promise<CardRow[]> =>
  publishedCards(db).orderBy('b.published_at', 'desc').orderBy('b.id', 'desc').limit(limit);

/** One published article by its public id (a draft is none). */
export const publishedCard = (db: Db, blogId: string): Promise<CardRow | undefined> =>
  publishedCards(db).where('b.blog_id', blogId).first();

/** The name fields of an article's author (none when the user is gone). */
export const authorColumnsOf = (db: Db, authorId: number): Promise<AuthorColumns | undefined> =>
  db('user_cards as u')
    .where('u.id', authorId)
    .first('u.fullname as author_fullname', 'u.username as author_username', 'u.profile_img as author_profile_img');

/** A user's name fields as read from the account service's `user_cards` view (absent when the user is gone). */
export const personalInfo = (fullname: unknown, username: unknown, profileImg: unknown): PersonalInfo => ({
  fullname: String(fullname ?? ''),
  username: String(username ?? ''),
  profile_img: profileImageOf(String(profileImg ?? ''), String(username ?? ''), siteOrigin()),
});

/** The author's name fields of a row selected with CARD_COLUMNS (none when the user is gone). */
export interface AuthorColumns {
  author_fullname?: unknown;
  author_username?: unknown;
  author_profile_img?: unknown;
}

/** A row selected with CARD_COLUMNS: the article without its content, and its author. */
export type CardRow = Omit<Tables['blogs'], 'content'> & AuthorColumns;

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

/** Newest first; the id breaks ties (both are in the (draft, published_at) index). */
const newestFirst = (q: Knex.QueryBuilder) => q.orderBy('b.published_at', 'desc').orderBy('b.id', 'desc');

export interface Page {
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------------------------------------
// Latest and trending

/**
 * Cards of the given blogs in the order of `ids`: the second step of a deferred join, whose first
 * step read the page's ids from a covering index, so a deep page costs what the first one costs.
 */
export async function cardsInOrder(db: Db, ids: readonly number[]): Promise<BlogCard[]> {
  if (!ids.length) return [];
  const rows: CardRow[] = await withAuthor(db('blogs as b').select(CARD_COLUMNS).whereIn('b.id', ids));
  return inIdOrder(ids, rows, (r) => r.id).map(toCard);
}

/** The ids of one page of a list, newest first. */
const pageIds = async (q: Knex.QueryBuilder, page: Page): Promise<number[]> =>
  (await newestFirst(q).limit(page.limit).offset(page.offset).pluck('b.id')).map(Number);

/** The published articles newest first: the (draft, published_at) index, which holds the id too. */
const published = (db: DbOrTrx) => db('blogs as b').where('b.draft', false);

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
    return cardsInOrder(db, await pageIds(published(db), page));
  }
  return cardsInOrder(db, await latestIdsFromTheEnd(db, page));
}

/** The ids of the `limit` articles after the given one, newest first (exported for the plan guard). */
export function latestAfterQuery(db: DbOrTrx, after: ListPosition, limit: number): Knex.QueryBuilder {
  // The range on published_at drives the index; the OR keeps the ties with a smaller id.
  return newestFirst(
    published(db)
      .where('b.published_at', '<=', after.at)
      .where((q) => q.where('b.published_at', '<', after.at).orWhere('b.id', '<', after.id)),
  )
    .limit(limit)
    .select('b.id');
}

/** The ids of rows selected as `b.id` (a joined query knex cannot type). */
export const idsOf = (rows: readonly Record<string, unknown>[]): number[] => rows.map((r) => Number(r.id));

const latestIdsAfter = async (db: Db, after: ListPosition, limit: number): Promise<number[]> =>
  idsOf(await latestAfterQuery(db, after, limit));

/**
 * A page of the second half read from the end. The counter and the ids come from one snapshot (one
 * transaction), so a publish in between cannot shift the page.
 */
async function latestIdsFromTheEnd(db: Db, page: Page): Promise<number[]> {
  return db.transaction(async (trx) => {
    const window = windowFromTheEnd(await readCounter(trx, PUBLISHED), page.offset, page.limit);
    if (!window) return [];
    const ids = await published(trx)
      .orderBy('b.published_at', 'asc')
      .orderBy('b.id', 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .pluck('b.id');
    return ids.map(Number).reverse();
  });
}

/** The number of published articles: the counter kept with them (see blog-counters). */
export async function countPublished(db: DbOrTrx): Promise<number> {
  return readCounter(db, PUBLISHED);
}

export const TRENDING_LIMIT = 5;

/** Most read, then most liked, then newest (the blogs_trending_idx order). */
export async function trendingBlogs(db: Db): Promise<BlogCard[]> {
  const rows = await withAuthor(db('blogs as b').select(CARD_COLUMNS).where('b.draft', false))
    .orderBy('b.total_reads', 'desc')
    .orderBy('b.total_likes', 'desc')
    .orderBy('b.published_at', 'desc')
    .limit(TRENDING_LIMIT);
  return rows.map(toCard);
}

// ---------------------------------------------------------------------------------------------
// Search: by tag, by words, by author

export type BlogFilter =
  | { kind: 'tag'; tag: string; eliminate?: string }
  | { kind: 'query'; query: string; eliminate?: string }
  | { kind: 'author'; authorId: number; eliminate?: string };

/**
 * Ids of blogs whose title or description contain every word (prefix match, FULLTEXT index) or
 * one of whose tags starts with the search text (blog_tags (tag, blog_pk) index).
 */
export function matchingIds(db: Db, query: string): Knex.QueryBuilder {
  const words = searchWords(query);
  const key = tagKey(query);
  // Untyped: the union below joins the ids of two tables under one name.
  const byTag: Knex.QueryBuilder = db('blog_tags')
    .select('blog_pk as pk')
    .where('tag', 'like', `${escapeLike(key)}%`);
  if (!words.length) return byTag;
  return db('blogs')
    .select('id as pk')
    .whereRaw('MATCH (title, des) AGAINST (? IN BOOLEAN MODE)', [allWordsAsPrefixes(words)])
    .union(byTag);
}

/**
 * A word search's order: most relevant first (the FULLTEXT index's ranking of the words in title and
 * description; an article found by its tag alone ranks after those found by their words), then newest.
 */
export function mostRelevantFirst(q: Knex.QueryBuilder, query: string): Knex.QueryBuilder {
  const words = searchWords(query);
  if (words.length)
    q = q.orderByRaw('MATCH (b.title, b.des) AGAINST (? IN BOOLEAN MODE) DESC', [allWordsAsPrefixes(words)]);
  return newestFirst(q);
}

/** Published blogs matching a filter, in no order; the driving index depends on the filter. */
export function filteredBlogs(db: Db, filter: BlogFilter): Knex.QueryBuilder {
  let q: Knex.QueryBuilder;
  // STRAIGHT_JOIN keeps the matching ids as the driving table (each looked up in blogs by its
  // primary key), whatever the table statistics suggest at the moment.
  if (filter.kind === 'tag') {
    q = db('blog_tags as t')
      .joinRaw('STRAIGHT_JOIN blogs AS b ON b.id = t.blog_pk')
      .where('t.tag', tagKey(filter.tag))
      .where('t.draft', false);
  } else if (filter.kind === 'query') {
    q = db.from(matchingIds(db, filter.query).as('m')).joinRaw('STRAIGHT_JOIN blogs AS b ON b.id = m.pk');
  } else {
    q = db('blogs as b').where('b.author_id', filter.authorId);
  }
  q = q.where('b.draft', false);
  if (filter.eliminate) q = q.whereNot('b.blog_id', filter.eliminate);
  return q;
}

/**
 * The query behind /search-blogs (exported so its plan can be checked): the ids of one page, a word
 * search's most relevant first, any other's newest first. A tag's page is read in order from the tag
 * index, which carries each article's publication time; the cards are then fetched by id (cardsInOrder).
 */
export function searchQuery(db: Db, filter: BlogFilter, page: Page): Knex.QueryBuilder {
  const q = filteredBlogs(db, filter).limit(page.limit).offset(page.offset);
  if (filter.kind === 'tag') {
    return q.select('t.blog_pk as id').orderBy('t.published_at', 'desc').orderBy('t.blog_pk', 'desc');
  }
  if (filter.kind === 'query') return mostRelevantFirst(q.select('b.id'), filter.query);
  return newestFirst(q.select('b.id'));
}

export async function searchBlogs(db: Db, filter: BlogFilter, page: Page): Promise<BlogCard[]> {
  return cardsInOrder(db, idsOf(await searchQuery(db, filter, page)));
}

export async function countBlogs(db: Db, filter: BlogFilter): Promise<number> {
  const [{ n }] = await filteredBlogs(db, filter).count({ n: '*' });
  return Number(n);
}

// ---------------------------------------------------------------------------------------------
// The signed-in author's own blogs

export interface OwnFilter {
  authorId: number;
  draft: boolean;
  query?: string;
}

function ownBlogs(db: Db, f: OwnFilter): Knex.QueryBuilder {
  // (author_id, draft, published_at) narrows to the author's rows; the title filter runs on those only.
  const q = db('blogs as b').where('b.author_id', f.authorId).where('b.draft', f.draft);
  const text = f.query?.trim();
  return text ? q.where('b.title', 'like', `%${escapeLike(text)}%`) : q;
}

export async function userWrittenBlogs(db: Db, f: OwnFilter, page: Page): Promise<BlogCard[]> {
  return cardsInOrder(db, await pageIds(ownBlogs(db, f), page));
}

export async function countUserWrittenBlogs(db: Db, f: OwnFilter): Promise<number> {
  const [{ n }] = await ownBlogs(db, f).count({ n: '*' });
  return Number(n);
}

/** A user's id from a numeric id or a username (the `author` of /search-blogs). */
export async function resolveAuthorId(db: Db, author: string | number): Promise<number | null> {
  const text = String(author).trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  const row = await db('user_cards').select('id').where({ username: text }).first();
  return row ? Number(row.id) : null;
}
