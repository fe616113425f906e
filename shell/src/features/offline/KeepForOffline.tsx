import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterLoadWhenIdle } from '../../lib/afterLoadWhenIdle';
import { KEEP_VISITED, type KeepVisitedMessage } from './sw-routing';

/** Where the shell's build puts the worker; the gateway serves it with `Cache-Control: no-cache`. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Production builds only: the development server's pages change with every save and must never be kept. */
const enabled = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/** This site's files the page has loaded so far (the worker keeps those it would have kept itself). */
function loadedFiles(): string[] {
  const entries = performance.getEntriesByType?.('resource') ?? [];
  return entries.map((e) => e.name).filter((url) => url.startsWith(location.origin));
}

/** Tells the worker in charge of this page what the page shows, so it opens offline later. */
function keepVisited() {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  const message: KeepVisitedMessage = { type: KEEP_VISITED, page: location.href, files: loadedFiles() };
  worker.postMessage(message);
}

/**
 * Registers the service worker once the page has loaded and the browser is idle (a first visit on a
 * budget phone never shares its start with the worker) and, on every page the visitor opens in the app,
 * asks it to keep that page: a client-side navigation makes no request the worker could keep by itself,
 * and the first visit happens before the worker is in charge.
 */
export function KeepForOffline() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!enabled()) return;
    const onControllerChange = () => keepVisited();
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    const cancel = afterLoadWhenIdle(() => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL)
        .catch((error: unknown) => console.warn('The offline cache could not be set up', error));
    });
    return () => {
      cancel();
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  useEffect(() => {
    if (enabled()) keepVisited();
  }, [pathname, search]);
  return null;
}
