import type { FastifyInstance } from 'fastify';
import type { SiteContext } from '../site';
import { renderDocsPage } from './docs-page';
import { mergeDocuments } from './merge';
import { ServiceDocuments } from './service-documents';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The site's API described once: the services' own OpenAPI documents, read lazily and cached, merged
 * under the public paths at /api/openapi.json, and readable at /api/docs. A service that is down is
 * left out of the answer (and named in it); it never makes these pages fail.
 */
export async function apiDocs(fastify: FastifyInstance, site: Pick<SiteContext, 'services' | 'publicUrl'>) {
  const sources = new ServiceDocuments(site.services);
  const merged = async () => mergeDocuments(await sources.collect(), site.publicUrl);

  fastify.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await merged()),
  );
  fastify.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderDocsPage(await merged(), OPENAPI_DOCUMENT_PATH)),
  );
}
