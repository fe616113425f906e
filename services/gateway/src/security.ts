import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { EMBED_FRAME_ORIGINS } from '@yayasan/blocks';
import { SITE } from '@yayasan/site-config';

export interface SecurityOptions {
  /** The site's public origin (PUBLIC_URL): HSTS is sent only when it is https. */
  publicUrl?: string;
  /** Remote manifests on another origin (a CDN): their scripts, styles and manifests are allowed too. */
  remoteUrls?: Partial<Record<string, string>>;
  /** Midtrans addresses (MIDTRANS_BASE_URL, MIDTRANS_PUBLIC_URL): the QRIS/GoPay QR image and card tokens come from there. */
  midtransUrls?: (string | undefined)[];
}

const MIDTRANS_ORIGINS = ['https://api.midtrans.com', 'https://api.sandbox.midtrans.com'];
/** Google Identity Services (production sign-in): its script, its iframe and its popup's calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/**
 * Browser features no page of the site uses, switched off for the pages and every frame in them. Left on
 * (browser defaults): what the embed players and the gallery's video facade ask for in their `allow`
 * (autoplay, encrypted-media, picture-in-picture, fullscreen, accelerometer), clipboard-write (copying a
 * link or a virtual account number), web-share (the share button) and publickey-credentials-get and
 * -create (signing in with a passkey, adding one).
 */
export const DISABLED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'browsing-topics',
] as const;
export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Security headers on every answer of the gateway (pages, assets, API): a Content-Security-Policy
 * the whole site runs under, a Permissions-Policy switching off the features it does not use, no framing
 * anywhere, nosniff, a strict referrer policy, HSTS on https.
 *
 * style-src allows 'unsafe-inline' (for styles only, never scripts): styled-components writes its
 * rules into <style> elements at run time and React renders `style` attributes; a nonce could cover
 * the elements (and only with a per-request nonce in the page) but never the attributes. Scripts,
 * the part that executes, come from 'self' only (and the remotes' own origins when they live elsewhere);
 * the page's inline data is `<script type="application/json">`, which is not executed and needs no
 * allowance. The one inline script, React's form-replaying runtime in a server-rendered page with a
 * form, is allowed by its hash on that page's answer alone (pages/inline-scripts.ts).
 */
export async function registerSecurity(fastify: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  const remoteOrigins = [...new Set(Object.values(options.remoteUrls ?? {}).flatMap((url) => originOf(url) ?? []))];
  const midtrans = (options.midtransUrls ?? []).flatMap((url) => originOf(url) ?? []);
  const https = options.publicUrl?.startsWith('https://') ?? false;
  // Uploaded pictures carry absolute links on the site's public origin, which need not be the one a page
  // was opened under (another host name for the same site).
  const mediaHost = originOf(options.publicUrl);

  // Built once: the middleware only sets the headers it worked out here (@fastify/helmet rebuilt it,
  // parsing every directive again, for each request).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, GOOGLE_SIGN_IN],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: [
          "'self'",
          ...(mediaHost ? [mediaHost] : []),
          'data:',
          'blob:',
          ...(midtrans.length ? midtrans : MIDTRANS_ORIGINS),
        ],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        // The card form asks Midtrans for a card token from the browser (the card never reaches the site).
        connectSrc: ["'self'", ...remoteOrigins, GOOGLE_SIGN_IN, ...(midtrans.length ? midtrans : MIDTRANS_ORIGINS)],
        // The embed players, the contact page's map, the Google sign-in frame.
        frameSrc: [...EMBED_FRAME_ORIGINS, new URL(SITE.contact.mapEmbedUrl).origin, GOOGLE_SIGN_IN],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Google sign-in popup (and the dev stub's) answers through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Images and share cards may be shown by other sites (social previews, mail clients).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (err?: unknown) => {
      if (err) return done(err instanceof Error ? err : new Error(String(err)));
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      // Source maps stay on the build machine: the public site never serves them.
      if (/\.map$/i.test(request.url.split('?', 1)[0])) {
        reply.code(404).send({ error: 'Alamat tidak ditemukan' });
        return;
      }
      done();
    });
  });
}
