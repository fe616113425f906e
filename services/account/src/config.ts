import {
  env as v,
  MAIL_ENV,
  mailerFromEnv,
  pemFromEnv,
  TokenSigner,
  Type,
  UNSUBSCRIBE_ENV,
  unsubscribeSecretFromEnv,
  type Mailer,
} from '@yayasan/service-kit';
import type { Signer } from './domain/session';

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
  };
}

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
  }),
  rules: {
    requiredInProduction: ['SMTP_URL', 'UNSUBSCRIBE_SIGNING_SECRET'],
    oneOf: [['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE']],
  },
};
