import type { Knex } from 'knex';
import type { Tables } from 'knex/types/tables';
import type { ListPosition } from '@yayasan/contracts';
import { allWordsAsPrefixes, escapeLike, searchWords, type Db } from '@yayasan/service-kit';
import type { BlogTableRow } from '../db/tables';
import { tagKey } from './blog-tags';
import type { AuthorColumns } from './user-cards';

// The articles: every query on `blogs` lives here, one article's row first, then the lists
// (with their authors from the account service's `user_cards` view, and `blog_tags` for a tag filter).

/** A `blogs` row as the driver answers it (knex's table map); a card's select leaves the content out. */
export type StoredBlog = Omit<Tables['blogs'], 'content'> & { content?: unknown };

/** The blog with this slug (drafts included), or undefined. */
export const blogRowByBlogId = (db: Db, blogId: string): Promise<BlogTableRow | undefined> =>
  db('blogs').where({ blog_id: blogId }).first();

export const blogRowByPk = (db: Db, pk: number): Promise<BlogTableRow | undefined> =>
  db('blogs').where({ id: pk }).first();

/** The pk of the blog with this slug, or undefined. */
export async function blogPkOf(db: Db, blogId: string): Promise<number | undefined> {
  const row = await db('blogs').where({ blog_id: blogId }).first('id');
  return row ? Number(row.id) : undefined;
}

/** A new article's columns; `published_at` is set here (now, unless it is a draft). */
export type NewBlogColumns = Pick<
  BlogTableRow,
  'blog_id' | 'title' | 'banner' | 'des' | 'content' | 'author_id' | 'draft'
>;

/** Resolves to the new article's pk. */
export async function insertBlogRow(trx: Db, columns: NewBlogColumns): Promise<number> {
  const [id] = await trx('blogs').insert({ ...columns, published_at: columns.draft ? null : trx.fn.now(3) });
  return id;
}

/** The columns an author's edit sets. */
export type EditedBlogColumns = Pick<
  BlogTableRow,
  'title' | 'banner' | 'des' | 'content' | 'draft' | 'published_at' | 'updated_at'
>;

export async function updateBlogRow(trx: Db, pk: number, columns: EditedBlogColumns): Promise<void> {
  await trx('blogs').where({ id: pk }).update(columns);
}

/** The original spelling of the article's tags (the JSON text of the `tags` column). */
export async function setTagsColumn(trx: Db, pk: number, tagsJson: string): Promise<void> {
  await trx('blogs').where({ id: pk }).update({ tags: tagsJson });
}

/** The article's draft flag and publication time. */
export async function listOrderOf(trx: Db, pk: number): Promise<Pick<BlogTableRow, 'draft' | 'published_at'>> {
  const [blog] = await trx('blogs').where({ id: pk }).limit(1).select('draft', 'published_at');
  return blog;
}

export async function deleteBlogRow(trx: Db, pk: number): Promise<void> {
  await trx('blogs').where({ id: pk }).delete();
}

// ---------------------------------------------------------------------------------------------
// Row locks: taken first in a transaction that changes an article or what hangs off it

/** Locks the article's row until the transaction ends (nothing is read). */
export async function lockBlog(trx: Db, pk: number): Promise<void> {
  await trx('blogs').where({ id: pk }).forUpdate().first('id');
}

export const lockedDraftFlag = (trx: Db, pk: number) => trx('blogs').where({ id: pk }).forUpdate().first('draft');

export const lockedAuthorId = (trx: Db, pk: number) => trx('blogs').where({ id: pk }).forUpdate().first('author_id');

export async function lockedIdAndAuthor(
  trx: Db,
  pk: number,
): Promise<Pick<BlogTableRow, 'id' | 'author_id'> | undefined> {
  const [blog] = await trx('blogs').where({ id: pk }).forUpdate().limit(1).select('id', 'author_id');
  return blog;
}

/** The author's article with this slug, locked; undefined when there is none. */
export const lockedBlogByBlogId = (trx: Db, blogId: string) =>
  trx('blogs').where({ blog_id: blogId }).forUpdate().first('id', 'author_id', 'draft', 'published_at');

// ---------------------------------------------------------------------------------------------
// The totals kept on the article's row

export async function countLike(trx: Db, pk: number): Promise<void> {
  await trx('blogs').where({ id: pk }).increment('total_likes', 1);
}

