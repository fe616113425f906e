import {
  AREA_READY_MARK,
  FIELD_MAX_FAILURES,
  FIELD_MAX_REMOTES,
  FIELD_MAX_VITAL,
  REMOTE_NAMES,
  type FieldBeacon,
  type FieldFailure,
  type FieldVital,
  type RemoteName,
} from '@yayasan/contracts';
import { routePatternOf, routeRemotesOf } from './routePattern';

/** The remotes whose areas became ready since `since` (their `area-ready:<remote>` marks). */
function remotesReadySince(since: number): RemoteName[] {
  const marks = globalThis.performance?.getEntriesByType?.('mark') ?? [];
  return marks
    .filter((mark) => mark.startTime >= since && mark.name.startsWith(AREA_READY_MARK))
    .map((mark) => REMOTE_NAMES.find((name) => mark.name === `${AREA_READY_MARK}${name}`))
    .filter((name) => name !== undefined);
}

/** What one page view (from its address until the next one, or the page is hidden) has met. */
export class PageView {
  readonly pathname: string;
  private readonly startedAt: number;
  private readonly failures: FieldFailure[] = [];
  private readonly vitals = new Map<FieldVital['name'], number>();
  private sent = false;

  constructor(pathname: string, startedAt = globalThis.performance?.now?.() ?? 0) {
    this.pathname = pathname;
    this.startedAt = startedAt;
  }

  addFailure(failure: FieldFailure): void {
    if (this.failures.length < FIELD_MAX_FAILURES) this.failures.push(failure);
  }

  addVital({ name, value }: FieldVital): void {
    this.vitals.set(name, Math.min(Math.max(value, 0), FIELD_MAX_VITAL));
  }

  /** The view's beacon, given each remote's version: the remotes the route and its ready or failed areas put on the page. */
  beacon(versions: Partial<Record<RemoteName, string>>): FieldBeacon {
    const onPage = new Set([
      ...routeRemotesOf(this.pathname),
      ...remotesReadySince(this.startedAt),
      ...this.failures.flatMap((failure) => (failure.remote ? [failure.remote] : [])),
    ]);
    const remotes = [...onPage]
      .flatMap((remote) => {
        const version = versions[remote];
        return version ? [{ remote, version }] : [];
      })
      .slice(0, FIELD_MAX_REMOTES);
    return {
      route: routePatternOf(this.pathname),
      remotes,
      vitals: [...this.vitals].map(([name, value]) => ({ name, value })),
      failures: [...this.failures],
    };
  }

  /** Marks the view reported: it is reported once. Answers whether to send it now. */
  takeForSending(): boolean {
    if (this.sent) return false;
    this.sent = true;
    return true;
  }
}
