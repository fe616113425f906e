import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { errorCodeOf, isS3NotFound, s3BucketFromEnv, s3Client, type S3BucketOptions } from '@yayasan/service-kit';
import { contentTypeOf } from './names';

/**
 * Where published remote files live, by key `<remote>/<version>/<file>` (see names.ts). A key is
 * written once: `putNew` refuses a key that exists, so a published release never changes.
 */
export interface ReleaseStore {
  putNew(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Where it is, for messages. */
  readonly description: string;
}

export class AlreadyPublishedError extends Error {
  constructor(key: string) {
    super(`${key} is already published; published files are never overwritten`);
  }
}

/** A folder on local disk (`.data/releases` by default). */
export class LocalReleaseStore implements ReleaseStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  get description() {
    return this.root;
  }

  private pathOf(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`invalid release key: ${key}`);
    return full;
  }

  async putNew(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then linked into place: a reader never sees half a file, and linking onto an
    // existing name fails instead of replacing it.
    const tmp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(tmp, body);
    try {
      await link(tmp, path);
    } catch (err) {
      if (errorCodeOf(err) === 'EEXIST') throw new AlreadyPublishedError(key);
      throw err;
    } finally {
      await unlink(tmp);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}

const isPreconditionFailed = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 412 || err.name === 'PreconditionFailed');

/** An S3-compatible bucket (the media service's), so every gateway replica serves the same files. */
export class S3ReleaseStore implements ReleaseStore {
  private readonly client: S3Client;
  constructor(private readonly options: S3BucketOptions) {
    this.client = s3Client(options);
  }

  get description() {
    return `s3://${this.options.bucket}/${this.prefixed('')}`;
  }

  private prefixed(key: string) {
    return `${this.options.prefix ?? ''}releases/${key}`;
  }

  async putNew(key: string, body: Buffer): Promise<void> {
    if (await this.exists(key)) throw new AlreadyPublishedError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.prefixed(key),
          Body: body,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
          // Conditional write: a key that appeared since the check above is still not replaced.
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      if (isPreconditionFailed(err)) throw new AlreadyPublishedError(key);
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.prefixed(key) }),
      );
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (err) {
      if (isS3NotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.prefixed(key) }));
      return true;
    } catch (err) {
      if (isS3NotFound(err)) return false;
      throw err;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

/**
 * The media service's bucket when MEDIA_S3_BUCKET is set (same MEDIA_S3_* settings, keys under
 * `<MEDIA_S3_PREFIX>releases/`); otherwise RELEASES_DIR, by default `<data folder>/releases`.
 */
export function releaseStoreFromEnv(defaultDir: string, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const bucket = s3BucketFromEnv(env);
  if (bucket) return new S3ReleaseStore(bucket);
  return new LocalReleaseStore(env.RELEASES_DIR || defaultDir);
}
