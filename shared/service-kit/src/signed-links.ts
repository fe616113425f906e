import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links (receipt PDFs, data exports, unsubscribe links, media uploads): HMAC-SHA256 of what the
 * link grants under a secret only the services know, compared in constant time.
 */
export type SignatureEncoding = 'hex' | 'base64url';

export const hmacSignature = (secret: string, payload: string, encoding: SignatureEncoding = 'base64url'): string =>
  createHmac('sha256', secret).update(payload).digest(encoding);

/** Whether `given` is exactly the `wanted` signature, without telling by its timing how much of it matched. */
export function sameSignature(given: unknown, wanted: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Links that expire: the signature covers `<subject>.<expires>` (seconds since the epoch). */
export class ExpiringLinkSigner {
  constructor(
    private readonly secret: string,
    private readonly encoding: SignatureEncoding = 'base64url',
  ) {}

  sign(subject: string, expires: number): { expires: number; signature: string } {
    return { expires, signature: hmacSignature(this.secret, `${subject}.${expires}`, this.encoding) };
  }

  /** True for a genuine signature of `subject` whose expiry has not passed. */
  verify(subject: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    const exp = Number(expires);
    if (!Number.isInteger(exp) || exp < Math.floor(now / 1000)) return false;
    return sameSignature(signature, hmacSignature(this.secret, `${subject}.${exp}`, this.encoding));
  }
}
