import { IN_PLACE_VERSION, type RemoteName } from '@yayasan/contracts';
import type { AuditActor, Db } from '@yayasan/service-kit';
import type { FieldWindow } from '../field/window';
import { analyseCanary, type AnalysisOptions, type CanaryAnalysis } from './canary-analysis';
import { actOnVerdict, canaryWatches, closeCanaryWatch, listReleases, type CanaryWatch } from './registry';

/** Who acts on a verdict the gateway's watch job reached, as the audit trail names it. */
export const CANARY_WATCH_ACTOR: AuditActor = { id: null, username: 'job:canary-watch' };

export interface JudgedCanary {
  canary: string;
  stable: string;
  analysis: CanaryAnalysis;
}

/**
 * One look: the remote's canary against what everyone else gets (the live release, or the in-place
 * build), both by what visitors met since the canary was published. Null when there is no canary.
 */
export async function judgeCanary(
  db: Db,
  window: FieldWindow,
  remote: RemoteName,
  options?: AnalysisOptions,
): Promise<JudgedCanary | null> {
  const releases = await listReleases(db, remote);
  const canary = releases.find((r) => r.state === 'canary');
  if (!canary) return null;
  const stable = releases.find((r) => r.state === 'live')?.version ?? IN_PLACE_VERSION;
  const since = canary.publishedAt.getTime();
  const [canaryFigures, stableFigures] = await Promise.all([
    window.read(remote, canary.version, since),
    window.read(remote, stable, since),
  ]);
  return { canary: canary.version, stable, analysis: analyseCanary(canaryFigures, stableFigures, options) };
}

/**
 * Where a watch stands after a look: still watching, decided (by this look), ended without a verdict
 * (its time ran out), or gone (the canary was switched meanwhile, by another watcher or a person).
 */
export type WatchLook =
  | { outcome: 'watching' | 'undecided'; judged: JudgedCanary }
  | { outcome: 'promoted' | 'rolled back'; judged: JudgedCanary }
  | { outcome: 'gone' };

/**
 * Looks at one watch and acts on a verdict: promotes a canary shown no worse on enough page views,
 * withdraws it at once when it is significantly worse. Any number of watchers (the release command,
 * each gateway replica's job) may look at once: the registry acts on a verdict once.
 */
export async function reviewCanaryWatch(
  db: Db,
  window: FieldWindow,
  watch: CanaryWatch,
  actor: AuditActor,
  now = Date.now(),
): Promise<WatchLook> {
  const judged = await judgeCanary(db, window, watch.remote, { minPageViews: watch.minPageViews });
  if (!judged || judged.canary !== watch.version) {
    await closeCanaryWatch(db, watch.remote, watch.version);
    return { outcome: 'gone' };
  }
  const { decision, reason, checks } = judged.analysis;
  if (decision !== 'wait') {
    const verdict = { decision, canary: judged.canary, stable: judged.stable, reason, checks };
    if (!(await actOnVerdict(db, watch.remote, verdict, actor))) return { outcome: 'gone' };
    return { outcome: decision === 'promote' ? 'promoted' : 'rolled back', judged };
  }
  if (now >= watch.until.getTime()) {
    await closeCanaryWatch(db, watch.remote, watch.version);
    return { outcome: 'undecided', judged };
  }
  return { outcome: 'watching', judged };
}

/** One look at every open watch: what the gateway's job runs on each tick. */
export async function reviewCanaryWatches(
  db: Db,
  window: FieldWindow,
  report: (watch: CanaryWatch, look: WatchLook) => void = () => undefined,
): Promise<void> {
  for (const watch of await canaryWatches(db)) {
    report(watch, await reviewCanaryWatch(db, window, watch, CANARY_WATCH_ACTOR));
  }
}
