import { contentTypeOf, NAME_PATTERN, type Storage, type StoredFile } from './storage';
import { payloadHash, signRequest, type SigV4Credentials } from './sigv4';

export interface S3Options extends SigV4Credentials {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket, e.g. 'media/'. */
  prefix?: string;
}

/** An S3-compatible bucket (path-style requests, SigV4), for running several media instances. */
export class S3Storage implements Storage {
  private readonly base: URL;
  constructor(private readonly options: S3Options) {
    this.base = new URL(options.endpoint);
  }

  private async send(
    method: 'GET' | 'PUT' | 'HEAD',
    name: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    if (!NAME_PATTERN.test(name)) throw new Error(`invalid storage name: ${name}`);
    const path = `${this.base.pathname.replace(/\/+$/, '')}/${this.options.bucket}/${this.options.prefix ?? ''}${name}`;
    const headers: Record<string, string> = { host: this.base.host };
    if (contentType) headers['content-type'] = contentType;
    const signed = signRequest(this.options, { method, path, headers, payloadHash: payloadHash(body) });
    const { host: _host, ...sendHeaders } = signed;
    const url = new URL(this.base.origin);
    url.pathname = path;
    return fetch(url, {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', name, body, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${name} answered ${res.status}`);
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!NAME_PATTERN.test(name)) return null;
    const res = await this.send('GET', name);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${name} answered ${res.status}`);
    return {
      body: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? contentTypeOf(name),
    };
  }

  async exists(name: string): Promise<boolean> {
    if (!NAME_PATTERN.test(name)) return false;
    const res = await this.send('HEAD', name);
    if (res.status === 404) return false;
    if (!res.ok) throw new Error(`S3 HEAD ${name} answered ${res.status}`);
    return true;
  }
}
