import type { Db } from '@yayasan/service-kit';

/**
 * A user as the account service publishes them to this service (the `user_cards` view): the id and
 * name behind a username, or none.
 */
export const userCardByUsername = (db: Db, username: string): Promise<{ id: number; fullname: string } | undefined> =>
  db('user_cards').where({ username }).first('id', 'fullname');
