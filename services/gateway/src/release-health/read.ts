import {
  IN_PLACE_VERSION,
  releaseHealthBucketMinutes,
  REMOTE_NAMES,
  type ReleaseDecision,
  type ReleaseHealth,
  type ReleaseHealthPoint,
  type ReleaseHealthVersion,
  type RemoteHealth,
  type RemoteName,
} from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { bucketOf, minuteOf, type FieldBucket, type FieldWindow } from '../field/window';
import { percentile } from '../releases/canary-analysis';
import { gatewayAudit, listReleases, type ReleaseRow } from '../releases/registry';

/** Earlier releases whose curves are drawn besides live and canary: the recent ones a switch just left. */
const RECENT_PREVIOUS = 3;

/** Failing page views per page view (a view reporting several failures counts once), as the canary analysis counts them. */
const rateOf = (failures: number, pageViews: number) => Math.min(failures, pageViews) / pageViews;

const p75 = (values: number[]) => (values.length ? Math.round(percentile(values, 75)) : null);

export function pointOf({ startMs, figures }: FieldBucket): ReleaseHealthPoint {
  return {
    t: startMs,
    pageViews: figures.pageViews,
    errorRate: rateOf(figures.failures.error, figures.pageViews),
    loadFailureRate: rateOf(figures.failures['remote-load'], figures.pageViews),
    p75Lcp: p75(figures.vitals.LCP),
    p75Inp: p75(figures.vitals.INP),
  };
}

/** The canary verdicts recorded since `from` (the audit trail's `release.decision`), per remote, oldest first. */
async function readDecisions(db: Db, from: Date): Promise<Map<string, ReleaseDecision[]>> {
  const rows = await gatewayAudit.query(db, { action: 'release.decision', objectType: 'remote', from });
  const out = new Map<string, ReleaseDecision[]>();
  for (const row of rows.reverse()) {
    const record = gatewayAudit.view(row);
    const { decision, canary, reason } = record.after ?? {};
    if ((decision !== 'promote' && decision !== 'rollback') || typeof canary !== 'string') continue;
    const list = out.get(record.object.id) ?? [];
    list.push({ at: record.at, version: canary, decision, summary: typeof reason === 'string' ? reason : '' });
    out.set(record.object.id, list);
  }
  return out;
}

/**
 * The versions worth a curve: live, canary, the in-place build (what everyone gets without a live
 * release), the few releases before them, and any version a verdict in the span named.
 */
function versionsToDraw(releases: ReleaseRow[], decisions: ReleaseDecision[]) {
  const named = new Set(decisions.map((d) => d.version));
  const state = new Map<string, ReleaseHealthVersion['state']>();
  for (const r of releases.filter((r) => r.state !== 'previous')) state.set(r.version, r.state);
  const previous = releases.filter((r) => r.state === 'previous');
  for (const r of previous.slice(0, RECENT_PREVIOUS)) state.set(r.version, 'previous');
  for (const r of previous.filter((r) => named.has(r.version))) state.set(r.version, 'previous');
  if (!state.has(IN_PLACE_VERSION)) state.set(IN_PLACE_VERSION, 'build');
  return state;
}

const ORDER: Record<ReleaseHealthVersion['state'], number> = { canary: 0, live: 1, build: 2, previous: 3 };

async function remoteHealth(
  db: Db,
  window: FieldWindow,
  remote: RemoteName,
  sinceMs: number,
  bucketMinutes: number,
  decisions: ReleaseDecision[],
): Promise<RemoteHealth> {
  const releases = await listReleases(db, remote);
  const live = releases.find((r) => r.state === 'live');
  const canary = releases.find((r) => r.state === 'canary');
  const candidates = [...versionsToDraw(releases, decisions)];
  const versions = await Promise.all(
    candidates.map(async ([version, state]) => ({
      version,
      state,
      points: (await window.series(remote, version, sinceMs, bucketMinutes)).map(pointOf),
    })),
  );
  return {
    remote,
    live: live?.version ?? null,
    canary: canary ? { version: canary.version, percent: canary.canaryPercent ?? 0 } : null,
    // What is served now always has its place (an empty one says nobody reported it yet); the rest only with views.
    versions: versions
      .filter(
        (v) => v.points.length > 0 || v.state === 'live' || v.state === 'canary' || (v.state === 'build' && !live),
      )
      .sort((a, b) => ORDER[a.state] - ORDER[b.state]),
    decisions,
  };
}

/** Every remote's release health over the last `hours`, in buckets sized so each curve has a few dozen points. */
export async function readReleaseHealth(
  db: Db,
  window: FieldWindow,
  hours: number,
  now = Date.now(),
): Promise<ReleaseHealth> {
  const bucketMinutes = releaseHealthBucketMinutes(hours);
  const from = bucketOf(minuteOf(now - hours * 3_600_000), bucketMinutes) * 60_000;
  const decisions = await readDecisions(db, new Date(from));
  const remotes = await Promise.all(
    REMOTE_NAMES.map((remote) => remoteHealth(db, window, remote, from, bucketMinutes, decisions.get(remote) ?? [])),
  );
  return { from, to: now, bucketMinutes, remotes };
}
