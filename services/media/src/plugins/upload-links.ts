import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { UploadSigner } from '../domain/signing';

export interface UploadLinks {
  /** Signs the grant of an upload URL and checks it when the image is PUT. */
  signer: UploadSigner;
  /** How long a signed upload URL stays valid. */
  ttlSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadLinks: UploadLinks;
  }
}

/** Decorates `fastify.uploadLinks`: the signer of the signed-PUT flow's URLs (MEDIA_SIGNING_SECRET) and their lifetime. */
const uploadLinks: FastifyPluginAsync<{ signingSecret: string; ttlSeconds: number }> = async (
  fastify,
  { signingSecret, ttlSeconds },
) => {
  fastify.decorate('uploadLinks', { signer: new UploadSigner(signingSecret), ttlSeconds });
};

export default fp(uploadLinks, { name: 'upload-links' });
