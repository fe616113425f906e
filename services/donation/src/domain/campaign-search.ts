import type { Knex } from 'knex';
import {
  campaignSearchQuery,
  campaignsInIdOrder,
  runningMatches,
  type CampaignSearchPage,
} from '../repositories/donations';
import type { CampaignRow } from '../db/tables';

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
  return { rows: await campaignsInIdOrder(db, pageIds), total: Number(count[0]?.n ?? 0) };
}
