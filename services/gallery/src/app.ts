import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes, type Db } from '@yayasan/service-kit';
import type { GalleryOptions } from './config';
import galleryConfig from './plugins/gallery-config';
import galleryRoutes from './routes/gallery';
import { galleryAudit } from './domain/audit-trail';

export type { GalleryOptions } from './config';

/** The gallery service: gallery items (public list, admin create/edit/delete). */
const app: FastifyPluginAsync<GalleryOptions & { db: Db }> = async (fastify, options) => {
  await fastify.register(galleryConfig, { mediaPrefix: options.mediaPrefix });
  await fastify.register(galleryRoutes);
  await fastify.register(auditRoutes, { trail: galleryAudit });
};

export default app;
