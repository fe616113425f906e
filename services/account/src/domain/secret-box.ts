import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Keeps second-factor secrets encrypted at rest (AES-256-GCM) and signs the short-lived challenges of
 * the two-step sign-in (HMAC-SHA-256), each with its own key derived from SECOND_FACTOR_KEY.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly signingKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length < 32) throw new Error('SECOND_FACTOR_KEY must hold at least 32 bytes');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'totp-secret-encryption', 32));
    this.signingKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'second-factor-challenge', 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A signed, expiring statement: `<payload>.<mac>`. */
  sign(payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The payload of a statement this box signed, or null when it was altered. */
  verify<T>(token: string): T | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.signingKey).update(body).digest('base64url');
  }
}

/** The key development and tests use when SECOND_FACTOR_KEY is not set (production requires it). */
export const developmentSecondFactorKey = () =>
  createHash('sha256').update('yayasan development second factor').digest();

/** SECOND_FACTOR_KEY as 64 hex digits or base64 of at least 32 bytes. */
export function parseSecondFactorKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length < 32) throw new Error('SECOND_FACTOR_KEY must be 64 hex digits or base64 of 32 bytes');
  return key;
}
