import { hmacSignature, sameSignature } from '@yayasan/service-kit';

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
    return hmacSignature(this.secret, `${g.name}\n${g.type}\n${g.size}\n${g.expires}`);
  }

  /** True when the signature matches the grant (expiry is checked by the caller). */
  verify(g: UploadGrant, signature: string): boolean {
    return sameSignature(signature, this.sign(g));
  }
}
