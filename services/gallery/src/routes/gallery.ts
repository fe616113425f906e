import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers, NotModifiedSchema } from '@yayasan/contracts/schemas/common';
import {
  GalleryBodySchema,
  GalleryDeletedSchema,
  GalleryIdParamsSchema,
  GalleryItemSchema,
  GalleryListSchema,
  GalleryListQuerySchema,
} from '@yayasan/contracts/schemas/gallery';
import { cacheControl, etags, notFound, pageWindow, requestAct } from '@yayasan/service-kit';
import {
  createGalleryItem,
  deleteGalleryItem,
  findGalleryItem,
  listGalleryItems,
  updateGalleryItem,
} from '../domain/gallery';
import { checkGalleryBody } from '../domain/rules';
import { galleryAudit, galleryObject } from '../domain/audit-trail';

export const GALLERY_NOT_FOUND = 'Galeri tidak ditemukan';
/** Page size when the client names none; `limit` is capped at 100 like every list. */
export const DEFAULT_LIMIT = 50;

const TAGS = ['gallery'];

const galleryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const { mediaPrefix } = fastify.galleryConfig;
  await fastify.register(etags);

  /**
   * Published items oldest first, as the spec's clients expect (they reverse the list); `order=desc` gives
   * newest first (our pages). `draft=true` (administrators only) includes drafts.
   */
  fastify.get(
    '/gallery',
    {
      schema: {
        summary: 'Gallery items, a page at a time (drafts too for administrators asking for them)',
        tags: TAGS,
        querystring: GalleryListQuerySchema,
        response: { 200: GalleryListSchema, 304: NotModifiedSchema, ...errorAnswers('4xx') },
      },
      onSend: cacheControl(),
    },
    async (request) => {
      const includeDrafts = request.query.draft === true;
      if (includeDrafts) await fastify.requireAdmin(request);
      const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, DEFAULT_LIMIT);
      const order = request.query.order ?? 'asc';
      const { items, total } = await listGalleryItems(db, { includeDrafts, order, limit, offset });
      return { items, total, page, totalPages: Math.ceil(total / limit) };
    },
  );

  /** One item; a draft only for administrators. */
  fastify.get(
    '/gallery/:id',
    {
      schema: {
        summary: 'One gallery item (a draft only for administrators)',
        tags: TAGS,
        params: GalleryIdParamsSchema,
        response: { 200: GalleryItemSchema, 304: NotModifiedSchema, ...errorAnswers('4xx') },
      },
      onSend: cacheControl(),
    },
    async (request) => {
      const item = await findGalleryItem(db, request.params.id);
      if (!item || (item.draft && !request.user?.isAdmin)) throw notFound(GALLERY_NOT_FOUND);
      return item;
    },
  );

  fastify.post(
    '/gallery',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Add a gallery item (administrators)',
        tags: TAGS,
        body: GalleryBodySchema,
        response: { 201: GalleryItemSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const input = checkGalleryBody(request.body, mediaPrefix);
      const item = await galleryAudit.within(
        db,
        (trx) => createGalleryItem(trx, input, request.user!.id),
        (created) => requestAct(request, 'gallery.create', galleryObject(created._id), null, created),
      );
      return reply.code(201).send(item);
    },
  );

  fastify.put(
    '/gallery/:id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Replace a gallery item (administrators)',
        tags: TAGS,
        params: GalleryIdParamsSchema,
        body: GalleryBodySchema,
        response: { 200: GalleryItemSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const existing = await findGalleryItem(db, request.params.id);
      if (!existing) throw notFound(GALLERY_NOT_FOUND);
      const input = checkGalleryBody(request.body, mediaPrefix, existing);
      // Deleted meanwhile: the same answer as if it had never been there.
      const updated = await galleryAudit.within(
        db,
        async (trx) => {
          const after = await updateGalleryItem(trx, request.params.id, input);
          if (!after) throw notFound(GALLERY_NOT_FOUND);
          return after;
        },
        (after) => requestAct(request, 'gallery.update', galleryObject(after._id), existing, after),
      );
      return updated;
    },
  );

  fastify.delete(
    '/gallery/:id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Delete a gallery item (administrators)',
        tags: TAGS,
        params: GalleryIdParamsSchema,
        response: { 200: GalleryDeletedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      await galleryAudit.within(
        db,
        async (trx) => {
          const before = await findGalleryItem(trx, request.params.id);
          if (!before || !(await deleteGalleryItem(trx, request.params.id))) throw notFound(GALLERY_NOT_FOUND);
          return before;
        },
        (before) => requestAct(request, 'gallery.delete', galleryObject(before._id), before, null),
      );
      return { success: true, _id: String(request.params.id) };
    },
  );
};

export default galleryRoutes;