export async function uncountLike(trx: Db, pk: number): Promise<void> {
  await trx('blogs')
    .where({ id: pk })
    .update({ total_likes: trx.raw('GREATEST(CAST(total_likes AS SIGNED) - 1, 0)') });
}

export async function totalLikesOf(trx: Db, pk: number): Promise<number> {
  const [row] = await trx('blogs').where({ id: pk }).limit(1).select('total_likes');
  return Number(row.total_likes);
}

/** One more comment, and one more top-level comment unless it is a reply. */
export async function countComment(trx: Db, pk: number, isReply: boolean): Promise<void> {
  await trx('blogs')
    .where({ id: pk })
    .update({
      total_comments: trx.raw('total_comments + 1'),
      total_parent_comments: trx.raw(isReply ? 'total_parent_comments' : 'total_parent_comments + 1'),
    });
}

/** `count` comments fewer, one of them top-level when `topLevel`. */
export async function uncountComments(trx: Db, pk: number, count: number, topLevel: boolean): Promise<void> {
  await trx('blogs')
    .where({ id: pk })
    .update({
      total_comments: trx.raw('GREATEST(CAST(total_comments AS SIGNED) - ?, 0)', [count]),
      total_parent_comments: trx.raw(
        topLevel ? 'GREATEST(CAST(total_parent_comments AS SIGNED) - 1, 0)' : 'total_parent_comments',
      ),
    });
}

/** Adds reads to these articles' rows in one statement (each id's count from `reads`). */
export async function addReads(trx: Db, ids: number[], reads: ReadonlyMap<number, number>): Promise<void> {
  const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
  const caseBindings = ids.flatMap((id) => [id, reads.get(id)!]);
  await trx('blogs')
    .whereIn('id', ids)
    .update({ total_reads: trx.raw(`total_reads + CASE id ${cases} END`, caseBindings) });
}

// ---------------------------------------------------------------------------------------------
// A person's articles (the demo data, a personal data export, an erasure)

/** The id of the author's article with this title, if any (the demo data is created once). */
export const authorsBlogByTitle = (db: Db, authorId: number, title: string) =>
  db('blogs').where({ author_id: authorId, title }).first('id');

/** Moves a demo article's publication and read count. */
export async function setDemoActivity(trx: Db, pk: number, publishedAt: Date, totalReads: number): Promise<void> {
  await trx('blogs').where({ id: pk }).update({ published_at: publishedAt, total_reads: totalReads });
}

/** The pks of up to `limit` of the author's articles. */
export const blogPksOfAuthor = (db: Db, authorId: number, limit: number) =>
  db('blogs').where({ author_id: authorId }).limit(limit).select('id');

/** An article as a person's data export holds it. */
export type ExportedArticle = Pick<
  BlogTableRow,
  | 'blog_id'
  | 'title'
  | 'des'
  | 'banner'
  | 'tags'
  | 'content'
  | 'draft'
  | 'total_likes'
  | 'total_comments'
  | 'total_reads'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
>;

/** The author's articles, oldest first, streamed row by row (a personal data export). */
export const streamArticlesOfAuthor = (db: Db, authorId: number): AsyncIterable<ExportedArticle> =>
  db('blogs')
    .where({ author_id: authorId })
    .orderBy('id')
    .select('blog_id', 'title', 'des', 'banner', 'tags', 'content', 'draft', 'total_likes', 'total_comments')
    .select<ExportedArticle[]>('total_reads', 'published_at', 'created_at', 'updated_at')
    .stream();

// ---------------------------------------------------------------------------------------------
// Cards: an article without its content, and its author

