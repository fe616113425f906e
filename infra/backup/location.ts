import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isS3NotFound, s3BucketFromEnv, s3Client, type S3BucketOptions } from '@yayasan/service-kit';
import { DATA_DIR } from '../dev/paths';
import { backupTime, MANIFEST_FILE } from './manifest';
import { measuring, type Measured } from './measure';
import { bodyStream } from './stores';

/** One backup being written; nothing of it counts as a backup until `commit`. */
export interface BackupWriter {
  write(file: string, body: Readable): Promise<Measured>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** Where backups are kept: each one a folder (or key prefix) named by its UTC time. */
export interface BackupLocation {
  readonly description: string;
  /** Complete backups (those with a manifest), oldest first. */
  list(): Promise<string[]>;
  create(name: string): Promise<BackupWriter>;
  read(name: string, file: string): Promise<Readable>;
  remove(name: string): Promise<void>;
}

/** A folder: a backup is written into `.<name>.partial` and renamed to `<name>` once complete. */
export class FolderLocation implements BackupLocation {
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  get description() {
    return this.root;
  }

  async list() {
    const names = existsSync(this.root) ? await readdir(this.root) : [];
    return names.filter((n) => backupTime(n) && existsSync(join(this.root, n, MANIFEST_FILE))).sort();
  }

  async create(name: string): Promise<BackupWriter> {
    const final = join(this.root, name);
    if (existsSync(final)) throw new Error(`a backup named ${name} exists already in ${this.root}`);
    const partial = join(this.root, `.${name}.partial`);
    await mkdir(partial, { recursive: true });
    return {
      async write(file, body) {
        const measure = measuring();
        await pipeline(body, measure, createWriteStream(join(partial, file)));
        return measure.result();
      },
      commit: () => rename(partial, final),
      abort: () => rm(partial, { recursive: true, force: true }),
    };
  }

  async read(name: string, file: string) {
    const stream = createReadStream(join(this.root, name, file));
    // Opening errors (a missing file) surface here rather than mid-pipeline.
    await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
    return stream;
  }

  remove(name: string) {
    return rm(join(this.root, name), { recursive: true, force: true });
  }
}

/** The site's bucket under `<MEDIA_S3_PREFIX>backups/<name>/`; the manifest is written last and marks it complete. */
export class BucketLocation implements BackupLocation {
  private readonly client: S3Client;
  private readonly prefix: string;
  constructor(private readonly bucket: S3BucketOptions) {
    this.client = s3Client(bucket);
    this.prefix = `${bucket.prefix ?? ''}backups/`;
  }

  get description() {
    return `s3://${this.bucket.bucket}/${this.prefix}`;
  }

  private async keys(prefix: string, delimiter?: string) {
    const keys: string[] = [];
    const folders: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket.bucket, Prefix: prefix, Delimiter: delimiter },
    );
    for await (const page of pages) {
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      folders.push(...(page.CommonPrefixes ?? []).map((p) => p.Prefix!));
    }
    return { keys, folders };
  }

  private async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isS3NotFound(err)) return false;
      throw err;
    }
  }

  async list() {
    const { folders } = await this.keys(this.prefix, '/');
    const names = folders.map((f) => f.slice(this.prefix.length, -1)).filter((n) => backupTime(n));
    const complete: string[] = [];
    for (const n of names) if (await this.exists(`${this.prefix}${n}/${MANIFEST_FILE}`)) complete.push(n);
    return complete.sort();
  }

  async create(name: string): Promise<BackupWriter> {
    if ((await this.keys(`${this.prefix}${name}/`)).keys.length)
      throw new Error(`a backup named ${name} exists already in ${this.description}`);
    return {
      write: async (file, body) => {
        const measure = measuring();
        // Multipart upload of the stream: parts of 8 MiB, never the whole file in memory.
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.bucket.bucket, Key: `${this.prefix}${name}/${file}`, Body: body.pipe(measure) },
          partSize: 8 * 1024 * 1024,
          queueSize: 2,
        });
        await upload.done();
        return measure.result();
      },
      commit: async () => undefined,
      abort: () => this.remove(name),
    };
  }

  async read(name: string, file: string) {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket.bucket, Key: `${this.prefix}${name}/${file}` }),
    );
    return bodyStream(res.Body);
  }

  async remove(name: string) {
    const { keys } = await this.keys(`${this.prefix}${name}/`);
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) },
        }),
      );
    }
  }
}

/** BACKUP_DIR when set, else the site's bucket when MEDIA_S3_BUCKET is set, else `.data/backups`. */
export function backupLocationFromEnv(env: NodeJS.ProcessEnv = process.env): BackupLocation {
  if (env.BACKUP_DIR) return new FolderLocation(env.BACKUP_DIR);
  const bucket = s3BucketFromEnv(env);
  return bucket ? new BucketLocation(bucket) : new FolderLocation(join(DATA_DIR, 'backups'));
}
