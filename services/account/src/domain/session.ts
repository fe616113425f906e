import { profileImageOf, type SessionUser } from '@yayasan/contracts';
import { siteOrigin, type AuthUser, type Db } from '@yayasan/service-kit';
import { hasNewNotification } from './blog-reads';
import type { UserRow } from './users';

/** Signs access tokens; the account service holds the private key. */
export interface Signer {
  sign(user: AuthUser): Promise<string>;
}

export const authUserOf = (user: UserRow): AuthUser => ({
  id: user.id,
  username: user.username,
  isAdmin: Boolean(user.is_admin),
  tokenVersion: Number(user.token_version ?? 0),
});

export async function sessionFor(db: Db, signer: Signer, user: UserRow): Promise<SessionUser> {
  const [access_token, new_notification_available] = await Promise.all([
    signer.sign(authUserOf(user)),
    hasNewNotification(db, user.id),
  ]);
  return {
    access_token,
    username: user.username,
    profile_img: profileImageOf(user.profile_img, user.username, siteOrigin()),
    fullname: user.fullname,
    isAdmin: Boolean(user.is_admin),
    new_notification_available,
  };
}
