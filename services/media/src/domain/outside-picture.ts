import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HttpError } from '@yayasan/service-kit';
import { LIMITS, MESSAGES, parseHttpUrl } from '@yayasan/validation';

/**
 * Fetching a picture from an address an administrator or an API client gave, without letting that
 * address reach inside the site's network (server-side request forgery): http and https only; every
 * host name resolved and every address it resolves to checked to be a public unicast one (no loopback,
 * private, link-local — the cloud metadata address among them —, carrier-grade NAT, multicast, reserved,
 * IPv6 unique-local or link-local, nor IPv4 in IPv6 forms of those); the connection made to that checked
 * address itself (so a second DNS answer cannot swap it); each redirect checked the same way; the
 * number of redirects, the size and the time bounded.
 */

export interface OutsidePictureOptions {
  /**
   * Addresses or ranges (CIDR) allowed although they are not public: the tests' own server on
   * 127.0.0.1. Empty by default (MEDIA_IMPORT_ALLOW_ADDRESSES); never set in production.
   */
  allowAddresses?: readonly string[];
  /** Name resolution (every address of a name); tests give their own. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPicture {
  body: Buffer;
  /** The URL the picture finally came from (after redirects). */
  url: string;
}

export const IMPORT_MAX_REDIRECTS = 3;
export const IMPORT_TIMEOUT_MS = 10_000;

const refused = () => new HttpError(400, MESSAGES.importRefused);
const unreachable = () => new HttpError(400, MESSAGES.importFailed);

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** Parsed CIDR ranges from the allow list (a bare address is a range of one). */
function allowList(entries: readonly string[]): [ipaddr.IPv4 | ipaddr.IPv6, number][] {
  return entries.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** True when the address may be fetched from: public unicast, or on the configured allow list. */
export function isFetchableAddress(address: string, allowed: readonly string[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (allowList(allowed).some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) {
    return true;
  }
  return parsed.range() === 'unicast';
}

/** The one address to connect to for a host: every address it resolves to must be fetchable. */
async function checkedAddress(
  hostname: string,
  options: Required<Pick<OutsidePictureOptions, 'allowAddresses' | 'resolve'>>,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(literal)) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      // Name resolution counts in the time limit too.
      addresses = await Promise.race([options.resolve(hostname), aborted(signal)]);
    } catch {
      throw unreachable();
    }
  }
  if (addresses.length === 0) throw unreachable();
  if (!addresses.every((a) => isFetchableAddress(a.address, options.allowAddresses))) throw refused();
  return addresses[0];
}

/** Rejects when the signal aborts (at once if it already has). */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** A `lookup` that answers the already checked address whatever name it is asked for. */
const pinnedLookup =
  (pinned: { address: string; family: number }): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };

function get(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      lookup: pinnedLookup(pinned),
      signal,
      // No pooling: each connection goes to the address checked for it.
      agent: false,
      headers: { accept: 'image/png, image/jpeg, image/webp, image/gif;q=0.8', 'user-agent': 'yayasan-media/1.0' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, refused with the upload size message as soon as it grows past `maxBytes`. */
async function readBounded(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers['content-length']) > maxBytes) {
    res.destroy();
    throw new HttpError(400, MESSAGES.uploadSize);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) {
      res.destroy();
      throw new HttpError(400, MESSAGES.uploadSize);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Fetches a picture from an outside URL under the rules above; every refusal is a 400 with its message. */
export async function fetchOutsidePicture(raw: string, options: OutsidePictureOptions = {}): Promise<FetchedPicture> {
  const settings = {
    allowAddresses: options.allowAddresses ?? [],
    resolve: options.resolve ?? systemResolve,
  };
  const maxRedirects = options.maxRedirects ?? IMPORT_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? LIMITS.uploadMaxBytes;
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMPORT_TIMEOUT_MS);

  let url = parseHttpUrl(raw);
  if (!url) throw new HttpError(400, MESSAGES.importUrlInvalid);
  for (let redirects = 0; ; redirects++) {
    if (url.username || url.password) throw refused();
    const pinned = await checkedAddress(url.hostname, settings, signal);
    let res: IncomingMessage;
    try {
      res = await get(url, pinned, signal);
    } catch {
      throw unreachable();
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (redirects >= maxRedirects) throw unreachable();
      // Each hop is checked again: scheme here, addresses at the top of the loop.
      const next = parseHttpUrl(new URL(res.headers.location, url).href);
      if (!next) throw refused();
      url = next;
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw unreachable();
    }
    try {
      return { body: await readBounded(res, maxBytes), url: url.href };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw unreachable();
    }
  }
}
