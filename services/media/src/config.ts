import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { LocalDiskStorage, type Storage } from './plugins/storage';

export interface MediaOptions {
  storage?: Storage;
  /** Site origin for absolute image URLs (PUBLIC_URL). */
  publicUrl?: string;
  /** HMAC secret for upload URLs (MEDIA_SIGNING_SECRET). */
  signingSecret?: string;
  /** How long a signed upload URL stays valid. */
  uploadUrlTtlSeconds?: number;
}

export interface MediaConfig {
  storage: Storage;
  publicUrl: string;
  signingSecret: string;
  uploadUrlTtlSeconds: number;
}

let devSecret: string | undefined;

/** Local disk under MEDIA_DIR (default `.data/media` in the working directory). */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  return new LocalDiskStorage(env.MEDIA_DIR ?? resolve(process.cwd(), '.data', 'media'));
}

export const publicUrlFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

export function resolveMediaConfig(options: MediaOptions, env: NodeJS.ProcessEnv = process.env): MediaConfig {
  let signingSecret = options.signingSecret ?? env.MEDIA_SIGNING_SECRET;
  if (!signingSecret) {
    if (env.NODE_ENV === 'production') throw new Error('MEDIA_SIGNING_SECRET is not set');
    // Development only: upload URLs then stay valid for this process's lifetime.
    signingSecret = devSecret ??= randomBytes(32).toString('hex');
  }
  return {
    storage: options.storage ?? storageFromEnv(env),
    publicUrl: (options.publicUrl ?? publicUrlFromEnv(env)).replace(/\/+$/, ''),
    signingSecret,
    uploadUrlTtlSeconds: options.uploadUrlTtlSeconds ?? 10 * 60,
  };
}
