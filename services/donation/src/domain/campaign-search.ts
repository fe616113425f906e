import type { Knex } from 'knex';
import {
  campaignSearchIds,
  campaignsInIdOrder,
  countCampaignMatches,
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
  const [pageIds, total] = await Promise.all([
    campaignSearchIds(db, query, page, now),
    countCampaignMatches(db, query, now),
  ]);
  return { rows: await campaignsInIdOrder(db, pageIds), total };
}
