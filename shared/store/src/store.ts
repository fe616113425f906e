import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { themeCookie } from '@yayasan/contracts';
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
    preloadedState,
  });
  if (typeof sessionStorage !== 'undefined') persistToSessionStorage(store);
  return store;
}

/**
 * Keeps `user` and `theme` in session storage in step with the store (the theme in its cookie too, for
 * the pages the server renders), from their first change: a page
 * hydrated with the server's state starts signed out and light, and must not erase the visitor's
 * stored session and theme before they are restored.
 */
function persistToSessionStorage(store: { subscribe(l: () => void): void; getState(): RootState }) {
  const initial = store.getState();
  let last: { user: unknown; theme: unknown } = { user: initial.session.user, theme: initial.theme.name };
  store.subscribe(() => {
    const state = store.getState();
    const user = state.session.user;
    const theme = state.theme.name;
    if (user !== last.user) {
      if (user) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
      else sessionStorage.removeItem(SESSION_STORAGE_KEY);
    }
    if (theme !== last.theme) {
      sessionStorage.setItem(THEME_STORAGE_KEY, theme);
      document.cookie = themeCookie(theme);
    }
    last = { user, theme };
  });
}

/**
 * In the browser: tells the API slice when the connection returns and when the page regains focus,
 * so the calls that ask for it (`refetchOnReconnect` for all, `refetchOnFocus` where an endpoint sets it)
 * are made again. Returns the function that stops listening.
 */
export function listenForReconnect(store: Pick<AppStore, 'dispatch'>): () => void {
  return setupListeners(store.dispatch);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
