import type { RemoteName } from '@yayasan/contracts';
import { commandLineActor, type Db } from '@yayasan/service-kit';
import type { FieldWindow } from '@yayasan/service-gateway/field';
import {
  canaryWatches,
  formatAnalysis,
  listReleases,
  openCanaryWatch,
  RegistryError,
  reviewCanaryWatch,
} from '@yayasan/service-gateway/releases';

export interface WatchOptions {
  db: Db;
  window: FieldWindow;
  remote: RemoteName;
  /** How long to watch before leaving the canary as it is. */
  forMs: number;
  /** Pause between two looks at the figures. */
  everyMs?: number;
  /** Page views each side needs before a promotion (the analysis's default unless given). */
  minPageViews?: number;
  log?: (line: string) => void;
}

/** How a watch ended: the canary promoted, rolled back (no longer served), or left as it is without a verdict. */
export type WatchOutcome = 'promoted' | 'rolled back' | 'undecided';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What became of `version` once its watch is closed, by whoever closed it. */
async function outcomeOf(db: Db, remote: RemoteName, version: string): Promise<WatchOutcome> {
  const state = (await listReleases(db, remote)).find((r) => r.version === version)?.state;
  return state === 'live' ? 'promoted' : state === 'canary' ? 'undecided' : 'rolled back';
}

/**
 * Opens a watch of the remote's canary in the registry and follows it, looking at the figures itself
 * too: whichever watcher reaches a verdict first (this command or the gateway's job) acts on it, once.
 * Stopping the command leaves the watch to the gateway.
 */
export async function watchCanary(options: WatchOptions): Promise<WatchOutcome> {
  const { db, window, remote, forMs, everyMs = 30_000, minPageViews, log = console.error } = options;
  const canary = (await listReleases(db, remote)).find((r) => r.state === 'canary');
  if (!canary) throw new RegistryError(`${remote} has no canary to watch`);
  await openCanaryWatch(db, { remote, version: canary.version, until: new Date(Date.now() + forMs), minPageViews });
  log(`Watching ${remote} ${canary.version}; if this command stops, the gateway goes on watching it`);
  for (;;) {
    const [watch] = await canaryWatches(db, remote);
    if (watch?.version !== canary.version) return outcomeOf(db, remote, canary.version);
    const look = await reviewCanaryWatch(db, window, watch, commandLineActor());
    if (look.outcome === 'gone') return outcomeOf(db, remote, canary.version);
    const { stable, analysis } = look.judged;
    log(`${remote} ${canary.version} (canary) against ${stable}:\n${formatAnalysis(analysis)}`);
    if (look.outcome !== 'watching') return look.outcome;
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
