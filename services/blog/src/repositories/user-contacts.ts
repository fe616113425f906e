import type { Db } from '@yayasan/service-kit';

// What the blog reads of the account service's `user_contacts` view: a user's id by e-mail (the demo data).

export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db('user_contacts').where({ email }).first('id');
  return row ? Number(row.id) : null;
}
