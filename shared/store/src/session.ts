import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@yayasan/contracts';

// The session user as the server returns it, kept in session storage under `user`; re-exported
// here so existing `@yayasan/store` imports keep working.
export type { SessionUser };

export const SESSION_STORAGE_KEY = 'user';

export function readStoredSession(): SessionUser | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
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
