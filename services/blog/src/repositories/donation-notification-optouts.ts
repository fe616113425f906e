import type { Db } from '@yayasan/service-kit';

// Administrators who turned donation notifications off: every query on
// `donation_notification_optouts` lives here (and in the administrators' query of user-standings.ts).

export async function hasOptedOut(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db('donation_notification_optouts').where({ user_id: userId }).first('user_id'));
}

export async function optIn(db: Db, userId: number): Promise<void> {
  await db('donation_notification_optouts').where({ user_id: userId }).delete();
}

/** Repeating it changes nothing. */
export async function optOut(db: Db, userId: number): Promise<void> {
  await db('donation_notification_optouts').insert({ user_id: userId }).onConflict('user_id').ignore();
}
