import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { env as v, S3_BUCKET_ENV, s3BucketFromEnv, Type } from '@yayasan/service-kit';
import type { OutsidePictureOptions } from './domain/outside-picture';
import { S3Storage } from './domain/s3-storage';
import { LocalDiskStorage, type Storage } from './domain/storage';

export interface MediaOptions {
  storage?: Storage;
  /** Site origin for absolute image URLs (PUBLIC_URL). */
  publicUrl?: string;
  /** HMAC secret for upload URLs (MEDIA_SIGNING_SECRET). */
  signingSecret?: string;
  /** How long a signed upload URL stays valid. */
  uploadUrlTtlSeconds?: number;
  /** Fetching outside pictures (POST /import-image); by default MEDIA_IMPORT_ALLOW_ADDRESSES and the system's DNS. */
  importImages?: OutsidePictureOptions;
}

export interface MediaConfig {
  storage: Storage;
  publicUrl: string;
  signingSecret: string;
  uploadUrlTtlSeconds: number;
  importImages: OutsidePictureOptions;
}

let devSecret: string | undefined;

/**
 * An S3-compatible bucket when MEDIA_S3_BUCKET is set (with MEDIA_S3_ENDPOINT, MEDIA_S3_REGION,
 * MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY, optional MEDIA_S3_PREFIX); otherwise local disk
 * under MEDIA_DIR (default `.data/media` in the working directory).
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const bucket = s3BucketFromEnv(env);
  if (bucket) return new S3Storage(bucket);
  return new LocalDiskStorage(env.MEDIA_DIR ?? resolve(process.cwd(), '.data', 'media'));
}

export const publicUrlFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/**
 * Addresses outside pictures may be fetched from although they are not public (MEDIA_IMPORT_ALLOW_ADDRESSES,
 * comma-separated addresses or CIDR ranges): for tests and local demos only. Refused in production.
 */
export function importAllowListFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = (env.MEDIA_IMPORT_ALLOW_ADDRESSES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length && env.NODE_ENV === 'production') throw new Error('MEDIA_IMPORT_ALLOW_ADDRESSES is for tests only');
  const wrong = list.filter((entry) => !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
  if (wrong.length) throw new Error(`MEDIA_IMPORT_ALLOW_ADDRESSES: not an address or range: ${wrong.join(', ')}`);
  return list;
}

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
    importImages: options.importImages ?? { allowAddresses: importAllowListFromEnv(env) },
  };
}

/** The media service's own variables, checked at start with the common ones. */
export const mediaEnv = {
  schema: Type.Object({
    MEDIA_DIR: v.text('a folder for uploaded images'),
    MEDIA_SIGNING_SECRET: v.text('a random secret for upload links'),
    MEDIA_IMPORT_ALLOW_ADDRESSES: v.text(
      'tests only: addresses or CIDR ranges, comma-separated, outside pictures may be fetched from although not public',
    ),
    ...S3_BUCKET_ENV,
  }),
  rules: { requiredInProduction: ['MEDIA_SIGNING_SECRET'] },
};
