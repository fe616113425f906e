import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolveGalleryConfig, type GalleryConfig, type GalleryOptions } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gallery's settings: where an item's image must come from. */
    galleryConfig: GalleryConfig;
  }
}

/** Decorates `fastify.galleryConfig`: the options given, the rest from the environment (PUBLIC_URL). */
const galleryConfig: FastifyPluginAsync<GalleryOptions> = async (fastify, options) => {
  fastify.decorate('galleryConfig', resolveGalleryConfig(options));
};

export default fp(galleryConfig, { name: 'gallery-config' });
