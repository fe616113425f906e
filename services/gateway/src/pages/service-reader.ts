import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { SharedRedis } from '@yayasan/service-kit';
import type { ServiceName } from '../services';

/** What a service said: its JSON, "no such thing" (4xx), or nothing usable in time. */
export type Reading<T> = { kind: 'found'; data: T } | { kind: 'missing' } | { kind: 'unavailable' };

export interface ServiceReaderOptions {
  services: Record<ServiceName, string>;
  /** How a service is called (the gateway's passes a read on to another replica when one is down). */
  fetch?: typeof fetch;
  /** Longest wait for a service before the page answers without its data. */
  timeoutMs?: number;
  /** How long an answer is reused when no write invalidates it first. */
  ttlMs?: number;
  maxEntries?: number;
  /** After a failure, the service is not asked again for this long: pages answer at once meanwhile. */
  backoffMs?: number;
  /**
   * With Redis the answers are kept there, shared by every gateway replica, so a write through one
   * replica makes the pages of all of them fresh. Redis being away costs only speed: the service is asked.
   */
  redis?: SharedRedis | null;
}

/** An answer kept in Redis, with the time it stops being fresh (checked when read back). */
const SharedEntrySchema = Type.Object({
  expires: Type.Number(),
  reading: Type.Union([
    Type.Object({ kind: Type.Literal('found'), data: Type.Unknown() }),
    Type.Object({ kind: Type.Literal('missing') }),
    Type.Object({ kind: Type.Literal('unavailable') }),
  ]),
});
type SharedEntry = Static<typeof SharedEntrySchema>;

/** One Redis hash per service: forgetting a service's answers is one DEL. */
const sharedKey = (service: ServiceName) => `pages:${service}`;

interface Entry {
  service: ServiceName;
  expires: number;
  value: Promise<Reading<unknown>>;
}

/**
 * Reads public data from the services for page heads, share images and discovery files, with a
 * short timeout and a small cache. The gateway sees every write, so a successful non-GET call to a
 * service drops that service's entries (`invalidate`); the TTL covers changes made behind its back.
 */
export class ServiceReader {
  private readonly cache = new Map<string, Entry>();
  private readonly downUntil = new Map<ServiceName, number>();
  /** Counts each service's invalidations: an answer asked for before the latest one is not kept. */
  private readonly generation = new Map<ServiceName, number>();
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly backoffMs: number;

  constructor(private readonly options: ServiceReaderOptions) {
    this.timeoutMs = options.timeoutMs ?? 800;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.backoffMs = options.backoffMs ?? 5_000;
  }

  get<T>(service: ServiceName, path: string): Promise<Reading<T>> {
    return this.read(service, 'GET', path);
  }

  post<T>(service: ServiceName, path: string, body: unknown): Promise<Reading<T>> {
    return this.read(service, 'POST', path, body);
  }

  /** Forgets every answer of a service (after a write to it), on every replica when shared. */
  async invalidate(service: ServiceName): Promise<void> {
    for (const [key, entry] of this.cache) if (entry.service === service) this.cache.delete(key);
    this.generation.set(service, (this.generation.get(service) ?? 0) + 1);
    await this.options.redis?.del(sharedKey(service)).catch(() => undefined);
  }

  private read<T>(service: ServiceName, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reading<T>> {
    const key = `${service} ${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
    if (this.options.redis) return this.readShared<T>(this.options.redis, service, key, method, path, body);
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) {
      // Re-inserting keeps the map ordered by last use, so the oldest key is the least recently used.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached.value as Promise<Reading<T>>;
    }
    if ((this.downUntil.get(service) ?? 0) > now) return Promise.resolve({ kind: 'unavailable' });

    const value = this.fetch<T>(service, method, path, body);
    const entry: Entry = { service, expires: now + this.ttlMs, value };
    this.cache.set(key, entry);
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    // Failures are not cached (the back-off covers them); a later read asks again.
    void value.then((r) => {
      if (r.kind === 'unavailable' && this.cache.get(key) === entry) this.cache.delete(key);
    });
    return value;
  }

  /**
   * The shared copy when fresh, else the service's answer, stored for the other replicas. Concurrent
   * reads of one key on this replica share one call (the local map holds only calls in flight).
   */
  private async readShared<T>(
    redis: SharedRedis,
    service: ServiceName,
    key: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Reading<T>> {
    const kept = await redis.hget(sharedKey(service), key).catch(() => null);
    if (kept) {
      const entry: unknown = JSON.parse(kept);
      // The data is what this key's read answered, on some replica: the same T.
      if (Value.Check(SharedEntrySchema, entry) && entry.expires > Date.now()) return entry.reading as Reading<T>;
    }
    if ((this.downUntil.get(service) ?? 0) > Date.now()) return { kind: 'unavailable' };
    const inFlight = this.cache.get(key);
    if (inFlight) return inFlight.value as Promise<Reading<T>>;

    const generation = this.generation.get(service) ?? 0;
    const value = this.fetch<T>(service, method, path, body);
    this.cache.set(key, { service, expires: 0, value });
    try {
      const reading = await value;
      // Failures are not kept (the back-off covers them), nor answers a write made stale meanwhile.
      if (reading.kind !== 'unavailable' && generation === (this.generation.get(service) ?? 0)) {
        const entry: SharedEntry = { expires: Date.now() + this.ttlMs, reading };
        await redis
          .multi()
          .hset(sharedKey(service), key, JSON.stringify(entry))
          // The hash goes once nothing is written to it for a TTL (entries also carry their own expiry).
          .pexpire(sharedKey(service), this.ttlMs)
          .exec()
          .catch(() => undefined);
      }
      return reading;
    } finally {
      this.cache.delete(key);
    }
  }

  private async fetch<T>(service: ServiceName, method: string, path: string, body?: unknown): Promise<Reading<T>> {
    try {
      const res = await (this.options.fetch ?? fetch)(`${this.options.services[service]}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status === 404 || res.status === 400) return { kind: 'missing' };
      if (!res.ok) throw new Error(`${service} answered ${res.status}`);
      return { kind: 'found', data: (await res.json()) as T };
    } catch {
      this.downUntil.set(service, Date.now() + this.backoffMs);
      return { kind: 'unavailable' };
    }
  }
}
