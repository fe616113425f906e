import type { Db } from '@yayasan/service-kit';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';

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

export class RegistryError extends Error {}

interface Row {
  remote: string;
  version: string;
  published_at: Date;
  state: ReleaseState;
  canary_percent: number | null;
}

const toRelease = (r: Row): ReleaseRow => ({
  remote: r.remote as RemoteName,
  version: r.version,
  publishedAt: new Date(r.published_at),
  state: r.state,
  canaryPercent: r.canary_percent,
});

/** Every release of a remote, newest first. */
export async function listReleases(db: Db, remote: RemoteName): Promise<ReleaseRow[]> {
  const rows = await db<Row>(TABLE)
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
): Promise<void> {
  const { remote, version, canaryPercent } = release;
  const canary = canaryPercent !== undefined;
  if (canary && !(Number.isInteger(canaryPercent) && canaryPercent >= 0 && canaryPercent <= 100)) {
    throw new RegistryError('the canary share must be a whole number from 0 to 100');
  }
  await db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    if (await isRecorded(trx, remote, version)) throw new RegistryError(`${remote} ${version} is already recorded`);
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
  });
}

/** Makes a recorded version live for everyone at once; the current live one and any canary become previous. */
export async function rollbackTo(db: Db, remote: RemoteName, version: string): Promise<void> {
  await db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    if (!(await isRecorded(trx, remote, version))) {
      throw new RegistryError(`${remote} has no release ${version} (see --list ${remote})`);
    }
    await trx(TABLE)
      .where({ remote })
      .whereIn('state', ['live', 'canary'])
      .update({ state: 'previous', canary_percent: null });
    await trx(TABLE).where({ remote, version }).update({ state: 'live', canary_percent: null });
  });
}

/** The canary becomes live for everyone. Answers its version. */
export async function promoteCanary(db: Db, remote: RemoteName): Promise<string> {
  return db.transaction(async (trx) => {
    await lockRemote(trx, remote);
    const canary = await trx<Row>(TABLE).where({ remote, state: 'canary' }).first();
    if (!canary) throw new RegistryError(`${remote} has no canary to promote`);
    await trx(TABLE).where({ remote, state: 'live' }).update({ state: 'previous' });
    await trx(TABLE).where({ remote, version: canary.version }).update({ state: 'live', canary_percent: null });
    return canary.version;
  });
}

/** The live and canary versions of every remote that has any. */
export async function readLiveReleases(db: Db): Promise<LiveReleases> {
  const rows = await db<Row>(TABLE).whereIn('state', ['live', 'canary']).whereIn('remote', REMOTE_NAMES);
  const out: LiveReleases = {};
  for (const row of rows) {
    const choice = (out[row.remote as RemoteName] ??= {});
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
