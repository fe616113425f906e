import { ServiceReader } from './pages/service-reader';
import type { ServiceName } from './services';

/** What the page composer, the share images and the discovery files share. */
export interface SiteContext {
  /** The site's public origin, e.g. https://yayasanpeduli.or.id: every absolute URL starts with it. */
  publicUrl: string;
  services: Record<ServiceName, string>;
  reader: ServiceReader;
  remoteUrls: Partial<Record<string, string>>;
}

export function createSiteContext(options: {
  publicUrl?: string;
  services: Record<ServiceName, string>;
  remoteUrls?: Partial<Record<string, string>>;
}): SiteContext {
  return {
    // Never the request's Host header: a forged header must not reach cached pages or feeds.
    publicUrl: (options.publicUrl || 'http://localhost:8080').replace(/\/+$/, ''),
    services: options.services,
    reader: new ServiceReader({ services: options.services }),
    remoteUrls: options.remoteUrls ?? {},
  };
}
