import type { Db } from '@yayasan/service-kit';

// What the donation service reads of the account service's standings: its published `user_standings` view.

/** The first administrator's id, if there is one. */
export async function firstAdminId(db: Db): Promise<number | undefined> {
  return (await db('user_standings').where({ is_admin: true }).orderBy('id').first('id'))?.id;
}
