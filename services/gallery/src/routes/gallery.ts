import type { FastifyPluginAsync } from 'fastify';
import type { GalleryDeleted, GalleryList } from '@yayasan/contracts';
import { cacheControl, etags, notFound, pageWindow, Type, type Static } from '@yayasan/service-kit';
import {
  createGalleryItem,
  deleteGalleryItem,
  findGalleryItem,
  listGalleryItems,
  updateGalleryItem,
} from '../plugins/gallery';
import { checkGalleryBody } from '../plugins/rules';

export const GALLERY_NOT_FOUND = 'Galeri tidak ditemukan';
/** Page size when the client names none; `limit` is capped at 100 like every list. */
export const DEFAULT_LIMIT = 50;

const ListQuery = Type.Object({
  draft: Type.Optional(Type.Boolean()),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
// Fields with a spec message stay loose here: the rules in @yayasan/validation answer them.
const GalleryBody = Type.Object({
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  image_url: Type.Optional(Type.String({ maxLength: 1000 })),
  draft: Type.Optional(Type.Boolean()),
  fileSize: Type.Optional(Type.Integer({ minimum: 0 })),
  category: Type.Optional(Type.String()),
});

type ListQuery = Static<typeof ListQuery>;
type IdParams = Static<typeof IdParams>;
type GalleryBody = Static<typeof GalleryBody>;

export interface GalleryRoutesOptions {
  /** Image URLs must start with this (`${PUBLIC_URL}/media/`). */
  mediaPrefix: string;
}

const galleryRoutes: FastifyPluginAsync<GalleryRoutesOptions> = async (fastify, { mediaPrefix }) => {
  const { db } = fastify;
  await fastify.register(etags);

  /**
   * Published items oldest first, as the spec's clients expect (they reverse the list); `order=desc` gives
   * newest first (our pages). `draft=true` (administrators only) includes drafts.
   */
  fastify.get<{ Querystring: ListQuery }>(
    '/gallery',
    { schema: { querystring: ListQuery }, onSend: cacheControl() },
    async (request): Promise<GalleryList> => {
      const includeDrafts = request.query.draft === true;
      if (includeDrafts) await fastify.requireAdmin(request);
      const { limit, offset, page } = pageWindow(request.query.page, request.query.limit, DEFAULT_LIMIT);
      const order = request.query.order ?? 'asc';
      const { items, total } = await listGalleryItems(db, { includeDrafts, order, limit, offset });
      return { items, total, page, totalPages: Math.ceil(total / limit) };
    },
  );

  /** One item; a draft only for administrators. */
  fastify.get<{ Params: IdParams }>(
    '/gallery/:id',
    { schema: { params: IdParams }, onSend: cacheControl() },
    async (request) => {
      const item = await findGalleryItem(db, request.params.id);
      if (!item || (item.draft && !request.user?.isAdmin)) throw notFound(GALLERY_NOT_FOUND);
      return item;
    },
  );

  fastify.post<{ Body: GalleryBody }>(
    '/gallery',
    { preHandler: fastify.requireAdmin, schema: { body: GalleryBody } },
    async (request, reply) => {
      const input = checkGalleryBody(request.body, mediaPrefix);
      const item = await createGalleryItem(db, input, request.user!.id);
      return reply.code(201).send(item);
    },
  );

  fastify.put<{ Params: IdParams; Body: GalleryBody }>(
    '/gallery/:id',
    { preHandler: fastify.requireAdmin, schema: { params: IdParams, body: GalleryBody } },
    async (request) => {
      const existing = await findGalleryItem(db, request.params.id);
      if (!existing) throw notFound(GALLERY_NOT_FOUND);
      const input = checkGalleryBody(request.body, mediaPrefix, existing);
      return (await updateGalleryItem(db, request.params.id, input))!;
    },
  );

  fastify.delete<{ Params: IdParams }>(
    '/gallery/:id',
    { preHandler: fastify.requireAdmin, schema: { params: IdParams } },
    async (request): Promise<GalleryDeleted> => {
      if (!(await deleteGalleryItem(db, request.params.id))) throw notFound(GALLERY_NOT_FOUND);
      return { success: true, _id: String(request.params.id) };
    },
  );
};

export default galleryRoutes;
