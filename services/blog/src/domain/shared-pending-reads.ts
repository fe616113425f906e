import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '@yayasan/service-kit';
import { InMemoryPendingReads, type PendingReadStore, type ReadCounts } from './read-counts';

/** Reads waiting in Redis (article id → count) and the set of batches taken by flushes still writing. */
const WAITING = 'blog:reads:waiting';
const FLIGHTS = 'blog:reads:flights';
/**
 * How long a taken batch stays counted in `pendingOf` if its flush never settles (its replica died
 * while writing): long enough for any write to end, after which its reads are either in the rows or
 * lost — never counted twice.
 */
const FLIGHT_TTL_SECONDS = 120;

// Each script runs whole inside Redis, so no replica ever sees a batch half moved.
const TAKE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {} end
redis.call('RENAME', KEYS[1], KEYS[3])
redis.call('EXPIRE', KEYS[3], ARGV[1])
redis.call('SADD', KEYS[2], KEYS[3])
return redis.call('HGETALL', KEYS[3])`;
const PENDING_OF = `
local count = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
for _, flight in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('EXISTS', flight) == 0 then redis.call('SREM', KEYS[2], flight)
  else count = count + tonumber(redis.call('HGET', flight, ARGV[1]) or '0') end
end
return count`;
const SETTLE = `
if ARGV[1] == '0' then
  local counts = redis.call('HGETALL', KEYS[3])
  for i = 1, #counts, 2 do redis.call('HINCRBY', KEYS[1], counts[i], counts[i + 1]) end
end
redis.call('DEL', KEYS[3])
redis.call('SREM', KEYS[2], KEYS[3])
return 1`;

/** What one flush took: from this process's memory, and the batch it moved out of Redis. */
interface Taken {
  local: ReadCounts;
  shared: ReadCounts;
  flight: string | null;
}

/**
 * Reads waiting in Redis, shared by every replica: a page view on any replica adds to one count per
 * article, any replica's flush takes all of them at once (nothing is written twice), and the read
 * count an article page shows includes reads waiting anywhere. While Redis is away, reads wait in
 * this process's memory and are flushed from there, so none is lost to a Redis outage.
 */
export class SharedPendingReads implements PendingReadStore {
  private readonly local = new InMemoryPendingReads();
  private readonly taken = new WeakMap<ReadCounts, Taken>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly flightTtlSeconds = FLIGHT_TTL_SECONDS,
  ) {}

  async add(articleId: number): Promise<void> {
    try {
      await this.redis.hincrby(WAITING, String(articleId), 1);
    } catch {
      await this.local.add(articleId);
    }
  }

  async pendingOf(articleId: number): Promise<number> {
    const shared = await this.script(PENDING_OF, [], String(articleId)).catch(() => 0);
    return Number(shared) + (await this.local.pendingOf(articleId));
  }

  async take(): Promise<ReadCounts> {
    const local = await this.local.take();
    const flight = `blog:reads:flight:${randomUUID()}`;
    // The script answers a flat [id, count, id, count, …] list.
    const answer: unknown = await this.script(TAKE, [flight], String(this.flightTtlSeconds)).catch(() => []);
    const pairs = Array.isArray(answer) ? answer.map(String) : [];
    const shared: ReadCounts = new Map();
    for (let i = 0; i < pairs.length; i += 2) shared.set(Number(pairs[i]), Number(pairs[i + 1]));
    const batch: ReadCounts = new Map(local);
    for (const [id, count] of shared) batch.set(id, (batch.get(id) ?? 0) + count);
    this.taken.set(batch, { local, shared, flight: shared.size ? flight : null });
    return batch;
  }

  async settle(batch: ReadCounts, written: boolean): Promise<void> {
    const taken = this.taken.get(batch);
    if (!taken) return;
    this.taken.delete(batch);
    await this.local.settle(taken.local, written);
    if (!taken.flight) return;
    try {
      await this.script(SETTLE, [taken.flight], written ? '1' : '0');
    } catch {
      // Redis went away mid-flush: unwritten reads wait here instead (their batch expires in Redis).
      if (!written) this.local.restore(taken.shared);
    }
  }

  /** One script with the waiting hash and the flights set as its first keys (ioredis prefixes them). */
  private script(source: string, keys: string[], ...args: string[]) {
    return this.redis.eval(source, 2 + keys.length, WAITING, FLIGHTS, ...keys, ...args);
  }
}
