import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes, type Db } from '@yayasan/service-kit';
import { resolveGalleryConfig, type GalleryOptions } from './config';
import galleryRoutes from './routes/gallery';
import { galleryAudit } from './domain/audit-trail';

export type { GalleryOptions } from './config';

/** The gallery service: gallery items (public list, admin create/edit/delete). */
const app: FastifyPluginAsync<GalleryOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveGalleryConfig(options);
  await fastify.register(galleryRoutes, { config });
  await fastify.register(auditRoutes, { trail: galleryAudit });
};

export default app;
