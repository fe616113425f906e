import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, NAME_PATTERN, type Storage, type StoredFile } from './storage';

export interface S3Options {
  /** e.g. https://s3.ap-southeast-3.amazonaws.com, or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. 'media/'. */
  prefix?: string;
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

/** An S3-compatible bucket, so several media instances share one store. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Path-style works with every S3-compatible server; virtual-host style needs DNS per bucket.
      forcePathStyle: true,
      requestHandler: { requestTimeout: 15_000 },
    });
  }

  private key(name: string): string {
    if (!NAME_PATTERN.test(name)) throw new Error(`invalid storage name: ${name}`);
    return `${this.options.prefix ?? ''}${name}`;
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(name), Body: body, ContentType: contentType }),
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!NAME_PATTERN.test(name)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      return {
        body: Buffer.from(await res.Body!.transformToByteArray()),
        contentType: res.ContentType ?? contentTypeOf(name),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!NAME_PATTERN.test(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
