import bcrypt from 'bcryptjs';
import type { Db } from '@yayasan/service-kit';
import { isDuplicateKeyError } from '@yayasan/service-kit';
import { normalizeEmail } from '@yayasan/validation';
import { BCRYPT_COST } from '../config';
import type { UserRow } from '../db/tables';
import { findUserById, insertUser, userByEmail } from '../repositories/users';

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/** 'Budi.Santoso+x@mail.com' → 'budisantosox'; never shorter than 3 characters. */
export function baseUsername(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
  return (local.length >= 3 ? local : `${local}user`).slice(0, 40);
}

export interface NewUser {
  fullname: string;
  email: string;
  password?: string;
  googleAuth?: boolean;
  isAdmin?: boolean;
  profileImg?: string;
}

/**
 * Creates a user with a unique username derived from the e-mail (a numeric suffix on collision).
 * Throws the duplicate-key error when the e-mail is taken.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const base = baseUsername(input.email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    try {
      const id = await insertUser(db, {
        fullname: input.fullname.trim(),
        email: normalizeEmail(input.email),
        username,
        password_hash: passwordHash,
        google_auth: input.googleAuth ?? false,
        is_admin: input.isAdmin ?? false,
        profile_img: input.profileImg ?? '',
        social_links: JSON.stringify({}),
      });
      return (await findUserById(db, id))!;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      if (await findUserByEmail(db, input.email)) throw err;
      // the username was taken: try another suffix
    }
  }
  throw new Error('could not find a free username');
}

/** The account an address belongs to: normalised, then compared exactly (the column is utf8mb4_bin). */
export const findUserByEmail = (db: Db, email: string) => userByEmail(db, normalizeEmail(email));
