import { randomBytes } from 'node:crypto';
import { env as v } from './env';
import { hmacSignature, sameSignature } from './signed-links';

/**
 * Signed one-click unsubscribe links: the donation service signs them into every non-receipt mail and
 * the account service (which owns the preferences) honours them, signed out. HMAC-SHA256 with the
 * secret both share (UNSUBSCRIBE_SIGNING_SECRET) over the user id, the mailing list and the expiry.
 */

/** The mailing lists a user can leave; receipts are not one (they are always sent). */
export const MAIL_LISTS = ['campaign-news'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

export interface UnsubscribeClaims {
  userId: number;
  list: MailList;
  /** Seconds since the epoch after which the link is refused. */
  expires: number;
}

/** Links stay valid long enough for a mail read months later. */
export const UNSUBSCRIBE_TTL_SECONDS = 180 * 24 * 3600;

export function signUnsubscribeToken(
  secret: string,
  userId: number,
  list: MailList,
  now = Date.now(),
  ttlSeconds = UNSUBSCRIBE_TTL_SECONDS,
): string {
  const payload = `${userId}.${list}.${Math.floor(now / 1000) + ttlSeconds}`;
  return `${payload}.${hmacSignature(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything forged, altered, malformed or expired. */
export function verifyUnsubscribeToken(secret: string, token: unknown, now = Date.now()): UnsubscribeClaims | null {
  if (typeof token !== 'string') return null;
  const match = /^([1-9][0-9]{0,15})\.([a-z-]{1,40})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, list, expires, signature] = match;
  if (!sameSignature(signature, hmacSignature(secret, `${id}.${list}.${expires}`))) return null;
  const mailList = MAIL_LISTS.find((known) => known === list);
  if (!mailList) return null;
  if (Number(expires) < Math.floor(now / 1000)) return null;
  return { userId: Number(id), list: mailList, expires: Number(expires) };
}

/** The public address of the unsubscribe page and one-click endpoint (served by the account service). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 2369 / RFC 8058 headers: mail clients offer a one-click unsubscribe that POSTs to the link. */
export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The declared variable, in every service that signs or checks these links. */
export const UNSUBSCRIBE_ENV = {
  UNSUBSCRIBE_SIGNING_SECRET: v.text('a random secret for unsubscribe links, the same in account and donation'),
};

/**
 * The secret: UNSUBSCRIBE_SIGNING_SECRET (required in production). Outside production a fixed
 * development secret lets services started on their own still agree with each other.
 */
export function unsubscribeSecretFromEnv(source: NodeJS.ProcessEnv = process.env): string {
  const secret = source.UNSUBSCRIBE_SIGNING_SECRET;
  if (secret) return secret;
  if (source.NODE_ENV === 'production') throw new Error('UNSUBSCRIBE_SIGNING_SECRET is not set');
  return DEVELOPMENT_UNSUBSCRIBE_SECRET;
}

const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'development-unsubscribe-secret';

/** A fresh random secret (tests, the local stack). */
export const newUnsubscribeSecret = () => randomBytes(32).toString('hex');
