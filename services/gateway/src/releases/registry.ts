import type { Knex } from 'knex';
import { AuditTrail, commandLineActor, type AuditActor, type Db } from '@yayasan/service-kit';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import type { CanaryWatchRow, RemoteReleaseRow } from '../db/tables';

export type ReleaseState = 'live' | 'canary' | 'previous';

export interface ReleaseRow {
  remote: RemoteName;
  version: string;
  publishedAt: Date;
  state: ReleaseState;
  /** Only for the canary: the share of visitors (0–100) who get it. */
  canaryPercent: number | null;
}

/** What a remote serves now: nothing recorded (its in-place build), a live release, and maybe a canary. */
export interface RemoteChoice {
  live?: string;
  canary?: { version: string; percent: number };
}
export type LiveReleases = Partial<Record<RemoteName, RemoteChoice>>;

const TABLE = 'remote_releases';
/** `canary_watches` (004): a canary being judged by visitors, until a verdict or its end (canary-watch.ts). */
export const CANARY_WATCHES = 'canary_watches';

export class RegistryError extends Error {}

/** The gateway's audit trail (migration 002): releases published, promoted and rolled back. */
const RELEASE_FIELDS = ['live', 'canary', 'canary_percent'];
export const gatewayAudit = new AuditTrail(
  'gateway',
  { log: 'gateway_audit_log', head: 'gateway_audit_head' },
  {
    'release.publish': RELEASE_FIELDS,
    'release.promote': RELEASE_FIELDS,
    'release.rollback': RELEASE_FIELDS,
    'release.decision': ['decision', 'canary', 'stable', 'reason', 'checks'],
  },
);

/** What a remote serves, as the audit trail records it before and after a switch. */
async function servedBy(trx: Db, remote: RemoteName) {
  const rows = await trx(TABLE).where({ remote }).whereIn('state', ['live', 'canary']);
  const live = rows.find((r) => r.state === 'live');
  const canary = rows.find((r) => r.state === 'canary');
  return {
    live: live?.version ?? null,
    canary: canary?.version ?? null,
    canary_percent: canary?.canary_percent ?? null,
  };
}

/**
 * Records a switch of `remote` in the trail, in the switch's transaction (the remote's rows are locked).
 * A switch ends any watch of the remote: the canary it judged is no longer what it was.
 */
async function recordSwitch(
  trx: Knex.Transaction,
  action: string,
  remote: RemoteName,
  before: Awaited<ReturnType<typeof servedBy>>,
  actor: AuditActor,
) {
  await gatewayAudit.record(trx, {
    action,
    actor,
    object: { type: 'remote', id: remote },
    before,
    after: await servedBy(trx, remote),
  });
  await trx(CANARY_WATCHES).where({ remote }).delete();
}

const toRelease = (r: RemoteReleaseRow): ReleaseRow => ({
  remote: r.remote,
  version: r.version,
  publishedAt: new Date(r.published_at),
  state: r.state,
  canaryPercent: r.canary_percent,
});

/** Every release of a remote, newest first. */
export async function listReleases(db: Db, remote: RemoteName): Promise<ReleaseRow[]> {
  const rows = await db(TABLE)
    .where({ remote })
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(toRelease);
}

export async function isRecorded(db: Db, remote: RemoteName, version: string): Promise<boolean> {
  return Boolean(await db(TABLE).where({ remote, version }).first('id'));
}

/** Locks the remote's rows for the rest of the transaction, so two switches of one remote never interleave. */
const lockRemote = (trx: Db, remote: RemoteName) => trx(TABLE).where({ remote }).forUpdate().select('id');

/**
 * Records a published release: live for everyone (the earlier live one and any canary become
 * previous), or, with `canaryPercent`, the canary beside the live one (an earlier canary becomes previous).
 */
export async function recordRelease(
  db: Db,
  release: { remote: RemoteName; version: string; canaryPercent?: number },
  actor: AuditActor = commandLineActor(),
): Promise<void> {
  const { remote, version, canaryPercent } = release;
  const canary = canaryPercent !== undefined;
  if (canary && !(Number.isInteger(canaryPercent) && canaryPercent >= 0 && canaryPercent <= 100)) {
    throw new RegistryError('the canary share must be a whole number from 0 to 100');
  }
  await db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    if (await isRecorded(trx, remote, version)) throw new RegistryError(`${remote} ${version} is already recorded`);
    const before = await servedBy(trx, remote);
    await trx(TABLE)
      .where({ remote })
      .whereIn('state', canary ? ['canary'] : ['live', 'canary'])
      .update({ state: 'previous', canary_percent: null });
    await trx(TABLE).insert({
      remote,
      version,
      state: canary ? 'canary' : 'live',
      canary_percent: canary ? canaryPercent : null,
    });
    await recordSwitch(trx, 'release.publish', remote, before, actor);
  });
}

/** Makes a recorded version live for everyone at once; the current live one and any canary become previous. */
export async function rollbackTo(
  db: Db,
  remote: RemoteName,
  version: string,
  actor: AuditActor = commandLineActor(),
): Promise<void> {
  await db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    if (!(await isRecorded(trx, remote, version))) {
      throw new RegistryError(`${remote} has no release ${version} (see --list ${remote})`);
    }
    const before = await servedBy(trx, remote);
    await trx(TABLE)
      .where({ remote })
      .whereIn('state', ['live', 'canary'])
      .update({ state: 'previous', canary_percent: null });
    await trx(TABLE).where({ remote, version }).update({ state: 'live', canary_percent: null });
    await recordSwitch(trx, 'release.rollback', remote, before, actor);
  });
}

type CanaryAction = 'release.promote' | 'release.rollback';

