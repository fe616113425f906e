import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fp from 'fastify-plugin';
import { isHttpUrl } from '@yayasan/validation';
import { env as v } from './env';
import { HttpError } from './errors';
import { SERVICE_PORTS } from './ports';

/**
 * Pictures the site shows are its own copies (the pages' CSP shows no other): a picture URL from
 * elsewhere, sent as an article's banner or content image, a campaign's thumbnail, a news picture or a
 * proof, is copied by the media service (POST /import-image, which fetches it once, safely, and stores
 * it like an upload) and the copy's URL is stored instead.
 */

/** What is read of the media service's answer: the copy's address, or why it refused. */
const ImportAnswer = Type.Object({
  error: Type.Optional(Type.String()),
  file: Type.Optional(Type.Object({ url: Type.Optional(Type.String()) })),
});

/** The media service's route that stores a copy of an outside picture. */
export const IMPORT_IMAGE_PATH = '/import-image';
/** Fetching (at most 10 s there) and re-encoding: a little more than either. */
export const IMPORT_IMAGE_TIMEOUT_MS = 20_000;
export const MEDIA_UNAVAILABLE = 'Layanan gambar sedang tidak tersedia, coba lagi nanti';

/** The declared variable, in the services that copy pictures (blog, donation). */
export const MEDIA_SERVICE_ENV = { MEDIA_SERVICE_URL: v.url('http', 'https') };

/** The media service's base URL: MEDIA_SERVICE_URL, else its default port on this machine. */
export const mediaServiceUrl = (source: NodeJS.ProcessEnv = process.env) =>
  (source.MEDIA_SERVICE_URL ?? `http://127.0.0.1:${SERVICE_PORTS.media}`).replace(/\/+$/, '');

export interface PictureCopies {
  /**
   * The site's own copy of a picture: `url` itself when it is already one of the site's (or not an http(s)
   * URL at all, which the caller's own rules refuse with their message), else the media service's copy,
   * made with the caller's `authorization` (an administrator's). The media service's refusal is answered
   * as it is (400 with its message); a media service that cannot be reached, 503.
   */
  own(url: string, authorization: string): Promise<string>;
}

/** Copies through the media service at `mediaUrl`; `isOwn` tells the site's own picture URLs. */
export function mediaPictureCopies(mediaUrl: string, isOwn: (url: string) => boolean): PictureCopies {
  return {
    async own(url, authorization) {
      if (isOwn(url) || !isHttpUrl(url)) return url;
      let res: Response;
      try {
        res = await fetch(`${mediaUrl}${IMPORT_IMAGE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ url }),
          signal: AbortSignal.timeout(IMPORT_IMAGE_TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(503, MEDIA_UNAVAILABLE);
      }
      const body: unknown = await res.json().catch(() => ({}));
      const answer: Static<typeof ImportAnswer> = Value.Check(ImportAnswer, body) ? body : {};
      if (res.ok && typeof answer.file?.url === 'string') return answer.file.url;
      if (res.status >= 400 && res.status < 500 && answer.error) throw new HttpError(res.status, answer.error);
      throw new HttpError(503, MEDIA_UNAVAILABLE);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's own copies of pictures given by URL (see picture-copies.ts). */
    pictures: PictureCopies;
  }
}

export interface PictureCopiesOptions {
  /** The media service's base URL; MEDIA_SERVICE_URL (or its default port here) when not given. */
  mediaUrl?: string;
  /** Tells the site's own picture URLs (`isOwnImageUrl` of the contracts). */
  isOwn: (url: string) => boolean;
}

/** Decorates the service with `pictures`: copies through the media service. */
export const pictureCopies = fp<PictureCopiesOptions>(
  async (fastify, { mediaUrl, isOwn }) => {
    fastify.decorate('pictures', mediaPictureCopies(mediaUrl ?? mediaServiceUrl(), isOwn));
  },
  { name: 'picture-copies' },
);
