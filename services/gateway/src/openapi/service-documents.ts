import { Value } from '@sinclair/typebox/value';
import { OPENAPI_PATH, OpenApiDocumentSchema, type Static } from '@yayasan/service-kit';
import { SERVICE_NAMES, type ServiceName } from '../services';

export type ServiceDocument = Static<typeof OpenApiDocumentSchema>;

export interface CollectedDocuments {
  documents: Partial<Record<ServiceName, ServiceDocument>>;
  /** Services that answered no usable document (down, or never reached yet). */
  unavailable: ServiceName[];
}

/**
 * The services' own OpenAPI documents, fetched when first asked for and kept for `ttlMs` (they change
 * only when a service is deployed). A service that does not answer is left out, never waited on for
 * long; its last good document is used while it is down.
 */
export class ServiceDocuments {
  private readonly cache = new Map<ServiceName, { document: ServiceDocument; fetchedAt: number }>();
  private readonly inFlight = new Map<ServiceName, Promise<ServiceDocument | undefined>>();

  constructor(
    private readonly services: Record<ServiceName, string>,
    private readonly ttlMs = 60_000,
    private readonly timeoutMs = 3_000,
  ) {}

  async collect(): Promise<CollectedDocuments> {
    const entries = await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.documentOf(name)] as const));
    return {
      documents: Object.fromEntries(entries.filter(([, document]) => document)),
      unavailable: entries.filter(([, document]) => !document).map(([name]) => name),
    };
  }

  private async documentOf(name: ServiceName): Promise<ServiceDocument | undefined> {
    const cached = this.cache.get(name);
    if (cached && Date.now() - cached.fetchedAt < this.ttlMs) return cached.document;
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.fetchDocument(name).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return (await pending) ?? cached?.document;
  }

  private async fetchDocument(name: ServiceName): Promise<ServiceDocument | undefined> {
    try {
      const res = await fetch(`${this.services[name]}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) return undefined;
      const document: unknown = await res.json();
      if (!Value.Check(OpenApiDocumentSchema, document)) return undefined;
      this.cache.set(name, { document, fetchedAt: Date.now() });
      return document;
    } catch {
      return undefined;
    }
  }
}
