import type { SharedRedis } from '@yayasan/service-kit';
import { ServiceReader } from './pages/service-reader';
import type { LiveReleaseCache, ReleaseStore } from './releases';
import type { ServiceName } from './services';

/** What the page composer, the share images and the discovery files share. */
export interface SiteContext {
  /** The site's public origin, e.g. https://yayasanpeduli.or.id: every absolute URL starts with it. */
  publicUrl: string;
  services: Record<ServiceName, string>;
  reader: ServiceReader;
  remoteUrls: Partial<Record<string, string>>;
  /** Published remote releases and the registry's choice among them; absent: the in-place builds only. */
  releases?: SiteReleases;
  /** The renderer's base URL (RENDER_URL): pages' bodies rendered on the server; absent: rendered in the browser. */
  renderUrl?: string;
  /** How long a page waits for its body (RENDER_TIMEOUT_MS; the default otherwise). */
  renderTimeoutMs?: number;
  /** The share of page views whose field signals the browser reports (FIELD_SAMPLE_RATE_META). */
  fieldSampleRate: number;
}

export interface SiteReleases {
  live: LiveReleaseCache;
  store: ReleaseStore;
}

export function createSiteContext(options: {
  publicUrl?: string;
  services: Record<ServiceName, string>;
  fetch?: typeof fetch;
  remoteUrls?: Partial<Record<string, string>>;
  releases?: SiteReleases;
  /** Shared by the gateway replicas: the page composer's cache lives there. */
  redis?: SharedRedis | null;
  renderUrl?: string;
  renderTimeoutMs?: number;
  fieldSampleRate?: number;
}): SiteContext {
  return {
    // Never the request's Host header: a forged header must not reach cached pages or feeds.
    publicUrl: (options.publicUrl || 'http://localhost:8080').replace(/\/+$/, ''),
    services: options.services,
    reader: new ServiceReader({ services: options.services, fetch: options.fetch, redis: options.redis }),
    remoteUrls: options.remoteUrls ?? {},
    releases: options.releases,
    renderUrl: options.renderUrl,
    renderTimeoutMs: options.renderTimeoutMs,
    fieldSampleRate: options.fieldSampleRate ?? 1,
  };
}
