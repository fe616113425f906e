import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { env as v } from './env';

/**
 * The site's one S3-compatible bucket (MEDIA_S3_*): the media service keeps uploads in it, the gateway
 * and the release command keep remote releases in it.
 */
export interface S3BucketOptions {
  /** e.g. https://s3.ap-southeast-3.amazonaws.com, or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. 'media/'. */
  prefix?: string;
}

/** The bucket's variables, declared by every process that reads them. */
export const S3_BUCKET_ENV = {
  MEDIA_S3_BUCKET: v.text('a bucket name'),
  MEDIA_S3_ENDPOINT: v.url('http', 'https'),
  MEDIA_S3_REGION: v.text('a region name'),
  MEDIA_S3_ACCESS_KEY_ID: v.text('an access key id'),
  MEDIA_S3_SECRET_ACCESS_KEY: v.text('a secret access key'),
  MEDIA_S3_PREFIX: v.text('a key prefix'),
};

/** The bucket when MEDIA_S3_BUCKET is set (and then every setting it needs), otherwise null. */
export function s3BucketFromEnv(env: NodeJS.ProcessEnv = process.env): S3BucketOptions | null {
  if (!env.MEDIA_S3_BUCKET) return null;
  const missing = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`MEDIA_S3_BUCKET is set but ${missing.join(', ')} not`);
  return {
    endpoint: env.MEDIA_S3_ENDPOINT!,
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION ?? 'us-east-1',
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!,
    prefix: env.MEDIA_S3_PREFIX,
  };
}

/** A client for the bucket. */
export function s3Client(options: S3BucketOptions): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Path-style works with every S3-compatible server; virtual-host style needs DNS per bucket.
    forcePathStyle: true,
    requestHandler: { requestTimeout: 15_000 },
  });
}

export const isS3NotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');
