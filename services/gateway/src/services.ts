import { SERVICE_PORTS } from '@yayasan/service-kit';
import { recordOf } from '@yayasan/contracts';

/** Which service owns which first path segment under /api (design §4). */
export const SERVICE_ROUTES = {
  account: [
    'signin',
    'signup',
    'google-auth',
    'get-profile',
    'search-users',
    'update-profile',
    'update-profile-img',
    'change-password',
    'reset-password',
    'email-preferences',
    'email',
    // A person's data: export and account erasure.
    'data-rights',
    // Two-step verification, the signed-in devices and passkeys (settings).
    'second-factor',
    'sessions',
    'passkeys',
    // The audit trail of administrative acts (administrators).
    'audit-account',
  ],
  blog: [
    'latest-blogs',
    'all-latest-blogs-count',
    'search-blogs',
    'search-blogs-count',
    'trending-blogs',
    'get-blog',
    'create-blog',
    'delete-blog',
    'user-written-blogs',
    'user-written-blogs-count',
    'like-blog',
    'isliked-by-user',
    'add-comment',
    'get-blog-comments',
    'get-replies',
    'delete-comment',
    'notifications',
    'all-notifications-count',
    'new-notification',
    'published-blogs',
    // Called by the donation service after campaign news is stored (administrators' token).
    'campaign-news-notifications',
    // The audit trail of administrative acts (administrators).
    'audit-blog',
  ],
  donation: [
    'get-donation',
    // The site search's running campaigns (the search page lists them above the articles).
    'search-donations',
    'donation',
    'midtrans',
    'user',
    'generate-invoice',
    'invoice',
    // The open ledger: public summary and verification, administrators' exports and reports.
    'ledger',
    'verify',
    'admin',
    // The audit trail of administrative acts (administrators).
    'audit-donation',
    // Donors' monthly pledges ("Donasi Rutin").
    'pledges',
  ],
  gallery: ['gallery', 'audit-gallery'],
  media: ['get-upload-url', 'upload-image', 'uploads', 'import-image'],
} as const;

export type ServiceName = keyof typeof SERVICE_ROUTES;
const isServiceName = (name: string): name is ServiceName => Object.prototype.hasOwnProperty.call(SERVICE_ROUTES, name);
export const SERVICE_NAMES: ServiceName[] = Object.keys(SERVICE_ROUTES).filter(isServiceName);

const owner = new Map<string, ServiceName>(
  SERVICE_NAMES.flatMap((service) => SERVICE_ROUTES[service].map((segment) => [segment, service] as const)),
);

/** The service that answers `/api/<segment>/...`, if any. */
const firstSegment = (apiPath: string) => apiPath.replace(/^\/+/, '').split(/[/?]/, 1)[0];

export function serviceFor(apiPath: string): ServiceName | undefined {
  return owner.get(firstSegment(apiPath));
}

/** Uploaded files are fetched at `/media/<key>` (not under /api), from the media service, GET only. */
export const MEDIA_FILES_PREFIX = '/media/';

/**
 * The path under which the public reaches a service's route (`/latest-blogs` → `/api/latest-blogs`,
 * `/media/*` stays), or undefined when the gateway does not route that method and path to that service.
 */
export function publicPathOf(service: ServiceName, method: string, path: string): string | undefined {
  if (path.startsWith(MEDIA_FILES_PREFIX)) {
    return service === 'media' && (method === 'GET' || method === 'HEAD') ? path : undefined;
  }
  return serviceFor(path) === service ? `/api${path}` : undefined;
}

/** Service base URLs from `<NAME>_SERVICE_URL` (several replicas: comma-separated), defaulting to 127.0.0.1 and the default ports. */
export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  return recordOf(
    SERVICE_NAMES,
    (s) => env[`${s.toUpperCase()}_SERVICE_URL`] ?? `http://127.0.0.1:${SERVICE_PORTS[s]}`,
  );
}
