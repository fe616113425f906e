import { InMemoryPendingReads, ReadCountFlusher, type ReadCounts } from '../domain/read-counts';
import { readFlushIntervalMs } from '../config';
import { blogEnv } from '../config';
import { checkEnv } from '@yayasan/service-kit';

/** A writer that fails while `failing` is true and otherwise records what it was given. */
function fakeDatabase() {
  const written: ReadCounts[] = [];
  const state = { failing: false, calls: 0 };
  const write = async (batch: ReadCounts) => {
    state.calls += 1;
    if (state.failing) throw new Error('Deadlock found when trying to get lock');
    written.push(new Map(batch));
  };
  return { written, state, write };
}

describe('ReadCountFlusher (database mocked)', () => {
  test('a failed flush keeps its counts, still shown, and the next flush writes them once', async () => {
    const db = fakeDatabase();
    const flusher = new ReadCountFlusher({ store: new InMemoryPendingReads(), write: db.write, intervalMs: 60_000 });
    await flusher.count(7);
    await flusher.count(7);
    await flusher.count(9);
    db.state.failing = true;
    await expect(flusher.flush()).rejects.toThrow('Deadlock');
    expect(await flusher.pendingOf(7)).toBe(2);
    await flusher.count(7);
    db.state.failing = false;
    await expect(flusher.flush()).resolves.toBe(4);
    expect(db.written).toEqual([
      new Map([
        [7, 3],
        [9, 1],
      ]),
    ]);
    expect(await flusher.pendingOf(7)).toBe(0);
    await expect(flusher.flush()).resolves.toBe(0);
    expect(db.state.calls).toBe(2);
  });

  test('reads taken by a flush still count as pending until they are written', async () => {
    let release!: () => void;
    const written: ReadCounts[] = [];
    const flusher = new ReadCountFlusher({
      store: new InMemoryPendingReads(),
      write: (batch) =>
        new Promise<void>((resolve) => {
          release = () => {
            written.push(batch);
            resolve();
          };
        }),
      intervalMs: 60_000,
    });
    await flusher.count(1);
    const flushing = flusher.flush();
    await new Promise<void>((resolve) => setImmediate(resolve));
    await flusher.count(1);
    expect(await flusher.pendingOf(1)).toBe(2);
    release();
    await flushing;
    expect(await flusher.pendingOf(1)).toBe(1);
  });

  test('the timer flushes on its own and retries after a failure; stop writes what is left', async () => {
    const db = fakeDatabase();
    const errors: unknown[] = [];
    const flusher = new ReadCountFlusher({
      store: new InMemoryPendingReads(),
      write: db.write,
      intervalMs: 5,
      log: { error: (obj: unknown) => errors.push(obj) },
    });
    db.state.failing = true;
    await flusher.count(3);
    flusher.start();
    await waitFor(() => errors.length >= 1);
    db.state.failing = false;
    await waitFor(() => db.written.length >= 1);
    expect(db.written[0]).toEqual(new Map([[3, 1]]));
    await flusher.count(4);
    await flusher.stop();
    expect(db.written.flatMap((batch) => [...batch])).toEqual([
      [3, 1],
      [4, 1],
    ]);
  });
});

describe('READ_FLUSH_INTERVAL_MS', () => {
  test('defaults to 3 s and must be a positive whole number', () => {
    expect(readFlushIntervalMs({})).toBe(3000);
    expect(readFlushIntervalMs({ READ_FLUSH_INTERVAL_MS: '500' })).toBe(500);
    expect(checkEnv(blogEnv.schema, blogEnv.rules, { READ_FLUSH_INTERVAL_MS: '500' })).toEqual([]);
    for (const bad of ['0', '-1', '2.5', 'tiga'])
      expect(checkEnv(blogEnv.schema, blogEnv.rules, { READ_FLUSH_INTERVAL_MS: bad })).toEqual([
        expect.stringContaining('READ_FLUSH_INTERVAL_MS is malformed'),
      ]);
  });
});

/** Waits for a condition (checked every few milliseconds), failing after a generous limit. */
async function waitFor(condition: () => boolean, limitMs = 10_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
