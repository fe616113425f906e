import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { errorAnswers, binaryAnswer } from '@yayasan/contracts/schemas/common';
import { MediaFileParamsSchema, UploadNameParamsSchema } from '@yayasan/contracts/schemas/media';
import { notFound } from '@yayasan/service-kit';
import { CONTENT_TYPES, NAME_PATTERN } from '../domain/storage';

const NOT_FOUND = 'Gambar tidak ditemukan';

const TAGS = ['media'];
const IMAGE = binaryAnswer(Object.values(CONTENT_TYPES), 'The stored image or rendition');

/** Serves stored images. Names never change content, so they are cached for a year. */
const files: FastifyPluginAsyncTypebox = async (fastify) => {
  const { storage } = fastify.imageStore;
  const serve = async (name: string, reply: FastifyReply) => {
    if (!NAME_PATTERN.test(name)) throw notFound(NOT_FOUND);
    const file = await storage.get(name);
    if (!file) throw notFound(NOT_FOUND);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  };
  fastify.get(
    '/media/*',
    {
      schema: {
        summary: 'A stored image or one of its renditions (multipart uploads, demo pictures)',
        tags: TAGS,
        params: MediaFileParamsSchema,
        response: { 200: IMAGE, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => serve(request.params['*'], reply),
  );
  // The signed-PUT flow's image URL is its upload URL without the query string.
  fastify.get(
    '/uploads/:name',
    {
      schema: {
        summary: 'An image uploaded through a signed upload URL, or one of its renditions',
        tags: TAGS,
        params: UploadNameParamsSchema,
        response: { 200: IMAGE, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => serve(request.params.name, reply),
  );
};

export default files;