/** Columns every list selects (the content stays out: it can be large). */
const CARD_COLUMNS = [
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

/** A row selected with CARD_COLUMNS: the article without its content, and its author. */
export type CardRow = Omit<Tables['blogs'], 'content'> & AuthorColumns;

function withAuthor(query: Knex.QueryBuilder): Knex.QueryBuilder {
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

/** The cards of these articles, in no particular order. */
export const cardRows = (db: Db, ids: readonly number[]): Promise<CardRow[]> =>
  withAuthor(db('blogs as b').select(CARD_COLUMNS).whereIn('b.id', ids));

/** Most read, then most liked, then newest (the blogs_trending_idx order). */
export const trendingCardRows = (db: Db, limit: number): Promise<CardRow[]> =>
  withAuthor(db('blogs as b').select(CARD_COLUMNS).where('b.draft', false))
    .orderBy('b.total_reads', 'desc')
    .orderBy('b.total_likes', 'desc')
    .orderBy('b.published_at', 'desc')
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// Pages of ids: the first step of a deferred join, read from a covering index, so a deep page costs
// what the first one costs (the cards are then read by id)

export interface Page {
  limit: number;
  offset: number;
}

/** Newest first; the id breaks ties (both are in the (draft, published_at) index). */
const newestFirst = (q: Knex.QueryBuilder) => q.orderBy('b.published_at', 'desc').orderBy('b.id', 'desc');

/** The ids of one page of a list, newest first. */
const pageIds = async (q: Knex.QueryBuilder, page: Page): Promise<number[]> =>
  (await newestFirst(q).limit(page.limit).offset(page.offset).pluck('b.id')).map(Number);

/** The ids of rows selected as `b.id` (a joined query knex cannot type). */
const idsOf = (rows: readonly Record<string, unknown>[]): number[] => rows.map((r) => Number(r.id));

/** The published articles newest first: the (draft, published_at) index, which holds the id too. */
const published = (db: Db) => db('blogs as b').where('b.draft', false);

/** A page of the published articles' ids, newest first. */
export const publishedIds = (db: Db, page: Page): Promise<number[]> => pageIds(published(db), page);

/** A page of the published articles' ids counted from the oldest, oldest first. */
export async function publishedIdsOldestFirst(db: Db, page: Page): Promise<number[]> {
  const ids = await published(db)
    .orderBy('b.published_at', 'asc')
    .orderBy('b.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .pluck('b.id');
  return ids.map(Number);
}

/** The ids of the `limit` articles after the given one, newest first (exported for the plan guard). */
export function latestAfterQuery(db: Db, after: ListPosition, limit: number): Knex.QueryBuilder {
  // The range on published_at drives the index; the OR keeps the ties with a smaller id.
  return newestFirst(
    published(db)
      .where('b.published_at', '<=', after.at)
      .where((q) => q.where('b.published_at', '<', after.at).orWhere('b.id', '<', after.id)),
  )
    .limit(limit)
    .select('b.id');
}

export const latestIdsAfter = async (db: Db, after: ListPosition, limit: number): Promise<number[]> =>
  idsOf(await latestAfterQuery(db, after, limit));

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
function matchingIds(db: Db, query: string): Knex.QueryBuilder {
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
function mostRelevantFirst(q: Knex.QueryBuilder, query: string): Knex.QueryBuilder {
  const words = searchWords(query);
  if (words.length)
    q = q.orderByRaw('MATCH (b.title, b.des) AGAINST (? IN BOOLEAN MODE) DESC', [allWordsAsPrefixes(words)]);
  return newestFirst(q);
}

/** Published blogs matching a filter, in no order; the driving index depends on the filter. */
function filteredBlogs(db: Db, filter: BlogFilter): Knex.QueryBuilder {
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
 * index, which carries each article's publication time; the cards are then fetched by id.
 */
export function searchQuery(db: Db, filter: BlogFilter, page: Page): Knex.QueryBuilder {
  const q = filteredBlogs(db, filter).limit(page.limit).offset(page.offset);
  if (filter.kind === 'tag') {
    return q.select('t.blog_pk as id').orderBy('t.published_at', 'desc').orderBy('t.blog_pk', 'desc');
  }
  if (filter.kind === 'query') return mostRelevantFirst(q.select('b.id'), filter.query);
  return newestFirst(q.select('b.id'));
}

export const searchPageIds = async (db: Db, filter: BlogFilter, page: Page): Promise<number[]> =>
  idsOf(await searchQuery(db, filter, page));

export async function countMatching(db: Db, filter: BlogFilter): Promise<number> {
  const [{ n }] = await filteredBlogs(db, filter).count({ n: '*' });
  return Number(n);
}

/**
 * Every published article matching a word search, most relevant first (the order and membership of
 * /search-blogs without `eliminate_blog`).
 */
export function matchingListQuery(db: Db, query: string): Knex.QueryBuilder {
  return mostRelevantFirst(filteredBlogs(db, { kind: 'query', query }).select('b.id'), query);
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

export const ownPageIds = (db: Db, f: OwnFilter, page: Page): Promise<number[]> => pageIds(ownBlogs(db, f), page);

export async function countOwn(db: Db, f: OwnFilter): Promise<number> {
  const [{ n }] = await ownBlogs(db, f).count({ n: '*' });
  return Number(n);
}
