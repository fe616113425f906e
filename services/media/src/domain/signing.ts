import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL binds: the generated name, the declared type and size, and its expiry. */
export interface UploadGrant {
  name: string;
  type: string;
  size: number;
  expires: number;
}

export class UploadSigner {
  constructor(private readonly secret: string) {}

  sign(g: UploadGrant): string {
    return createHmac('sha256', this.secret)
      .update(`${g.name}\n${g.type}\n${g.size}\n${g.expires}`)
      .digest('base64url');
  }

  /** True when the signature matches the grant (expiry is checked by the caller). */
  verify(g: UploadGrant, signature: string): boolean {
    const expected = Buffer.from(this.sign(g));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
