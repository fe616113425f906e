import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { mediaUrlPrefix } from './plugins/rules';
import galleryRoutes from './routes/gallery';

export interface GalleryAppOptions {
  /** Allowed image URL prefix; defaults to `${PUBLIC_URL}/media/`. */
  mediaPrefix?: string;
}

/** The gallery service: gallery items (public list, admin create/edit/delete). */
const app: FastifyPluginAsync<GalleryAppOptions & { db: Db }> = async (fastify, options) => {
  const mediaPrefix = options.mediaPrefix ?? mediaUrlPrefix(process.env.PUBLIC_URL ?? 'http://localhost:8080');
  await fastify.register(galleryRoutes, { mediaPrefix });
};

export default app;
