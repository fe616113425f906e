import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { ImportImageBodySchema, UploadImageAnswerSchema } from '@yayasan/contracts/schemas/media';
import { HttpError } from '@yayasan/service-kit';
import { LIMITS, MESSAGES } from '@yayasan/validation';
import { extensionFor, generateBaseName, sniffOutsidePicture } from '../domain/images';
import {
  IMPORT_MAX_REDIRECTS,
  IMPORT_TIMEOUT_MS,
  fetchOutsidePicture,
  type OutsidePictureOptions,
} from '../domain/outside-picture';
import { storeImage } from '../domain/pipeline';

/**
 * POST /import-image (administrators): the site's own copy of a picture given by its address (pasted in
 * the article editor, or sent by an API client as a banner, thumbnail, news picture or proof, which the
 * blog and donation services copy through here). Fetched once, then stored exactly as an upload is.
 */
const importImage: FastifyPluginAsyncTypebox<{ outsidePictures: OutsidePictureOptions }> = async (
  fastify,
  { outsidePictures },
) => {
  const { storage, urlOf } = fastify.imageStore;
  fastify.post(
    '/import-image',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Copies an outside picture onto the site and answers its own URL (administrators)',
        description:
          `Fetched once: http or https only, public addresses only (checked after name resolution and on every ` +
          `redirect, at most ${IMPORT_MAX_REDIRECTS}), at most ${LIMITS.uploadMaxBytes} bytes and ` +
          `${IMPORT_TIMEOUT_MS / 1000} s, JPEG, PNG, WebP or GIF of at most ${LIMITS.uploadMaxPixels} pixels; then ` +
          `re-encoded without its metadata like an upload. Anything else answers 400 with its message and stores nothing.`,
        tags: ['media'],
        body: ImportImageBodySchema,
        response: { 200: UploadImageAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { body } = await fetchOutsidePicture(request.body.url, outsidePictures);
      const type = sniffOutsidePicture(body);
      if (!type) throw new HttpError(400, MESSAGES.importNotPicture);
      // JPEG stays JPEG; the others keep their transparency as PNG.
      const stored = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
      const base = generateBaseName();
      try {
        await storeImage(storage, body, stored, base);
      } catch (err) {
        // The upload's refusals (not a picture, too many pixels), answered as this route's 400.
        if (err instanceof HttpError && err.statusCode < 500) {
          throw new HttpError(400, err.statusCode === 415 ? MESSAGES.importNotPicture : err.message);
        }
        throw err;
      }
      return { success: 1 as const, file: { url: urlOf(`${base}.${extensionFor(stored)}`) } };
    },
  );
};

export default importImage;
