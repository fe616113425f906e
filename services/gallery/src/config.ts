import { Type } from '@yayasan/service-kit';
import { mediaUrlPrefix } from './domain/rules';

/** The gallery service has no variables of its own; it reads only the common PUBLIC_URL. */
export interface GalleryOptions {
  /** Allowed image URL prefix; defaults to `${PUBLIC_URL}/media/`. */
  mediaPrefix?: string;
}

export interface GalleryConfig {
  mediaPrefix: string;
}

/** `${PUBLIC_URL}/media/`: where gallery images must come from. */
export const mediaPrefixFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  mediaUrlPrefix(env.PUBLIC_URL ?? 'http://localhost:8080');

export function resolveGalleryConfig(options: GalleryOptions, env: NodeJS.ProcessEnv = process.env): GalleryConfig {
  return { mediaPrefix: options.mediaPrefix ?? mediaPrefixFromEnv(env) };
}

/** The gallery's own variables, checked at start with the common ones: none (it reads PUBLIC_URL). */
export const galleryEnv = {
  schema: Type.Object({}),
  rules: {},
};
