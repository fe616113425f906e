import { useEffect } from 'react';
import {
  readStoredSession,
  readStoredTheme,
  selectThemeName,
  selectUser,
  signedIn,
  themeToggled,
  useAppDispatch,
  useAppStore,
} from '@yayasan/store';

/**
 * The page is rendered on the server for an anonymous visitor in the light theme, and hydrated as
 * such; once it is, the visitor's own session and theme (kept in this tab) take their place.
 */
export function RestoreVisitor() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const state = store.getState();
    const user = readStoredSession();
    if (user && !selectUser(state)) dispatch(signedIn(user));
    if (readStoredTheme() !== selectThemeName(state)) dispatch(themeToggled());
  }, [dispatch, store]);
  return null;
}
