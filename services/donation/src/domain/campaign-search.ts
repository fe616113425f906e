import type { Knex } from 'knex';
import { allWordsAsPrefixes, inIdOrder, searchWords } from '@yayasan/service-kit';
import type { CampaignRow } from './campaigns';
import { whereStatus } from './campaign-repository';

export interface CampaignSearchPage {
  limit: number;
  offset: number;
}

const MATCHES = 'MATCH (title, description) AGAINST (? IN BOOLEAN MODE)';

/**
 * The published running campaigns whose title or description has a word starting with each word of
 * the search (the FULLTEXT index, as the article search), in no order. Null when the text has no word.
 */
function runningMatches(db: Knex, query: string, now: Date): Knex.QueryBuilder | null {
  const words = searchWords(query);
  if (!words.length) return null;
  const q = db('donations')
    .whereRaw(MATCHES, [allWordsAsPrefixes(words)])
    .where('draft', false);
  return whereStatus(q, 'Open', now);
}

/**
 * The ids of one page of a campaign search, as the article search orders its words: most relevant
 * first (the index's ranking of the words in title and description), then newest. Exported so that
 * its plan can be checked.
 */
export function campaignSearchQuery(db: Knex, query: string, page: CampaignSearchPage, now: Date) {
  const matches = runningMatches(db, query, now);
  if (!matches) return null;
  return matches
    .select<{ id: number }[]>('id')
    .orderByRaw(`${MATCHES} DESC`, [allWordsAsPrefixes(searchWords(query))])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
}

/** One page of the running campaigns a search finds, with how many it finds in all. */
export async function searchCampaigns(
  db: Knex,
  query: string,
  page: CampaignSearchPage,
  now: Date = new Date(),
): Promise<{ rows: CampaignRow[]; total: number }> {
  const ids = campaignSearchQuery(db, query, page, now);
  const counted = runningMatches(db, query, now);
  if (!ids || !counted) return { rows: [], total: 0 };
  const [idRows, count] = await Promise.all([ids, counted.count({ n: '*' })]);
  const pageIds = idRows.map((r) => Number(r.id));
  const rows = pageIds.length ? await db('donations').whereIn('id', pageIds) : [];
  return { rows: inIdOrder(pageIds, rows, (r) => r.id), total: Number(count[0]?.n ?? 0) };
}
