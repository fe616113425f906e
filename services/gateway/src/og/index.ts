import type { FastifyInstance, FastifyReply } from 'fastify';
import { readArticle, readCampaign } from '../pages/page-data';
import type { Reading } from '../pages/service-reader';
import type { SiteContext } from '../site';
import { OG_HEIGHT, OG_WIDTH, ogPaths } from './image-urls';
import { coverDataUrl, renderArticleImage, renderCampaignImage, renderSiteImage, THUMB_WIDTH } from './render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
const RENDERED_KEEP = 64;

/**
 * Share images under content-hashed URLs (`/og/<kind>/<id>/<hash>.jpg`): the hash covers everything
 * drawn, so a changed title or total gives a new URL and each URL can be cached forever. An old URL
 * redirects to the current one. Rendered images are kept in memory (least recently used go first).
 */
export async function shareImages(fastify: FastifyInstance, site: SiteContext) {
  const rendered = new Map<string, Promise<Buffer>>();

  const cached = (key: string, render: () => Promise<Buffer>): Promise<Buffer> => {
    let image = rendered.get(key);
    if (image) rendered.delete(key);
    else {
      image = render();
      image.catch(() => rendered.delete(key));
    }
    rendered.set(key, image);
    if (rendered.size > RENDERED_KEEP) rendered.delete(rendered.keys().next().value!);
    return image;
  };

  /**
   * A picture of a campaign or article, read from the media service. Only our own `/media/...`
   * pictures are fetched: a URL elsewhere is never requested from the server.
   */
  const picture = async (url: string, width: number, height: number): Promise<string | null> => {
    if (!url) return null;
    let pathname: string;
    try {
      pathname = new URL(url, site.publicUrl).pathname;
    } catch {
      return null;
    }
    if (!pathname.startsWith('/media/')) return null;
    try {
      const res = await fetch(`${site.services.media}${pathname}`, { signal: AbortSignal.timeout(5000) });
      const length = Number(res.headers.get('content-length') ?? 0);
      if (!res.ok || length > MAX_PICTURE_BYTES) return null;
      return await coverDataUrl(Buffer.from(await res.arrayBuffer()), width, height);
    } catch {
      return null; // no picture is better than no share image
    }
  };

  /** The image a URL names: 404 for an unknown record, a redirect when the record has changed since. */
  async function send<T>(
    reply: FastifyReply,
    reading: Reading<T>,
    file: string,
    image: (data: T) => { path: string; render: () => Promise<Buffer> },
  ) {
    if (reading.kind === 'missing') return reply.code(404).send({ error: 'Gambar tidak ditemukan' });
    if (reading.kind === 'unavailable') {
      return reply.code(503).header('retry-after', '5').send({ error: 'Gambar sedang tidak tersedia' });
    }
    const { path, render } = image(reading.data);
    if (path.slice(path.lastIndexOf('/') + 1) !== file) return reply.header('cache-control', 'no-cache').redirect(path);
    return reply
      .type('image/jpeg')
      .header('cache-control', IMMUTABLE)
      .send(await cached(path, render));
  }

  fastify.get<{ Params: { id: string; file: string } }>('/og/campaign/:id/:file', async (request, reply) =>
    send(reply, await readCampaign(site.reader, request.params.id), request.params.file, (c) => ({
      path: ogPaths.campaign(c),
      render: async () => renderCampaignImage(c, await picture(c.thumbnail, THUMB_WIDTH, OG_HEIGHT)),
    })),
  );

  fastify.get<{ Params: { id: string; file: string } }>('/og/article/:id/:file', async (request, reply) =>
    send(reply, await readArticle(site.reader, request.params.id), request.params.file, (b) => ({
      path: ogPaths.article(b),
      render: async () => renderArticleImage(b, await picture(b.banner, OG_WIDTH, OG_HEIGHT)),
    })),
  );

  fastify.get<{ Params: { file: string } }>('/og/site/:file', async (request, reply) =>
    send(reply, { kind: 'found', data: null }, request.params.file, () => ({
      path: ogPaths.site(),
      render: renderSiteImage,
    })),
  );
}
