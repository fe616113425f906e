import {
  adminSecondFactorMode,
  env as v,
  MAIL_ENV,
  mailerFromEnv,
  pemFromEnv,
  SERVICE_CALL_ENV,
  SERVICE_PORTS,
  serviceCallKeyFromEnv,
  TokenSigner,
  Type,
  UNSUBSCRIBE_ENV,
  unsubscribeSecretFromEnv,
  type AdminSecondFactorMode,
  type AuthUser,
  type Mailer,
} from '@yayasan/service-kit';
import { developmentSecondFactorKey, parseSecondFactorKey, SecretBox } from './domain/secret-box';

/** Signs access tokens; the account service holds the private key. */
export interface Signer {
  sign(user: AuthUser): Promise<string>;
}

export interface RateLimitSettings {
  /** Sign-in, sign-up, Google sign-in and reset calls per client address per window. */
  authMax: number;
  authWindowMs: number;
  /** Failed sign-ins per e-mail and address per window. */
  failedSignInMax: number;
  failedSignInWindowMs: number;
}

export interface AccountOptions {
  signer?: Signer;
  mailer?: Mailer;
  rateLimits?: Partial<RateLimitSettings>;
  /** Site origin for links in mails and the own-media check (PUBLIC_URL). */
  publicUrl?: string;
  /** Where access tokens from the Google popup are checked (GOOGLE_USERINFO_URL). */
  googleUserinfoUrl?: string;
  /** Dev/test popup (the OAuth stub's /authorize, GOOGLE_OAUTH_POPUP_URL). */
  googlePopupUrl?: string;
  /** Google Identity Services client id for production (GOOGLE_CLIENT_ID). */
  googleClientId?: string;
  resetTokenTtlMs?: number;
  /** Secret of the unsubscribe links in news mails (UNSUBSCRIBE_SIGNING_SECRET, shared with donation). */
  unsubscribeSecret?: string;
  dataRights?: Partial<DataRightsSettings>;
  /** ADMIN_SECOND_FACTOR: whether every administrator must have a second factor. */
  adminSecondFactor?: AdminSecondFactorMode;
  /** SECOND_FACTOR_KEY (32 bytes): encrypts TOTP secrets and signs sign-in challenges. */
  secondFactorKey?: Buffer;
}

/** Exports and erasures (src/domain/data-exports.ts, src/domain/erasures.ts). */
export interface DataRightsSettings {
  /** Where prepared exports wait for their download (DATA_EXPORT_DIR). */
  exportDir: string;
  /** Time between the background passes that prepare exports and run due erasures (DATA_RIGHTS_INTERVAL_MS, 0 = off). */
  intervalMs: number;
  /** The services whose rows an export gathers and an erasure changes, and the key they are called with. */
  blogUrl: string;
  donationUrl: string;
  serviceCallKey: string;
  /** A failed export or erasure is tried again after this long (doubling), at most `maxAttempts` times. */
  retryDelayMs: number;
  maxAttempts: number;
}

export interface AccountConfig {
  signer: Signer;
  mailer: Mailer;
  rateLimits: RateLimitSettings;
  publicUrl: string;
  googleUserinfoUrl: string;
  googlePopupUrl: string | null;
  googleClientId: string | null;
  resetTokenTtlMs: number;
  unsubscribeSecret: string;
  dataRights: DataRightsSettings;
  secondFactor: { mode: AdminSecondFactorMode; box: SecretBox };
}

const GOOGLE_USERINFO = 'https://openidconnect.googleapis.com/v1/userinfo';

function envNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** bcrypt cost: 10 in production; tests may lower it through BCRYPT_COST to stay fast. */
export const BCRYPT_COST = Number(process.env.BCRYPT_COST ?? 10);

/** The database of the admin-rights command (the service itself gets it from service-kit's start). */
export const adminDatabaseUrl = (env: NodeJS.ProcessEnv = process.env) => env.DATABASE_URL;

