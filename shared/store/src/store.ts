import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { SESSION_STORAGE_KEY, sessionExpired, sessionSlice, signedOut } from './session';
import { THEME_STORAGE_KEY, themeSlice } from './theme';

/**
 * The root reducer: host slices up front, remote slices injected later with
 * `slice.injectInto(rootReducer)` when their code loads.
 */
export const rootReducer = combineSlices(sessionSlice, themeSlice, api).withLazyLoadedSlices<Record<string, unknown>>();

/**
 * A session that ends (signed out, or refused as expired) empties the API cache: nothing one user
 * loaded (likes, notifications, own articles, history) is ever shown to the next. The site has one
 * API slice (`api`), which every remote extends, so this covers them all.
 */
function resetCacheOnSessionEnd() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

/**
 * The site's store. `preloadedState`: the state the server rendered the page with, so the browser
 * starts from the same answers. On the server (no session storage) nothing is persisted.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(resetCacheOnSessionEnd()).concat(api.middleware),
    preloadedState: preloadedState as RootState | undefined,
  });
  if (typeof sessionStorage !== 'undefined') persistToSessionStorage(store);
  return store;
}

/** Keeps `user` and `theme` in session storage in step with the store. */
function persistToSessionStorage(store: { subscribe(l: () => void): void; getState(): RootState }) {
  let last: { user: unknown; theme: unknown } = { user: undefined, theme: undefined };
  store.subscribe(() => {
    const state = store.getState();
    const user = state.session.user;
    const theme = state.theme.name;
    if (user !== last.user) {
      if (user) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
      else sessionStorage.removeItem(SESSION_STORAGE_KEY);
    }
    if (theme !== last.theme) sessionStorage.setItem(THEME_STORAGE_KEY, theme);
    last = { user, theme };
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
