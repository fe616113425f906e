import { randomInt } from 'node:crypto';
import { recordOf, type FieldFailure, type FieldVital, type RemoteName } from '@yayasan/contracts';
import type { PageView } from './page-view';

export type FieldVitalName = FieldVital['name'];
export type FieldFailureKind = FieldFailure['kind'];

export const FIELD_VITAL_NAMES: readonly FieldVitalName[] = ['LCP', 'INP', 'CLS'];
export const FIELD_FAILURE_KINDS: readonly FieldFailureKind[] = ['error', 'remote-load', 'boundary', 'render-fallback'];

/** How far back a window keeps its minutes unless told otherwise. */
export const FIELD_WINDOW_HOURS = 24;
/** At most this many values of one vital are kept per remote version and minute (a uniform sample beyond). */
export const FIELD_SAMPLES_PER_MINUTE = 2000;

/** What visitors met with one remote version since a moment: what a release is judged by. */
export interface FieldFigures {
  pageViews: number;
  failures: Record<FieldFailureKind, number>;
  vitals: Record<FieldVitalName, number[]>;
}

/**
 * Per-minute figures of each remote version over the last hours, shared by the gateway's replicas:
 * the gateway records every accepted beacon, a release command reads a version's figures.
 */
export interface FieldWindow {
  record(view: PageView, at?: number): Promise<void>;
  /** The version's figures from `sinceMs` (no further back than the window keeps) to now. */
  read(remote: RemoteName, version: string, sinceMs: number): Promise<FieldFigures>;
  /**
   * The same figures cut into buckets of `bucketMinutes` (aligned on the epoch, so every version's
   * buckets line up), oldest first; a bucket without a page view is left out.
   */
  series(remote: RemoteName, version: string, sinceMs: number, bucketMinutes: number): Promise<FieldBucket[]>;
}

/** A bucket of a version's series: its first minute (as milliseconds) and what visitors met in it. */
export interface FieldBucket {
  startMs: number;
  figures: FieldFigures;
}

export interface FieldWindowOptions {
  /** How many hours of minutes are kept (FIELD_WINDOW_HOURS unless given). */
  hours?: number;
  samplesPerMinute?: number;
}

export const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** The first minute a read covers: `sinceMs`'s, or the oldest the window still keeps. */
export const firstMinute = (sinceMs: number, hours: number, now = Date.now()) =>
  Math.max(minuteOf(sinceMs), minuteOf(now) - hours * 60 + 1);

export function emptyFigures(): FieldFigures {
  return {
    pageViews: 0,
    failures: recordOf(FIELD_FAILURE_KINDS, () => 0),
    vitals: { LCP: [], INP: [], CLS: [] },
  };
}

/** What one remote version on a page is credited with in a minute. */
export interface VersionEntry {
  remote: RemoteName;
  version: string;
  /** Count per name: `page_views`, `failure:<kind>`, `seen:<vital>`. */
  counts: Map<string, number>;
  vitals: FieldVital[];
}

export const PAGE_VIEWS = 'page_views';
export const failureName = (kind: FieldFailureKind) => `failure:${kind}`;
export const seenName = (vital: FieldVitalName) => `seen:${vital}`;

const add = (counts: Map<string, number>, name: string, n = 1) => counts.set(name, (counts.get(name) ?? 0) + n);

/**
 * Each remote version on the page gets the page view and the page's vitals (a vital is the whole
 * page's); a failure counts only against the remote version it is attributed to.
 */
export function entriesOf(view: PageView): VersionEntry[] {
  return view.remotes.map(({ remote, version }) => {
    const counts = new Map<string, number>([[PAGE_VIEWS, 1]]);
    for (const failure of view.failures) {
      if (failure.on?.remote === remote) add(counts, failureName(failure.kind));
    }
    for (const vital of view.vitals) add(counts, seenName(vital.name));
    return { remote, version, counts, vitals: view.vitals };
  });
}

/**
 * Where the vital values seen `seenBefore + 1` … `seenBefore + values.length` go in a reservoir of
 * `capacity` slots (Algorithm R): the first fill it, each later one replaces a random slot with
 * probability capacity/seen, so the slots stay a uniform sample of the minute however busy it is.
 */
export function reservoirSlots(seenBefore: number, count: number, capacity: number): (number | undefined)[] {
  return Array.from({ length: count }, (_, i) => {
    const seen = seenBefore + i + 1;
    if (seen <= capacity) return seen - 1;
    const slot = randomInt(seen);
    return slot < capacity ? slot : undefined;
  });
}

/** The first minute of the bucket of `bucketMinutes` that `minute` falls in. */
export const bucketOf = (minute: number, bucketMinutes: number) => Math.floor(minute / bucketMinutes) * bucketMinutes;

/**
 * Gathers per-bucket figures as a read finds them: `figuresAt(minute)` answers the figures of the
 * minute's bucket (made on first use); `buckets()` the buckets with page views, oldest first.
 */
export function bucketCollector(bucketMinutes: number) {
  if (!(Number.isInteger(bucketMinutes) && bucketMinutes >= 1)) {
    throw new RangeError(`a bucket is a whole number of minutes, not ${bucketMinutes}`);
  }
  const byStart = new Map<number, FieldFigures>();
  return {
    figuresAt(minute: number): FieldFigures {
      const start = bucketOf(minute, bucketMinutes);
      let figures = byStart.get(start);
      if (!figures) byStart.set(start, (figures = emptyFigures()));
      return figures;
    },
    buckets(): FieldBucket[] {
      return [...byStart]
        .filter(([, figures]) => figures.pageViews > 0)
        .sort(([a], [b]) => a - b)
        .map(([start, figures]) => ({ startMs: start * 60_000, figures }));
    },
  };
}

/** Sums a count by name into the figures. */
export function addCount(figures: FieldFigures, name: string, count: number): void {
  if (name === PAGE_VIEWS) figures.pageViews += count;
  const kind = FIELD_FAILURE_KINDS.find((k) => failureName(k) === name);
  if (kind) figures.failures[kind] += count;
}
