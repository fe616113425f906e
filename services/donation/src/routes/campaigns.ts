import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { cacheControl, conflict, etags, notFound, pageWindow, Type } from '@yayasan/service-kit';
import type { CampaignRow } from '../plugins/campaigns';
import { campaignStatus, findCampaignByDonationId, toCampaignResponse } from '../plugins/campaigns';
import {
  createCampaign,
  listCampaigns,
  listUpdates,
  successfulDonors,
  updateCampaign,
} from '../plugins/campaign-repository';
import { resolveCampaignInput } from '../plugins/campaign-input';

export const LIST_PAGE_SIZE = 9;
export const CAMPAIGN_NOT_FOUND = 'Donasi tidak ditemukan';
export const CLOSED_TOGGLE = 'Donasi yang sudah selesai tidak dapat dipindahkan ke draft atau dipublish';
export const QR_SIZE = 256;

/** Where the site lives, for absolute links (the gateway's origin). */
export const publicUrl = () => (process.env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
export const campaignLink = (donationId: string) => `${publicUrl()}/donation/detail/${encodeURIComponent(donationId)}`;

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

// Fields with a message of their own in the spec stay loose here and are checked by resolveCampaignInput.
const CampaignBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 255 })),
  description: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  thumbnail: Type.Optional(Type.String({ maxLength: 500 })),
  target_amount: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  expiry_time: Type.Optional(Type.String({ maxLength: 40 })),
  draft: Type.Optional(Type.Boolean()),
});

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
  draft: Type.Optional(Type.Boolean({ default: false })),
  status: Type.Optional(Type.Union([Type.Literal('Open'), Type.Literal('Closed')])),
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  await fastify.register(etags);

  /** Drafts exist only for administrators: everyone else gets the not-found answer. */
  async function visibleCampaign(id: string, isAdmin: boolean): Promise<CampaignRow> {
    const row = await findCampaignByDonationId(db, id);
    if (!row || (row.draft && !isAdmin)) throw notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  fastify.get('/get-donation', { schema: { querystring: ListQuery }, onSend: cacheControl() }, async (request) => {
    // The spec's public page asks `draft=true` for its completed tab: anyone but an administrator gets the
    // completed published campaigns (as `status=Closed`), never a draft.
    const draft = request.query.draft === true && request.user?.isAdmin === true;
    const completedForPublic = request.query.draft === true && !draft;
    const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, LIST_PAGE_SIZE);
    // Without a status the public list means the ongoing campaigns; drafts are listed whatever their status.
    const status = completedForPublic ? 'Closed' : (request.query.status ?? (draft ? undefined : 'Open'));
    const now = new Date();
    const { rows, total } = await listCampaigns(db, { draft, status, limit, offset, now });
    return {
      donations: rows.map((row) => toCampaignResponse(row, { now })),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalDonations: total,
    };
  });

  fastify.get('/donation/:id/details', { schema: { params: IdParams }, onSend: cacheControl() }, async (request) => {
    const row = await visibleCampaign(request.params.id, request.user?.isAdmin === true);
    const [updates, donors] = await Promise.all([listUpdates(db, row.id), successfulDonors(db, row.id)]);
    return toCampaignResponse(row, { updates, successful_donors_details: donors });
  });

  fastify.get('/donation/detail/:id/share', { schema: { params: IdParams } }, async (request) => {
    const row = await visibleCampaign(request.params.id, request.user?.isAdmin === true);
    const link = campaignLink(row.donation_id);
    const qrCodeImageUrl = await QRCode.toDataURL(link, { type: 'image/png', width: QR_SIZE, margin: 1 });
    return { link, qrCodeImageUrl };
  });

  fastify.post(
    '/donation',
    { preHandler: fastify.requireAdmin, schema: { body: CampaignBody } },
    async (request, reply) => {
      const { values } = resolveCampaignInput(request.body, undefined);
      const row = await createCampaign(db, values, { createdBy: request.user!.id });
      const updates = await listUpdates(db, row.id);
      return reply.code(201).send(toCampaignResponse(row, { updates, successful_donors_details: [] }));
    },
  );

  fastify.put(
    '/donation/:id',
    { preHandler: fastify.requireAdmin, schema: { params: IdParams, body: CampaignBody } },
    async (request) => {
      const existing = await findCampaignByDonationId(db, request.params.id);
      if (!existing) throw notFound(CAMPAIGN_NOT_FOUND);
      const { changes } = resolveCampaignInput(request.body, existing);
      if (
        changes.draft !== undefined &&
        changes.draft !== Boolean(existing.draft) &&
        campaignStatus(existing) === 'Closed'
      ) {
        throw conflict(CLOSED_TOGGLE);
      }
      const row = await updateCampaign(db, existing.id, changes);
      const [updates, donors] = await Promise.all([listUpdates(db, row.id), successfulDonors(db, row.id)]);
      return toCampaignResponse(row, { updates, successful_donors_details: donors });
    },
  );
};

export default routes;
