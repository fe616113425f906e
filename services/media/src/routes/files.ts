import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '@yayasan/service-kit';
import type { MediaConfig } from '../config';
import { NAME_PATTERN } from '../plugins/storage';

const NOT_FOUND = 'Gambar tidak ditemukan';

/** Serves stored images. Names never change content, so they are cached for a year. */
const files: FastifyPluginAsync<{ config: MediaConfig }> = async (fastify, { config }) => {
  const serve = async (name: string, reply: FastifyReply) => {
    if (!NAME_PATTERN.test(name)) throw notFound(NOT_FOUND);
    const file = await config.storage.get(name);
    if (!file) throw notFound(NOT_FOUND);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  };
  fastify.get('/media/*', async (request, reply) => serve((request.params as { '*': string })['*'], reply));
  // The signed-PUT flow's image URL is its upload URL without the query string.
  fastify.get('/uploads/:name', async (request, reply) => serve((request.params as { name: string }).name, reply));
};

export default files;
