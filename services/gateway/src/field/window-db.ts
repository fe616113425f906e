import type { Db } from '@yayasan/service-kit';
import type { RemoteName } from '@yayasan/contracts';
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
  type FieldWindow,
  type FieldWindowOptions,
  type VersionEntry,
} from './window';

/**
 * The window in the gateway's database (migration 003), for a gateway without Redis. Minutes older
 * than the window are deleted as a new minute begins. Two beacons of one minute may pick the same
 * sample slot at once; one value then replaces the other, and the sample stays bounded.
 */
export class DbFieldWindow implements FieldWindow {
  private readonly hours: number;
  private readonly capacity: number;
  private prunedMinute = 0;

  constructor(
    private readonly db: Db,
    options: FieldWindowOptions = {},
  ) {
    this.hours = options.hours ?? FIELD_WINDOW_HOURS;
    this.capacity = options.samplesPerMinute ?? FIELD_SAMPLES_PER_MINUTE;
  }

  async record(view: PageView, at = Date.now()): Promise<void> {
    const minute = minuteOf(at);
    await this.prune(minute);
    for (const entry of entriesOf(view)) await this.recordEntry(entry, minute);
  }

  private async recordEntry(entry: VersionEntry, minute: number) {
    const { remote, version } = entry;
    const seenBefore = await this.seenCounts(remote, version, minute);
    await this.db('field_counts')
      .insert([...entry.counts].map(([name, count]) => ({ remote, version, minute, name, count })))
      .onConflict(['remote', 'version', 'minute', 'name'])
      .merge({ count: this.db.raw('`count` + VALUES(`count`)') });
    const samples = FIELD_VITAL_NAMES.flatMap((vital) => {
      const values = entry.vitals.filter((v) => v.name === vital).map((v) => v.value);
      const slots = reservoirSlots(seenBefore.get(vital) ?? 0, values.length, this.capacity);
      return values.flatMap((value, i) => {
        const slot = slots[i];
        return slot === undefined ? [] : [{ remote, version, minute, vital, slot, value }];
      });
    });
    if (!samples.length) return;
    await this.db('field_vital_samples')
      .insert(samples)
      .onConflict(['remote', 'version', 'minute', 'vital', 'slot'])
      .merge(['value']);
  }

  private async seenCounts(remote: RemoteName, version: string, minute: number) {
    const rows = await this.db('field_counts')
      .where({ remote, version, minute })
      .whereIn('name', FIELD_VITAL_NAMES.map(seenName))
      .select('name', 'count');
    return new Map(FIELD_VITAL_NAMES.map((vital) => [vital, rows.find((r) => r.name === seenName(vital))?.count ?? 0]));
  }

  private async prune(minute: number) {
    if (minute === this.prunedMinute) return;
    this.prunedMinute = minute;
    const oldest = minute - this.hours * 60 + 1;
    await this.db('field_counts').where('minute', '<', oldest).delete();
    await this.db('field_vital_samples').where('minute', '<', oldest).delete();
  }

  async read(remote: RemoteName, version: string, sinceMs: number): Promise<FieldFigures> {
    const from = firstMinute(sinceMs, this.hours);
    const figures = emptyFigures();
    const counts = await this.db('field_counts')
      .where({ remote, version })
      .where('minute', '>=', from)
      .groupBy('name')
      .select('name')
      .sum({ total: 'count' });
    for (const row of counts) addCount(figures, row.name, Number(row.total));
    const samples = await this.db('field_vital_samples')
      .where({ remote, version })
      .where('minute', '>=', from)
      .select('vital', 'value');
    for (const { vital, value } of samples) figures.vitals[vital].push(Number(value));
    return figures;
  }

  async series(remote: RemoteName, version: string, sinceMs: number, bucketMinutes: number): Promise<FieldBucket[]> {
    const from = firstMinute(sinceMs, this.hours);
    const collector = bucketCollector(bucketMinutes);
    // Summed per minute in the database; a day of minutes is at most 1440 rows per name.
    const counts = await this.db('field_counts')
      .where({ remote, version })
      .where('minute', '>=', from)
      .groupBy('minute', 'name')
      .select('minute', 'name')
      .sum({ total: 'count' });
    for (const row of counts) addCount(collector.figuresAt(Number(row.minute)), row.name, Number(row.total));
    const samples = await this.db('field_vital_samples')
      .where({ remote, version })
      .where('minute', '>=', from)
      .select('minute', 'vital', 'value');
    for (const { minute, vital, value } of samples)
      collector.figuresAt(Number(minute)).vitals[vital].push(Number(value));
    return collector.buckets();
  }
}
