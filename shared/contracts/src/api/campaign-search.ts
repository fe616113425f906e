import type { Static } from '@sinclair/typebox';
import type { CampaignSearchQuerySchema, CampaignSearchSchema } from '../schemas/campaign-search';

export * from '../campaign-search-bounds';

/** GET /search-donations: what a search asks (type-only, so no schema code reaches a browser bundle). */
export type CampaignSearchQuery = Static<typeof CampaignSearchQuerySchema>;

/** GET /search-donations: one page of the running campaigns a search finds, most relevant first. */
export type CampaignSearch = Static<typeof CampaignSearchSchema>;
