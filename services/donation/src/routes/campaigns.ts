import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { errorAnswers, NotModifiedSchema } from '@yayasan/contracts/schemas/common';
import {
  CampaignSchema,
  CampaignBodySchema,
  CampaignIdParamsSchema,
  CampaignListQuerySchema,
  CampaignPageSchema,
  CampaignShareSchema,
} from '@yayasan/contracts/schemas/donation';
import { REGULAR_PROGRAMME_API_PATH, REGULAR_PROGRAMME_WORDS } from '@yayasan/contracts';
import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import { cacheControl, conflict, etags, notFound, pageWindow, withDeadlockRetry } from '@yayasan/service-kit';
import { campaignStatus, toCampaignResponse } from '../domain/campaigns';
import {
  createCampaign,
  findRegularProgramme,
  listCampaigns,
  releaseRegularProgramme,
  listUpdates,
  successfulDonors,
  updateCampaign,
  findCampaignByDonationId,
} from '../repositories/donations';
import { sitePublicUrl } from '../config';
import { resolveCampaignInput } from '../domain/campaign-input';
import { campaignUpdates } from '../domain/campaign-news';
import { actOf, campaignAction, campaignFields, donationAudit } from '../domain/audit-trail';
import type { CampaignRow } from '../db/tables';

export const LIST_PAGE_SIZE = 9;
export const CAMPAIGN_NOT_FOUND = 'Donasi tidak ditemukan';
export const CLOSED_TOGGLE = 'Donasi yang sudah selesai tidak dapat dipindahkan ke draft atau dipublish';
export const QR_SIZE = 256;

export const campaignLink = (donationId: string) =>
  `${sitePublicUrl()}/donation/detail/${encodeURIComponent(donationId)}`;