/** How each switch moves a remote's rows, given the canary's version. */
const CANARY_SWITCHES: Record<
  CanaryAction,
  (trx: Knex.Transaction, remote: RemoteName, version: string) => Promise<unknown>
> = {
  // The canary becomes live for everyone.
  'release.promote': async (trx, remote, version) => {
    await trx(TABLE).where({ remote, state: 'live' }).update({ state: 'previous' });
    await trx(TABLE).where({ remote, version }).update({ state: 'live', canary_percent: null });
  },
  // The canary is taken away: everyone gets the live release, or the in-place build when there is none.
  'release.rollback': (trx, remote) =>
    trx(TABLE).where({ remote, state: 'canary' }).update({ state: 'previous', canary_percent: null }),
};

/**
 * Switches `remote`'s canary in one locked transaction recorded in the trail, after `first` (which
 * may refuse by answering false) ran in it. Answers the canary's version, or null when refused.
 */
async function switchCanary(
  db: Db,
  remote: RemoteName,
  action: CanaryAction,
  actor: AuditActor,
  first: (trx: Knex.Transaction, canary: string) => Promise<boolean> = async () => true,
): Promise<string | null> {
  return db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    const canary = await trx(TABLE).where({ remote, state: 'canary' }).first();
    if (!canary)
      throw new RegistryError(`${remote} has no canary to ${action === 'release.promote' ? 'promote' : 'withdraw'}`);
    if (!(await first(trx, canary.version))) return null;
    const before = await servedBy(trx, remote);
    await CANARY_SWITCHES[action](trx, remote, canary.version);
    await recordSwitch(trx, action, remote, before, actor);
    return canary.version;
  });
}

/** The canary becomes live for everyone. Answers its version. */
export const promoteCanary = async (db: Db, remote: RemoteName, actor: AuditActor = commandLineActor()) =>
  (await switchCanary(db, remote, 'release.promote', actor))!;

/** Takes the canary away. Answers its version. */
export const withdrawCanary = async (db: Db, remote: RemoteName, actor: AuditActor = commandLineActor()) =>
  (await switchCanary(db, remote, 'release.rollback', actor))!;

/** A canary analysis's verdict with the figures it rests on, kept in the audit trail beside the switch it led to. */
export interface CanaryVerdict {
  decision: 'promote' | 'rollback';
  canary: string;
  stable: string;
  reason: string;
  checks: unknown[];
}

/**
 * Acts on a verdict once, however many watchers reached it: in the remote's locked transaction, only
 * while the judged version is still its canary, the verdict is recorded and the canary promoted or
 * withdrawn. Answers false when the canary changed meanwhile (someone else acted, or a person switched).
 */
export async function actOnVerdict(
  db: Db,
  remote: RemoteName,
  verdict: CanaryVerdict,
  actor: AuditActor = commandLineActor(),
): Promise<boolean> {
  const action = verdict.decision === 'promote' ? 'release.promote' : 'release.rollback';
  const switched = await switchCanary(db, remote, action, actor, async (trx, canary) => {
    if (canary !== verdict.canary) return false;
    await gatewayAudit.record(trx, {
      action: 'release.decision',
      actor,
      object: { type: 'remote', id: remote },
      before: null,
      after: { ...verdict },
    });
    return true;
  }).catch((err) => {
    if (err instanceof RegistryError) return null;
    throw err;
  });
  return switched !== null;
}

/** A canary being judged by visitors until `until` (at most one per remote). */
export interface CanaryWatch {
  remote: RemoteName;
  version: string;
  until: Date;
  /** Page views each side needs before a promotion; the analysis's default when absent. */
  minPageViews?: number;
}

/** Starts (or replaces) the watch of `remote`'s canary, which must be `version` now. */
export async function openCanaryWatch(db: Db, watch: CanaryWatch): Promise<void> {
  const { remote, version, until, minPageViews } = watch;
  await db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    const canary = await trx(TABLE).where({ remote, state: 'canary' }).first('version');
    if (canary?.version !== version) throw new RegistryError(`${remote} ${version} is not the canary`);
    await trx(CANARY_WATCHES)
      .insert({ remote, version, until_at: until, min_page_views: minPageViews ?? null })
      .onConflict('remote')
      .merge();
  });
}

/** The watches still open, or the one of `remote`. */
export async function canaryWatches(db: Db, remote?: RemoteName): Promise<CanaryWatch[]> {
  const rows: CanaryWatchRow[] = await db(CANARY_WATCHES).modify((q) => {
    if (remote) q.where({ remote });
  });
  return rows.map((r) => ({
    remote: r.remote,
    version: r.version,
    until: new Date(r.until_at),
    ...(r.min_page_views === null ? {} : { minPageViews: r.min_page_views }),
  }));
}

/** Ends `remote`'s watch of `version` without a verdict (its time ran out). */
export async function closeCanaryWatch(db: Db, remote: RemoteName, version: string): Promise<void> {
  await db(CANARY_WATCHES).where({ remote, version }).delete();
}

/** The live and canary versions of every remote that has any. */
export async function readLiveReleases(db: Db): Promise<LiveReleases> {
  const rows = await db(TABLE).whereIn('state', ['live', 'canary']).whereIn('remote', REMOTE_NAMES);
  const out: LiveReleases = {};
  for (const row of rows) {
    const choice = (out[row.remote] ??= {});
    if (row.state === 'live') choice.live = row.version;
    else choice.canary = { version: row.version, percent: row.canary_percent ?? 0 };
  }
  return out;
}

/**
 * The version a visitor in `bucket` (0–99) gets: the canary when the bucket is below its share,
 * else the live one; undefined when nothing is recorded (the remote's in-place build).
 */
export function versionFor(choice: RemoteChoice | undefined, bucket: number): string | undefined {
  if (choice?.canary && bucket < choice.canary.percent) return choice.canary.version;
  return choice?.live;
}
