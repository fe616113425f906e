import { profileImageOf, type SessionUser } from '@yayasan/contracts';
import { siteOrigin, type AuthUser, type Db } from '@yayasan/service-kit';
import { hasNewNotification } from './blog-reads';
import { openSession } from './sessions';
import type { Signer } from '../config';
import type { UserRow } from '../db/tables';

/** What a token carries beyond the user: its session and when the second factor was last checked. */
export interface TokenExtras {
  sessionId?: string;
  secondFactorAt?: number;
}

export const authUserOf = (user: UserRow, extras: TokenExtras = {}): AuthUser => ({
  id: user.id,
  username: user.username,
  isAdmin: Boolean(user.is_admin),
  tokenVersion: Number(user.token_version ?? 0),
  ...(extras.sessionId !== undefined ? { sessionId: extras.sessionId } : {}),
  ...(extras.secondFactorAt !== undefined ? { secondFactorAt: extras.secondFactorAt } : {}),
});

/** The moment of a second-factor check, as tokens carry it. */
export const checkedNow = () => Math.floor(Date.now() / 1000);

export interface SignInContext {
  /** The browser's user agent: the session list names the device by it. */
  userAgent?: string;
  /** Set when the second factor was just given. */
  secondFactorAt?: number;
}

/** A completed sign-in: a new session row and the spec's session object. */
export async function sessionFor(
  db: Db,
  signer: Signer,
  user: UserRow,
  context: SignInContext = {},
): Promise<SessionUser> {
  const sessionId = await openSession(db, user.id, Number(user.token_version ?? 0), context.userAgent ?? '');
  const [access_token, new_notification_available] = await Promise.all([
    signer.sign(authUserOf(user, { sessionId, secondFactorAt: context.secondFactorAt })),
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
