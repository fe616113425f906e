import type { Db } from '@yayasan/service-kit';
import { createUser, findUserByEmail } from './domain/users';

/** Demo accounts for development, created through the same code path as sign-up. */
export const DEMO_ACCOUNTS = [
  { fullname: 'Admin Yayasan', email: 'admin@yayasan.test', password: 'Admin12345', isAdmin: true },
  { fullname: 'Budi Santoso', email: 'budi@yayasan.test', password: 'Budi12345', isAdmin: false },
];

export async function seedDemo(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!(await findUserByEmail(db, account.email))) await createUser(db, account);
  }
}
