import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  AminAnswerSchema,
  AminBodySchema,
  CampaignIdParamsSchema,
  PrayerListQuerySchema,
  PrayerPageSchema,
  PrayerParamsSchema,
  PrayerSchema,
  PrayerVisibilityBodySchema,
} from '@yayasan/contracts/schemas/donation';
import { notFound, pageWindow } from '@yayasan/service-kit';
import { PRAYERS_PAGE_SIZE, listPrayers, setAmin, setPrayerHidden } from '../domain/prayers';
import { CAMPAIGN_NOT_FOUND } from './campaigns';
import { findCampaignByDonationId } from '../repositories/donations';

const tags = ['prayers'];

/** Donors' prayers ("Doa & dukungan"): shown once their payment settles, Aamiin by signed-in users. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/donation/:id/prayers',
    {
      schema: {
        summary: "A page of a campaign's prayers from settled donations, newest first",
        description: 'Hidden prayers and those of unpaid donations are left out.',
        tags,
        params: CampaignIdParamsSchema,
        querystring: PrayerListQuerySchema,
        response: { 200: PrayerPageSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const campaign = await findCampaignByDonationId(db, request.params.id);
      if (!campaign || (campaign.draft && request.user?.isAdmin !== true)) throw notFound(CAMPAIGN_NOT_FOUND);
      const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, PRAYERS_PAGE_SIZE);
      const { prayers, total } = await listPrayers(db, campaign.id, { limit, offset }, request.user?.id);
      return { prayers, currentPage: page, totalPages: Math.ceil(total / limit), totalPrayers: total };
    },
  );

  fastify.post(
    '/donation/prayers/:prayer_id/amin',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Says or takes back the signed-in user's Aamiin on a prayer (a toggle, once per user)",
        description: 'Without `amin` the state flips; with it, it is set. The answer is the stored state.',
        tags,
        params: PrayerParamsSchema,
        body: AminBodySchema,
        response: { 200: AminAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => setAmin(db, request.params.prayer_id, request.user!.id, request.body?.amin),
  );

  fastify.put(
    '/donation/prayers/:prayer_id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Hides or shows a prayer; a hidden one stays stored (administrators)',
        tags,
        params: PrayerParamsSchema,
        body: PrayerVisibilityBodySchema,
        response: { 200: PrayerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => setPrayerHidden(db, request.params.prayer_id, request.body.hidden),
  );
};

export default routes;
