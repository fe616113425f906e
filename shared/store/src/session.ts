import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@yayasan/contracts';

// The session user as the server returns it, kept in session storage under `user`; re-exported
// here so existing `@yayasan/store` imports keep working.
export type { SessionUser };

export const SESSION_STORAGE_KEY = 'user';

/** A stored session as the sign-in answer gave it: every field of a SessionUser, with its type. */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const field = (name: keyof SessionUser) => (name in value ? Reflect.get(value, name) : undefined);
  return (
    typeof field('access_token') === 'string' &&
    typeof field('username') === 'string' &&
    typeof field('profile_img') === 'string' &&
    typeof field('fullname') === 'string' &&
    typeof field('isAdmin') === 'boolean' &&
    typeof field('new_notification_available') === 'boolean'
  );
}

export function readStoredSession(): SessionUser | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isSessionUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export interface SessionState {
  user: SessionUser | null;
  /** Set when a call was refused for an expired or rejected token; the shell reacts and clears it. */
  expired: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: readStoredSession(), expired: false }),
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.expired = false;
    },
    sessionUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state) {
      state.user = null;
    },
    sessionExpired(state) {
      state.user = null;
      state.expired = true;
    },
    expiryHandled(state) {
      state.expired = false;
    },
  },
  selectors: {
    selectUser: (s) => s.user,
    selectToken: (s) => s.user?.access_token ?? null,
    selectIsAdmin: (s) => s.user?.isAdmin === true,
    selectSessionExpired: (s) => s.expired,
  },
});

export const { signedIn, sessionUpdated, signedOut, sessionExpired, expiryHandled } = sessionSlice.actions;
export const { selectUser, selectToken, selectIsAdmin, selectSessionExpired } = sessionSlice.selectors;
