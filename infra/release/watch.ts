import { IN_PLACE_VERSION, type RemoteName } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import type { FieldWindow } from '@yayasan/service-gateway/field';
import { listReleases, promoteCanary, recordCanaryVerdict, withdrawCanary } from '@yayasan/service-gateway/releases';
import { analyseCanary, formatAnalysis, type AnalysisOptions, type CanaryAnalysis } from './canary-analysis';

export interface WatchOptions {
  db: Db;
  window: FieldWindow;
  remote: RemoteName;
  /** How long to watch before leaving the canary as it is. */
  forMs: number;
  /** Pause between two looks at the figures. */
  everyMs?: number;
  analysis?: AnalysisOptions;
  log?: (line: string) => void;
}

/** How a watch ended: the canary promoted, rolled back, gone meanwhile (someone switched by hand), or still running. */
export type WatchOutcome = 'promoted' | 'rolled back' | 'gone' | 'undecided';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One look: the remote's canary against what everyone else gets (the live release, or the in-place
 * build), both by what visitors met since the canary was published. Null when there is no canary.
 */
export async function judgeCanary(
  db: Db,
  window: FieldWindow,
  remote: RemoteName,
  options?: AnalysisOptions,
): Promise<{ canary: string; stable: string; analysis: CanaryAnalysis } | null> {
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
 * Watches a remote's canary as field figures arrive: promotes it once it is shown no worse on enough
 * page views, withdraws it at once when it is significantly worse, and records each verdict with its
 * figures in the gateway's audit trail.
 */
export async function watchCanary(options: WatchOptions): Promise<WatchOutcome> {
  const { db, window, remote, forMs, everyMs = 30_000, log = console.error } = options;
  const until = Date.now() + forMs;
  for (;;) {
    const judged = await judgeCanary(db, window, remote, options.analysis);
    if (!judged) return 'gone';
    const { canary, stable, analysis } = judged;
    log(`${remote} ${canary} (canary) against ${stable}:\n${formatAnalysis(analysis)}`);
    if (analysis.decision !== 'wait') {
      await recordCanaryVerdict(db, remote, { ...analysis, canary, stable });
      if (analysis.decision === 'rollback') {
        await withdrawCanary(db, remote);
        log(`${remote} ${canary} rolled back: everyone gets ${stable}`);
        return 'rolled back';
      }
      await promoteCanary(db, remote);
      log(`${remote} ${canary} promoted: live for everyone`);
      return 'promoted';
    }
    if (Date.now() + everyMs > until) return 'undecided';
    await sleep(everyMs);
  }
}

/** `30m`, `2h`, `90s` or plain seconds, as milliseconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)(s|m|h)?$/.exec(text);
  if (!match) return null;
  const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'] ?? 1_000;
  const ms = Number(match[1]) * unit;
  return ms > 0 ? ms : null;
}
