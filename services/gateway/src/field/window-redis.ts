import type { RemoteName } from '@yayasan/contracts';
import type { SharedRedis } from '@yayasan/service-kit';
import type { PageView } from './page-view';
import {
  addCount,
  bucketCollector,
  emptyFigures,
  entriesOf,
  FIELD_SAMPLES_PER_MINUTE,
  FIELD_VITAL_NAMES,
  FIELD_WINDOW_HOURS,
  firstMinute,
  minuteOf,
  reservoirSlots,
  seenName,
  type FieldBucket,
  type FieldFigures,
  type FieldVitalName,
  type FieldWindow,
  type FieldWindowOptions,
  type VersionEntry,
} from './window';

const countsKey = (remote: string, version: string, minute: number) => `field:${remote}:${version}:${minute}`;
const samplesKey = (remote: string, version: string, minute: number, vital: FieldVitalName) =>
  `${countsKey(remote, version, minute)}:${vital}`;

/**
 * The window in Redis, shared by every gateway replica: per remote version and minute a hash of
 * counts and, per vital, a hash of sample slots. Every key expires once it leaves the window.
 */
export class RedisFieldWindow implements FieldWindow {
  private readonly hours: number;
  private readonly capacity: number;

  constructor(
    private readonly redis: SharedRedis,
    options: FieldWindowOptions = {},
  ) {
    this.hours = options.hours ?? FIELD_WINDOW_HOURS;
    this.capacity = options.samplesPerMinute ?? FIELD_SAMPLES_PER_MINUTE;
  }

  private get ttlSeconds() {
    return this.hours * 3600 + 60;
  }

  async record(view: PageView, at = Date.now()): Promise<void> {
    const minute = minuteOf(at);
    await Promise.all(entriesOf(view).map((entry) => this.recordEntry(entry, minute)));
  }

  private async recordEntry(entry: VersionEntry, minute: number) {
    const key = countsKey(entry.remote, entry.version, minute);
    const names = [...entry.counts.keys()];
    const counting = this.redis.multi();
    for (const name of names) counting.hincrby(key, name, entry.counts.get(name)!);
    counting.expire(key, this.ttlSeconds);
    const results = (await counting.exec()) ?? [];
    const seenAfter = (vital: FieldVitalName) => Number(results[names.indexOf(seenName(vital))]?.[1] ?? 0);

    const sampling = this.redis.multi();
    let sampled = false;
    for (const vital of FIELD_VITAL_NAMES) {
      const values = entry.vitals.filter((v) => v.name === vital).map((v) => v.value);
      if (!values.length) continue;
      const slots = reservoirSlots(seenAfter(vital) - values.length, values.length, this.capacity);
      const target = samplesKey(entry.remote, entry.version, minute, vital);
      values.forEach((value, i) => {
        if (slots[i] === undefined) return;
        sampling.hset(target, String(slots[i]), String(value));
        sampled = true;
      });
      sampling.expire(target, this.ttlSeconds);
    }
    if (sampled) await sampling.exec();
  }

  async read(remote: RemoteName, version: string, sinceMs: number): Promise<FieldFigures> {
    const figures = emptyFigures();
    await this.eachMinute(remote, version, sinceMs, () => figures);
    return figures;
  }

  async series(remote: RemoteName, version: string, sinceMs: number, bucketMinutes: number): Promise<FieldBucket[]> {
    const collector = bucketCollector(bucketMinutes);
    await this.eachMinute(remote, version, sinceMs, collector.figuresAt);
    return collector.buckets();
  }

  /** Reads every kept minute from `sinceMs` in one pipeline, adding each into the figures `into(minute)` answers. */
  private async eachMinute(
    remote: RemoteName,
    version: string,
    sinceMs: number,
    into: (minute: number) => FieldFigures,
  ): Promise<void> {
    const now = minuteOf(Date.now());
    const first = firstMinute(sinceMs, this.hours);
    const reading = this.redis.pipeline();
    for (let minute = first; minute <= now; minute++) {
      reading.hgetall(countsKey(remote, version, minute));
      for (const vital of FIELD_VITAL_NAMES) reading.hvals(samplesKey(remote, version, minute, vital));
    }
    const perMinute = FIELD_VITAL_NAMES.length + 1;
    const results = (await reading.exec()) ?? [];
    results.forEach(([err, value], i) => {
      if (err) throw err;
      const figures = into(first + Math.floor(i / perMinute));
      const part = i % perMinute;
      if (part === 0) {
        for (const [name, count] of Object.entries(value as Record<string, string>)) {
          addCount(figures, name, Number(count));
        }
      } else {
        figures.vitals[FIELD_VITAL_NAMES[part - 1]].push(...(value as string[]).map(Number));
      }
    });
  }
}
