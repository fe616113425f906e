import type { SessionUser } from '@yayasan/contracts';
import { testUser } from '@yayasan/ui/testing';

/** A session user object as the account service answers it (a user who is not signed in yet). */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser =>
  testUser({ access_token: 'tok-123', username: 'siti', fullname: 'Siti Aminah', ...over });
