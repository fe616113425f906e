import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { addReads } from '../repositories/blogs';

/** Article id → reads not yet written to its row. */
export type ReadCounts = Map<number, number>;

/**
 * Where reads wait between a page view and the next flush: in this process (InMemoryPendingReads), or
 * in Redis, shared by every replica, when it is configured (SharedPendingReads).
 */
export interface PendingReadStore {
  /** One more read of an article. */
  add(articleId: number): Promise<void>;
  /** The reads of an article not yet in its row: waiting, or taken by a flush still writing them. */
  pendingOf(articleId: number): Promise<number>;
  /** Takes every waiting count for one flush (empty when nothing waits). */
  take(): Promise<ReadCounts>;
  /** Ends a flush: written counts are forgotten, unwritten ones wait again for the next flush. */
  settle(batch: ReadCounts, written: boolean): Promise<void>;
}

function addTo(target: ReadCounts, articleId: number, count: number): void {
  target.set(articleId, (target.get(articleId) ?? 0) + count);
}

/** Pending reads in this process's memory. */
export class InMemoryPendingReads implements PendingReadStore {
  private waiting: ReadCounts = new Map();
  private readonly inFlight = new Set<ReadCounts>();

  async add(articleId: number): Promise<void> {
    addTo(this.waiting, articleId, 1);
  }

  async pendingOf(articleId: number): Promise<number> {
    let count = this.waiting.get(articleId) ?? 0;
    for (const batch of this.inFlight) count += batch.get(articleId) ?? 0;
    return count;
  }

  async take(): Promise<ReadCounts> {
    const batch = this.waiting;
    this.waiting = new Map();
    if (batch.size > 0) this.inFlight.add(batch);
    return batch;
  }

  async settle(batch: ReadCounts, written: boolean): Promise<void> {
    this.inFlight.delete(batch);
    if (!written) this.restore(batch);
  }

  /** Counts that wait again for the next flush. */
  restore(counts: ReadCounts): void {
    for (const [articleId, count] of counts) addTo(this.waiting, articleId, count);
  }
}

/** Articles per UPDATE statement: keeps each statement's id list and CASE short. */
const ARTICLES_PER_STATEMENT = 500;

/**
 * Adds a batch of reads to the articles' rows in one transaction: all of the batch or none of it, so a
 * failed flush can put the whole batch back without counting any read twice. Rows are updated in id
 * order, so two replicas flushing at once lock them in the same order and cannot deadlock each other.
 * An author's read total (the account service's profile) is the sum of these rows read from the
 * (author_id, draft, total_reads) index, so it follows without a counter of its own.
 */
export async function writeReadCounts(db: Db, batch: ReadCounts): Promise<void> {
  const ids = [...batch.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.transaction(async (trx) => {
    for (let start = 0; start < ids.length; start += ARTICLES_PER_STATEMENT) {
      await addReads(trx, ids.slice(start, start + ARTICLES_PER_STATEMENT), batch);
    }
  });
}

export interface ReadCountFlusherOptions {
  store: PendingReadStore;
  /** Writes one batch; all of it or nothing (it throws). */
  write: (batch: ReadCounts) => Promise<void>;
  /** Time between two flushes. */
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Counts article reads in a store and writes them to the database in batches, every `intervalMs`
 * and once more when stopping, instead of updating an article's row on every page view (which made
 * concurrent readers of one article wait for each other's row lock).
 */
export class ReadCountFlusher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly options: ReadCountFlusherOptions) {}

  /** Counts one read of an article. */
  count(articleId: number): Promise<void> {
    return this.options.store.add(articleId);
  }

  /** The reads of an article not yet in its row. */
  pendingOf(articleId: number): Promise<number> {
    return this.options.store.pendingOf(articleId);
  }

  /** Starts the periodic flushes. */
  start(): void {
    if (this.stopped || this.timer) return;
    this.schedule();
  }

  /**
   * Writes every waiting read now, after any flush already running; resolves with the number of reads
   * written. A failure puts the batch back for the next flush and rejects.
   */
  flush(): Promise<number> {
    const next = this.running.catch(() => 0).then(() => this.flushOnce());
    this.running = next;
    return next;
  }

  /** Stops the periodic flushes and writes what still waits (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async flushOnce(): Promise<number> {
    const { store, write } = this.options;
    const batch = await store.take();
    if (batch.size === 0) return 0;
    try {
      await write(batch);
    } catch (err) {
      await store.settle(batch, false);
      throw err;
    }
    await store.settle(batch, true);
    let reads = 0;
    for (const count of batch.values()) reads += count;
    return reads;
  }

  // The next flush is planned when one ends, so a slow database never piles flushes up.
  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush()
        .catch((err: unknown) => this.options.log?.error({ err }, 'article reads not written; retried next flush'))
        .finally(() => {
          if (!this.stopped) this.schedule();
        });
    }, this.options.intervalMs);
    // Waiting reads never keep a process alive on their own: stopping flushes them.
    this.timer.unref();
  }
}
