import type { Db } from '@yayasan/service-kit';

// What the gallery reads of the account service's people: its published `user_contacts` view only.

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db('user_contacts').where({ email }).first('id'))?.id;
}
