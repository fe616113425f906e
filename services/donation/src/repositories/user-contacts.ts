import type { Knex } from 'knex';
import type { Db, UserContactRow } from '@yayasan/service-kit';

// What the donation service reads of the account service's people: its published `user_contacts` view.

/** Those of these users who still take campaign news by e-mail. */
export async function campaignNewsSubscribers(db: Db | Knex.Transaction, userIds: number[]): Promise<number[]> {
  const rows = await db('user_contacts').whereIn('id', userIds).andWhere({ email_campaign_news: true }).select('id');
  return rows.map((r) => Number(r.id));
}

/** The address, name and campaign-news preference of a user, if the account exists. */
export function mailContactOf(
  db: Db,
  id: number,
): Promise<Pick<UserContactRow, 'email' | 'fullname' | 'email_campaign_news'> | undefined> {
  return db('user_contacts').where({ id }).first('email', 'fullname', 'email_campaign_news');
}

/** The id and name of the account with this address, if any. */
export function contactByEmail(db: Db, email: string): Promise<Pick<UserContactRow, 'id' | 'fullname'> | undefined> {
  return db('user_contacts').where({ email }).first('id', 'fullname');
}

/** The id of the account with this address, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db('user_contacts').where({ email }).first('id'))?.id;
}

/** What a payment needs of its donor: id, name, address and username. */
export function donorContactOf(
  db: Db,
  id: number,
): Promise<Pick<UserContactRow, 'id' | 'fullname' | 'email' | 'username'> | undefined> {
  return db('user_contacts').where({ id }).first('id', 'fullname', 'email', 'username');
}

/** A user's full name, if the account exists. */
export async function fullnameOf(db: Db, id: number): Promise<string | undefined> {
  return (await db('user_contacts').where({ id }).first('fullname'))?.fullname;
}