const tags = ['campaigns'];

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  await fastify.register(etags);

  /** The spec's `updates`: the Initial Update, then the posted news. */
  const updatesOf = async (row: CampaignRow) => campaignUpdates(db, row, await listUpdates(db, row.id));

  /**
   * Marking a campaign as the regular programme takes the mark off the other one in the same
   * transaction; each release is audited as that campaign's edit.
   */
  async function releaseOtherProgramme(trx: Knex.Transaction, request: FastifyRequest, keepPk?: number) {
    for (const before of await releaseRegularProgramme(trx, keepPk)) {
      const after = { ...before, regular_programme: false };
      await donationAudit.record(
        trx,
        actOf(
          request,
          'campaign.update',
          { type: 'campaign', id: before.donation_id },
          campaignFields(before),
          campaignFields(after),
        ),
      );
    }
  }

  /** Drafts exist only for administrators: everyone else gets the not-found answer. */
  async function visibleCampaign(id: string, isAdmin: boolean): Promise<CampaignRow> {
    const row = await findCampaignByDonationId(db, id);
    if (!row || (row.draft && !isAdmin)) throw notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  const listSchema = {
    summary: 'A page of campaigns: ongoing by default, completed (`status=Closed`) or drafts (administrators)',
    tags,
    querystring: CampaignListQuerySchema,
    response: { 200: CampaignPageSchema, 304: NotModifiedSchema, ...errorAnswers(400) },
  };
  fastify.get('/get-donation', { schema: listSchema, onSend: cacheControl() }, async (request) => {
    // The spec's public page asks `draft=true` for its completed tab: anyone but an administrator gets the
    // completed published campaigns (as `status=Closed`), never a draft.
    const draft = request.query.draft === true && request.user?.isAdmin === true;
    const completedForPublic = request.query.draft === true && !draft;
    const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, LIST_PAGE_SIZE);
    // Without a status the public list means the ongoing campaigns; drafts are listed whatever their status.
    const status = completedForPublic ? 'Closed' : (request.query.status ?? (draft ? undefined : 'Open'));
    const now = new Date();
    const { sort, order } = request.query;
    const { rows, total } = await listCampaigns(db, { draft, status, limit, offset, now, sort, order });
    return {
      donations: rows.map((row) => toCampaignResponse(row, { now, donor_count: Number(row.donor_count ?? 0) })),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalDonations: total,
    };
  });

  const detailsSchema = {
    summary:
      'A campaign with its updates (the Initial Update, then the newest news) and latest donors (a draft only for administrators)',
    tags,
    params: CampaignIdParamsSchema,
    response: { 200: CampaignSchema, 304: NotModifiedSchema, ...errorAnswers(400, 404) },
  };
  fastify.get('/donation/:id/details', { schema: detailsSchema, onSend: cacheControl() }, async (request) => {
    const row = await visibleCampaign(request.params.id, request.user?.isAdmin === true);
    const [updates, donors] = await Promise.all([updatesOf(row), successfulDonors(db, row.id)]);
    return toCampaignResponse(row, {
      updates,
      successful_donors_details: donors,
      donor_count: Number(row.donor_count ?? 0),
    });
  });

  const shareSchema = {
    summary: "A campaign's public link and its QR code",
    tags,
    params: CampaignIdParamsSchema,
    response: { 200: CampaignShareSchema, 304: NotModifiedSchema, ...errorAnswers(400, 404) },
  };
  fastify.get('/donation/detail/:id/share', { schema: shareSchema }, async (request) => {
    const row = await visibleCampaign(request.params.id, request.user?.isAdmin === true);
    const link = campaignLink(row.donation_id);
    const qrCodeImageUrl = await QRCode.toDataURL(link, { type: 'image/png', width: QR_SIZE, margin: 1 });
    return { link, qrCodeImageUrl };
  });

  const regularProgrammeSchema = {
    summary: "The foundation's regular programme (Program Donasi Rutin): the marked campaign's card, while it runs",
    tags,
    response: { 200: CampaignSchema, 304: NotModifiedSchema, ...errorAnswers(400, 404) },
  };
  fastify.get(REGULAR_PROGRAMME_API_PATH, { schema: regularProgrammeSchema, onSend: cacheControl() }, async () => {
    const now = new Date();
    const row = await findRegularProgramme(db);
    // An ended programme takes no pledges: the page then says there is none, as before any marking.
    if (!row || campaignStatus(row, now) !== 'Open') throw notFound(REGULAR_PROGRAMME_WORDS.empty);
    return toCampaignResponse(row, { now, donor_count: Number(row.donor_count ?? 0) });
  });

  fastify.post(
    '/donation',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Creates a campaign with its initial update (administrators)',
        tags,
        body: CampaignBodySchema,
        response: { 201: CampaignSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { values } = resolveCampaignInput(request.body, undefined);
      // A thumbnail from another site becomes the site's own copy before anything is stored.
      values.thumbnail = await fastify.pictures.own(values.thumbnail, request.headers.authorization ?? '');
      // Two markings at once may meet in the flag's index: the loser runs again and finds the winner's mark.
      const row = await withDeadlockRetry(() =>
        donationAudit.within(
          db,
          async (trx) => {
            if (values.regular_programme) await releaseOtherProgramme(trx, request);
            return createCampaign(trx, values, { createdBy: request.user!.id });
          },
          (created) =>
            actOf(
              request,
              'campaign.create',
              { type: 'campaign', id: created.donation_id },
              null,
              campaignFields(created),
            ),
        ),
      );
      const updates = await listUpdates(db, row.id);
      return reply.code(201).send(toCampaignResponse(row, { updates, successful_donors_details: [] }));
    },
  );

  fastify.put(
    '/donation/:id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "Changes a campaign's editable fields, or moves it between draft and published (administrators)",
        tags,
        params: CampaignIdParamsSchema,
        body: CampaignBodySchema,
        response: { 200: CampaignSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const existing = await findCampaignByDonationId(db, request.params.id);
      if (!existing) throw notFound(CAMPAIGN_NOT_FOUND);
      const { changes } = resolveCampaignInput(request.body, existing);
      // A new target or a new fund (where the money is booked) needs a fresh second-factor check.
      if (
        (changes.target_amount !== undefined && changes.target_amount !== Number(existing.target_amount)) ||
        (changes.fund !== undefined && changes.fund !== existing.fund)
      )
        await fastify.requireRecentSecondFactor(request, reply);
      if (changes.thumbnail) {
        changes.thumbnail = await fastify.pictures.own(changes.thumbnail, request.headers.authorization ?? '');
      }
      if (
        changes.draft !== undefined &&
        changes.draft !== Boolean(existing.draft) &&
        campaignStatus(existing) === 'Closed'
      ) {
        throw conflict(CLOSED_TOGGLE);
      }
      // Two markings at once may meet in the flag's index: the loser runs again and finds the winner's mark.
      const row = await withDeadlockRetry(() =>
        donationAudit.within(
          db,
          async (trx) => {
            if (changes.regular_programme === true) await releaseOtherProgramme(trx, request, existing.id);
            return updateCampaign(trx, existing.id, changes);
          },
          (updated) =>
            actOf(
              request,
              campaignAction(existing, updated),
              { type: 'campaign', id: existing.donation_id },
              campaignFields(existing),
              campaignFields(updated),
            ),
        ),
      );
      const [updates, donors] = await Promise.all([updatesOf(row), successfulDonors(db, row.id)]);
      return toCampaignResponse(row, { updates, successful_donors_details: donors });
    },
  );
};

export default routes;
