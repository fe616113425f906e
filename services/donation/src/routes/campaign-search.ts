import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAMPAIGN_SEARCH_PAGE_SIZE } from '@yayasan/contracts';
import { CampaignSearchQuerySchema, CampaignSearchSchema } from '@yayasan/contracts/schemas/campaign-search';
import { errorAnswers, NotModifiedSchema } from '@yayasan/contracts/schemas/common';
import { cacheControl, etags } from '@yayasan/service-kit';
import { searchCampaigns } from '../domain/campaign-search';
import { toCampaignResponse } from '../domain/campaigns';

/** The site search's campaigns: the running ones whose title or description has the words searched. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  await fastify.register(etags);

  const schema = {
    summary:
      'A page of the running campaigns matching a search (every word starts a word of the title or description), most relevant first, then newest',
    tags: ['campaigns'],
    querystring: CampaignSearchQuerySchema,
    response: { 200: CampaignSearchSchema, 304: NotModifiedSchema, ...errorAnswers(400) },
  };
  fastify.get('/search-donations', { schema, onSend: cacheControl() }, async (request) => {
    // The schema bounds page and limit, so the offset stays small.
    const limit = request.query.limit ?? CAMPAIGN_SEARCH_PAGE_SIZE;
    const page = request.query.page ?? 1;
    const now = new Date();
    const { rows, total } = await searchCampaigns(db, request.query.query, { limit, offset: (page - 1) * limit }, now);
    return {
      donations: rows.map((row) => toCampaignResponse(row, { now })),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalDonations: total,
    };
  });
};

export default routes;
