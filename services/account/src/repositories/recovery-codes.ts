import type { Db } from '@yayasan/service-kit';

// The second factor's single-use recovery codes, kept as hashes: every query on `recovery_codes` lives here.

export async function deleteRecoveryCodesOf(trx: Db, userId: number): Promise<void> {
  await trx('recovery_codes').where({ user_id: userId }).delete();
}

export async function insertRecoveryCodes(trx: Db, userId: number, codeHashes: string[]): Promise<void> {
  await trx('recovery_codes').insert(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash })));
}

/** Marks an unused code of the user used, in one conditional update: 1 when it was taken, 0 when not. */
export const takeRecoveryCode = (db: Db, userId: number, codeHash: string): Promise<number> =>
  db('recovery_codes')
    .where({ user_id: userId, code_hash: codeHash })
    .whereNull('used_at')
    .update({ used_at: db.fn.now(3) });

export const unusedRecoveryCodes = async (db: Db, userId: number) => {
  const row = await db('recovery_codes').where({ user_id: userId }).whereNull('used_at').count({ n: '*' }).first();
  return Number(row?.n ?? 0);
};
