import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mapImageUrls } from '@yayasan/blocks/server';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  CampaignIdParamsSchema,
  CampaignNewsBodySchema,
  CampaignNewsListQuerySchema,
  CampaignNewsPageSchema,
  CampaignNewsParamsSchema,
  CampaignNewsSchema,
  DeletedSchema,
} from '@yayasan/contracts/schemas/donation';
import { notFound, pageWindow } from '@yayasan/service-kit';
import {
  NEWS_PAGE_SIZE,
  checkDisbursementLink,
  deleteNews,
  findNews,
  listNews,
  resolveNewsInput,
  updateNews,
  type NewsValues,
} from '../domain/campaign-news';
import { linkedDisbursementSeq } from '../repositories/campaign-news';
import { postCampaignNews } from '../domain/news-announcement';
import { CAMPAIGN_NOT_FOUND } from './campaigns';
import { actOf, donationAudit } from '../domain/audit-trail';
import { findCampaignByDonationId } from '../repositories/donations';
import type { CampaignRow } from '../db/tables';

export const NEWS_NOT_FOUND = 'Kabar terbaru tidak ditemukan';
const ADMIN_ONLY = 'Administrators only; every rule is checked again here.';
const LINK_RULE =
  'The post\'s "Dana disalurkan" is one of the campaign\'s disbursements (`disbursement_seq`, not reversed); a typed `disbursed_amount` answers 400.';
const tags = ['campaign news'];

/** What the audit trail keeps of a post (its linked disbursement by position). */
const newsFields = (news: {
  update_id: string;
  title: string;
  pictures: string[];
  disbursement: { seq: number } | null;
}) => ({
  update_id: news.update_id,
  title: news.title,
  pictures: news.pictures,
  disbursement_seq: news.disbursement?.seq ?? null,
});
const newsObject = (updateId: string) => ({ type: 'campaign_news', id: updateId });

/** Campaign news ("Kabar Terbaru"): everyone reads a published campaign's posts, administrators write them. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  async function campaignFor(id: string, isAdmin: boolean): Promise<CampaignRow> {
    const row = await findCampaignByDonationId(db, id);
    if (!row || (row.draft && !isAdmin)) throw notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  /** The post's pictures and content images as the site's own copies (those from elsewhere are copied). */
  async function withOwnPictures(values: NewsValues, request: FastifyRequest): Promise<NewsValues> {
    const own = (url: string) => fastify.pictures.own(url, request.headers.authorization ?? '');
    return {
      ...values,
      pictures: await Promise.all(values.pictures.map(own)),
      content: await mapImageUrls(values.content, own),
    };
  }

  fastify.get(
    '/donation/:id/updates',
    {
      schema: {
        summary: "A page of a campaign's news, newest first",
        tags,
        params: CampaignIdParamsSchema,
        querystring: CampaignNewsListQuerySchema,
        response: { 200: CampaignNewsPageSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request.params.id, request.user?.isAdmin === true);
      const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, NEWS_PAGE_SIZE);
      const { rows, total } = await listNews(db, campaign.id, { limit, offset });
      return { updates: rows, currentPage: page, totalPages: Math.ceil(total / limit), totalUpdates: total };
    },
  );

  fastify.post(
    '/donation/:id/updates',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "Posts news on a campaign and tells the campaign's donors (administrators)",
        description: `Every donor whose payment settled gets a notification. ${LINK_RULE} ${ADMIN_ONLY}`,
        tags,
        params: CampaignIdParamsSchema,
        body: CampaignNewsBodySchema,
        response: { 201: CampaignNewsSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(request.params.id, true);
      const input = resolveNewsInput(request.body);
      await checkDisbursementLink(db, campaign.id, input.disbursement_seq);
      const values = await withOwnPictures(input, request);
      const news = await donationAudit.within(
        db,
        (trx) => postCampaignNews(trx, campaign, values, request.user!.id),
        (posted) => actOf(request, 'news.create', newsObject(posted.update_id), null, newsFields(posted)),
      );
      // The donors' bells light before the answer when the blog service is there; when it is not, the
      // job stored with the post is retried by the worker until they do.
      await fastify.mailWorker
        .runJob('news-notifications', news.update_id)
        .catch((err) => request.log.error({ err, update_id: news.update_id }, 'news notifications left to the worker'));
      return reply.code(201).send(news);
    },
  );

  fastify.put(
    '/donation/:id/updates/:update_id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Replaces a news post of a campaign (administrators)',
        description: `${LINK_RULE} A link kept as it was stays, even when reversed since. ${ADMIN_ONLY}`,
        tags,
        params: CampaignNewsParamsSchema,
        body: CampaignNewsBodySchema,
        response: { 200: CampaignNewsSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request.params.id, true);
      const input = resolveNewsInput(request.body);
      const kept = await linkedDisbursementSeq(db, campaign.id, request.params.update_id);
      await checkDisbursementLink(db, campaign.id, input.disbursement_seq, kept);
      const values = await withOwnPictures(input, request);
      const updateId = request.params.update_id;
      return donationAudit
        .within(
          db,
          async (trx) => {
            const before = await findNews(trx, campaign.id, updateId);
            if (!before || !(await updateNews(trx, campaign.id, updateId, values))) throw notFound(NEWS_NOT_FOUND);
            return { before, after: (await findNews(trx, campaign.id, updateId))! };
          },
          ({ before, after }) =>
            actOf(request, 'news.update', newsObject(updateId), newsFields(before), newsFields(after)),
        )
        .then(({ after }) => after);
    },
  );

  fastify.delete(
    '/donation/:id/updates/:update_id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Deletes a news post of a campaign (administrators)',
        description: ADMIN_ONLY,
        tags,
        params: CampaignNewsParamsSchema,
        response: { 200: DeletedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request.params.id, true);
      const updateId = request.params.update_id;
      await donationAudit.within(
        db,
        async (trx) => {
          const before = await findNews(trx, campaign.id, updateId);
          if (!before || !(await deleteNews(trx, campaign.id, updateId))) throw notFound(NEWS_NOT_FOUND);
          return before;
        },
        (before) => actOf(request, 'news.delete', newsObject(updateId), newsFields(before), null),
      );
      return { deleted: true };
    },
  );
};

export default routes;
