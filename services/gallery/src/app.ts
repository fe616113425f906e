import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { resolveGalleryConfig, type GalleryOptions } from './config';
import galleryRoutes from './routes/gallery';

export type { GalleryOptions } from './config';

/** The gallery service: gallery items (public list, admin create/edit/delete). */
const app: FastifyPluginAsync<GalleryOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveGalleryConfig(options);
  await fastify.register(galleryRoutes, { config });
};

export default app;
