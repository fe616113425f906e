import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { resolveMediaConfig, type MediaOptions } from './config';
import imageStore from './plugins/image-store';
import uploadLinks from './plugins/upload-links';
import avatars from './routes/avatars';
import files from './routes/files';
import importImage from './routes/import-image';
import uploads from './routes/uploads';

export type { MediaOptions } from './config';

/** The media service: image uploads (signed PUT and multipart), copies of outside pictures, serving stored images. */
const app: FastifyPluginAsync<MediaOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveMediaConfig(options);
  await fastify.register(imageStore, { storage: config.storage, publicUrl: config.publicUrl });
  await fastify.register(uploadLinks, { signingSecret: config.signingSecret, ttlSeconds: config.uploadUrlTtlSeconds });
  await fastify.register(uploads);
  await fastify.register(files);
  await fastify.register(importImage, { outsidePictures: config.importImages });
  await fastify.register(avatars);
};

export default app;
