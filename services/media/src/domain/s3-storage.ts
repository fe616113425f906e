import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isS3NotFound, s3Client, type S3BucketOptions } from '@yayasan/service-kit';
import { contentTypeOf, NAME_PATTERN, type Storage, type StoredFile } from './storage';

/** An S3-compatible bucket, so several media instances share one store. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  constructor(private readonly options: S3BucketOptions) {
    this.client = s3Client(options);
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
      if (isS3NotFound(err)) return null;
      throw err;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!NAME_PATTERN.test(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
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