export function resolveAccountConfig(options: AccountOptions, env: NodeJS.ProcessEnv = process.env): AccountConfig {
  let signer = options.signer;
  if (!signer) {
    const pem = pemFromEnv('JWT_PRIVATE_KEY');
    if (!pem) throw new Error('JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE is not set');
    signer = new TokenSigner(pem);
  }
  const publicUrl = (options.publicUrl ?? env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  return {
    signer,
    mailer: options.mailer ?? mailerFromEnv(env),
    rateLimits: {
      authMax: envNumber(env.AUTH_RATE_LIMIT_MAX, 60),
      authWindowMs: 60_000,
      failedSignInMax: envNumber(env.FAILED_SIGNIN_MAX, 10),
      failedSignInWindowMs: 15 * 60_000,
      ...options.rateLimits,
    },
    publicUrl,
    googleUserinfoUrl: options.googleUserinfoUrl ?? env.GOOGLE_USERINFO_URL ?? GOOGLE_USERINFO,
    googlePopupUrl: options.googlePopupUrl ?? env.GOOGLE_OAUTH_POPUP_URL ?? null,
    googleClientId: options.googleClientId ?? env.GOOGLE_CLIENT_ID ?? null,
    resetTokenTtlMs: options.resetTokenTtlMs ?? 60 * 60_000,
    unsubscribeSecret: options.unsubscribeSecret ?? unsubscribeSecretFromEnv(env),
    dataRights: {
      exportDir: env.DATA_EXPORT_DIR ?? '.data/exports',
      intervalMs: env.DATA_RIGHTS_INTERVAL_MS === undefined ? 30_000 : Number(env.DATA_RIGHTS_INTERVAL_MS),
      blogUrl: serviceUrl(env.BLOG_SERVICE_URL, SERVICE_PORTS.blog),
      donationUrl: serviceUrl(env.DONATION_SERVICE_URL, SERVICE_PORTS.donation),
      serviceCallKey: serviceCallKeyFromEnv(env),
      retryDelayMs: 60_000,
      maxAttempts: 8,
      ...options.dataRights,
    },
    secondFactor: {
      mode: options.adminSecondFactor ?? adminSecondFactorMode(env),
      box: new SecretBox(options.secondFactorKey ?? secondFactorKeyFromEnv(env)),
    },
  };
}

/** SECOND_FACTOR_KEY; development and tests fall back to a fixed key (production requires the variable). */
function secondFactorKeyFromEnv(env: NodeJS.ProcessEnv): Buffer {
  if (env.SECOND_FACTOR_KEY) return parseSecondFactorKey(env.SECOND_FACTOR_KEY);
  if (env.NODE_ENV === 'production') throw new Error('SECOND_FACTOR_KEY is not set');
  return developmentSecondFactorKey();
}

const serviceUrl = (configured: string | undefined, port: number) =>
  (configured ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');

/** The account service's own variables, checked at start with the common ones. */
export const accountEnv = {
  schema: Type.Object({
    JWT_PRIVATE_KEY: v.text('a PEM private key'),
    JWT_PRIVATE_KEY_FILE: v.file(),
    ...MAIL_ENV,
    ...UNSUBSCRIBE_ENV,
    GOOGLE_CLIENT_ID: v.text('a Google OAuth client id'),
    GOOGLE_USERINFO_URL: v.url('http', 'https'),
    GOOGLE_OAUTH_POPUP_URL: v.url('http', 'https'),
    AUTH_RATE_LIMIT_MAX: v.positiveInteger(),
    FAILED_SIGNIN_MAX: v.positiveInteger(),
    BCRYPT_COST: v.oneOf(...Array.from({ length: 12 }, (_, i) => String(i + 4))),
    ...SERVICE_CALL_ENV,
    BLOG_SERVICE_URL: v.url('http', 'https'),
    DONATION_SERVICE_URL: v.url('http', 'https'),
    DATA_EXPORT_DIR: v.text('a folder for prepared data exports'),
    DATA_RIGHTS_INTERVAL_MS: v.milliseconds(),
    ADMIN_SECOND_FACTOR: v.oneOf('required', 'optional'),
    SECOND_FACTOR_KEY: v.text('64 hex digits or base64 of 32 random bytes'),
  }),
  rules: {
    requiredInProduction: ['SMTP_URL', 'UNSUBSCRIBE_SIGNING_SECRET', 'SERVICE_CALL_KEY', 'SECOND_FACTOR_KEY'],
    oneOf: [['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE']],
  },
};
