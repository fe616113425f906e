import { LRUCache } from 'lru-cache';
import { searchWords, type Db } from '@yayasan/service-kit';
import { PUBLISHED_VERSION, readCounter } from '../repositories/blog-counters';
import { tagKey } from '../repositories/blog-tags';
import { blogPkOf, matchingListQuery, type Page } from '../repositories/blogs';

/** Searches kept at most, and article ids kept at most across them (4 bytes each). */
export const WORD_SEARCH_MAX_ENTRIES = 500;
export const WORD_SEARCH_MAX_IDS = 2_000_000;

/** What decides a word search's answer: the words and the tag prefix its SQL is built from. */
export const normalizedSearch = (query: string) => JSON.stringify([searchWords(query), tagKey(query)]);

/** One page of a word search, and how many it finds in all. */
export interface WordSearchSlice {
  ids: number[];
  total: number;
}

/**
 * Word searches computed once per state of the published articles: the full ordered list of a
 * search's matches is kept under (published_version, normalized search) and every page and count
 * of that search is read from it until a publish, edit or delete moves the version. Concurrent
 * requests for a search not yet kept share one query. Memory is bounded by entries and total ids;
 * an entry of an older version is never read again and leaves as the least recently used.
 */
export class WordSearchCache {
  private readonly lists: LRUCache<string, Uint32Array, { db: Db; query: string }>;

  constructor(limits: { maxEntries?: number; maxIds?: number } = {}) {
    this.lists = new LRUCache({
      max: limits.maxEntries ?? WORD_SEARCH_MAX_ENTRIES,
      maxSize: limits.maxIds ?? WORD_SEARCH_MAX_IDS,
      sizeCalculation: (ids) => ids.length + 1,
      fetchMethod: async (_key, _stale, { context }) => {
        const rows: Record<string, unknown>[] = await matchingListQuery(context.db, context.query);
        return Uint32Array.from(rows, (r) => Number(r.id));
      },
    });
  }

  /** The ordered ids of a search's matches as of now. */
  async matches(db: Db, query: string): Promise<Uint32Array> {
    // The version is read before the list: a list is never kept under a version newer than its data.
    const version = await readCounter(db, PUBLISHED_VERSION);
    const list = await this.lists.fetch(`${version}\u0000${normalizedSearch(query)}`, { context: { db, query } });
    return list ?? new Uint32Array();
  }

  /**
   * A page of a search (and its total) without the article `eliminate` (a blog_id), as the
   * uncached query with `b.blog_id <> eliminate` would answer.
   */
  async slice(db: Db, query: string, page: Page, eliminate?: string): Promise<WordSearchSlice> {
    const list = await this.matches(db, query);
    const skipped = eliminate && list.length ? await positionOf(db, list, eliminate) : -1;
    // Index i of the list without the eliminated article is index i, or i + 1 from its position on.
    const at = (i: number) => (skipped >= 0 && i >= skipped ? i + 1 : i);
    const ids: number[] = [];
    for (let i = page.offset; i < page.offset + page.limit && at(i) < list.length; i++) ids.push(list[at(i)]);
    return { ids, total: list.length - (skipped >= 0 ? 1 : 0) };
  }

  get size(): number {
    return this.lists.size;
  }
}

/** Where the article with this blog_id stands in the list, or -1. */
async function positionOf(db: Db, list: Uint32Array, blogId: string): Promise<number> {
  const pk = await blogPkOf(db, blogId);
  return pk === undefined ? -1 : list.indexOf(pk);
}
