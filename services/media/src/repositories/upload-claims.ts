import { isDuplicateKeyError, type Db } from '@yayasan/service-kit';

/**
 * Claims a signed upload URL for one PUT: the insert of its name succeeds once, even for PUTs
 * that arrive together (a check of the stored file would let them all through).
 */
export async function claimUpload(db: Db, name: string, expires: Date): Promise<boolean> {
  try {
    await db('upload_claims').insert({ name, expires_at: expires });
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
  // Claims of URLs that have expired guard nothing any more.
  await db('upload_claims')
    .where('expires_at', '<', new Date(Date.now() - 60_000))
    .limit(100)
    .delete();
  return true;
}

/** Gives the URL back when storing the file failed, so the donor can try again. */
export const releaseUpload = (db: Db, name: string) => db('upload_claims').where({ name }).delete();
