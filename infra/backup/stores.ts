import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { errorCodeOf, s3BucketFromEnv, s3Client, type S3BucketOptions } from '@yayasan/service-kit';
import { DATA_DIR } from '../dev/paths';
import type { StoreName } from './manifest';

/** One file of a store: its path inside the store, its size, and how to read it. */
export interface StoredFile {
  path: string;
  size: number;
  open(): Promise<Readable>;
}

/** A store whose files are backed up: the uploads or the published remote releases. */
export interface FileSource {
  readonly description: string;
  files(): AsyncIterable<StoredFile>;
}

/** A folder on local disk (the files written aside before a rename, `.*.tmp`, are left out). */
export function folderSource(root: string): FileSource {
  async function* walk(dir: string): AsyncIterable<StoredFile> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (errorCodeOf(err) === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, e.name);
      if (e.isDirectory()) yield* walk(full);
      else if (e.isFile() && !/^\..*\.tmp$/.test(e.name)) {
        const { size } = await stat(full);
        yield { path: relative(root, full).split(sep).join('/'), size, open: async () => createReadStream(full) };
      }
    }
  }
  return { description: root, files: () => walk(root) };
}

/** The keys under `prefix` in the bucket, but those under any of `exclude` (other stores sharing it). */
export function bucketSource(bucket: S3BucketOptions, prefix: string, exclude: string[] = []): FileSource {
  const client = s3Client(bucket);
  return {
    description: `s3://${bucket.bucket}/${prefix}`,
    async *files() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket.bucket, Prefix: prefix })) {
        for (const o of page.Contents ?? []) {
          const key = o.Key!;
          if (key.endsWith('/') || exclude.some((x) => key.startsWith(x))) continue;
          yield {
            path: key.slice(prefix.length),
            size: Number(o.Size ?? 0),
            open: async () =>
              bodyStream((await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))).Body),
          };
        }
      }
    },
  };
}

/**
 * Where the site keeps each store, read as the media service and the gateway read it: the bucket when
 * MEDIA_S3_BUCKET is set (uploads at the prefix, releases under `releases/`, backups under `backups/`),
 * else MEDIA_DIR and RELEASES_DIR (by default under `.data/`).
 */
export function storeSource(store: StoreName, env: NodeJS.ProcessEnv = process.env): FileSource {
  const bucket = s3BucketFromEnv(env);
  const prefix = bucket?.prefix ?? '';
  if (store === 'media')
    return bucket
      ? bucketSource(bucket, prefix, [`${prefix}releases/`, `${prefix}backups/`])
      : folderSource(env.MEDIA_DIR || join(DATA_DIR, 'media'));
  return bucket
    ? bucketSource(bucket, `${prefix}releases/`)
    : folderSource(env.RELEASES_DIR || join(DATA_DIR, 'releases'));
}

/** An object's body as the S3 client answers it: in Node, a stream. */
export function bodyStream(body: unknown): Readable {
  if (!(body instanceof Readable)) throw new Error('the object store answered no stream');
  return body;
}
