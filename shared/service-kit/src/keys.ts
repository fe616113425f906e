import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SignJWT, importPKCS8, importSPKI, jwtVerify, type CryptoKey, type KeyObject } from 'jose';

/** Tokens are signed by the account service with Ed25519; every other service holds only the public key. */
export const JWT_ALG = 'EdDSA';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'yayasan-account';

export interface TokenClaims {
  sub: string;
  username: string;
  admin: boolean;
  /** The user's token version when it was signed; tokens from before versions existed count as 0. */
  ver?: number;
  /** When the second factor was last checked (epoch seconds): the step-up rule reads it. */
  mfa?: number;
  /** The session the token belongs to (the account service's `sessions` row). */
  sid?: string;
}

export interface AuthUser {
  id: number;
  username: string;
  isAdmin: boolean;
  tokenVersion?: number;
  /** Epoch seconds of the last second-factor check this token carries, if any. */
  secondFactorAt?: number;
  /** The session id, for tokens signed since sessions are listed. */
  sessionId?: string;
}

export function generateKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Writes a key pair to the given files unless both already exist. */
export function ensureKeyFiles(privatePath: string, publicPath: string): void {
  if (existsSync(privatePath) && existsSync(publicPath)) return;
  const pair = generateKeyPair();
  mkdirSync(dirname(privatePath), { recursive: true });
  writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
  writeFileSync(publicPath, pair.publicKey);
}

/** PEM from `NAME` or the file named by `NAME_FILE`. */
export function pemFromEnv(name: string): string | undefined {
  if (process.env[name]) return process.env[name]!.replace(/\\n/g, '\n');
  const file = process.env[`${name}_FILE`];
  return file ? readFileSync(file, 'utf8') : undefined;
}

type Key = CryptoKey | KeyObject;

export class TokenVerifier {
  private key?: Promise<Key>;
  constructor(private readonly publicKeyPem: string) {}

  async verify(token: string): Promise<AuthUser> {
    this.key ??= importSPKI(this.publicKeyPem, JWT_ALG);
    const { payload: claims } = await jwtVerify<TokenClaims>(token, await this.key, {
      issuer: ISSUER,
      algorithms: [JWT_ALG],
    });
    return {
      id: Number(claims.sub),
      username: String(claims.username),
      isAdmin: claims.admin === true,
      tokenVersion: Number(claims.ver ?? 0),
      ...(typeof claims.mfa === 'number' ? { secondFactorAt: claims.mfa } : {}),
      ...(typeof claims.sid === 'string' ? { sessionId: claims.sid } : {}),
    };
  }
}

export class TokenSigner {
  private key?: Promise<Key>;
  constructor(
    private readonly privateKeyPem: string,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {}

  async sign(user: AuthUser): Promise<string> {
    this.key ??= importPKCS8(this.privateKeyPem, JWT_ALG);
    const claims: Omit<TokenClaims, 'sub'> = {
      username: user.username,
      admin: user.isAdmin,
      ver: user.tokenVersion ?? 0,
    };
    if (user.secondFactorAt !== undefined) claims.mfa = user.secondFactorAt;
    if (user.sessionId !== undefined) claims.sid = user.sessionId;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: JWT_ALG })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(await this.key);
  }
}
