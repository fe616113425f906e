import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../domain/storage';

export interface ImageStore {
  /** Where images and their renditions are kept: local disk or an S3-compatible bucket. */
  storage: Storage;
  /** A stored image's absolute URL on the site (`<PUBLIC_URL>/media/<name>`). */
  urlOf(name: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore;
  }
}

/** Decorates `fastify.imageStore`: the one storage every route reads and writes, and the URLs of what it holds. */
const imageStore: FastifyPluginAsync<{ storage: Storage; publicUrl: string }> = async (
  fastify,
  { storage, publicUrl },
) => {
  fastify.decorate('imageStore', { storage, urlOf: (name: string) => `${publicUrl}/media/${name}` });
};

export default fp(imageStore, { name: 'image-store' });
