import { timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Midtrans API auth: `Authorization: Basic base64(serverKey + ':')`. */
export function isAuthorized(header: string | undefined, serverKey: string): boolean {
  if (!header) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return sameText(decoded.slice(0, colon), serverKey);
}

export function basicAuthHeader(serverKey: string): string {
  return 'Basic ' + Buffer.from(serverKey + ':', 'utf8').toString('base64');
}
