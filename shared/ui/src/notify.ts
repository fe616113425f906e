import type { ReactNode } from 'react';
import type { Id, ToastOptions } from 'react-toastify';

/** Toasts with the spec's durations: success 2 s, error 4 s, plain 4 s, loading until dismissed. */
export const TOAST_LIMIT = 20;

type Toastify = typeof import('react-toastify');

/**
 * react-toastify loads with the first toast, not with the page: most visits show none, and its code
 * would otherwise weigh on every first load. Toasts shown before the container mounts wait in its queue.
 */
let toastify: Promise<Toastify> | null = null;
const requestListeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    requestListeners.forEach((listener) => listener());
  }
  return toastify;
}

/** For the toast container: whether anything asked for a toast yet, and a way to hear when it does. */
export const toastsRequested = () => toastify !== null;
export function onToastsRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

let lastId = 0;

/** Shows a toast once the library is in; the id is ours, so callers can dismiss it right away. */
function show(message: ReactNode, options: ToastOptions, kind?: 'success' | 'error' | 'loading'): Id {
  const toastId = `notify-${++lastId}`;
  void loadToastify().then(({ toast }) => (kind ? toast[kind] : toast)(message, { ...options, toastId }));
  return toastId;
}

export const notify = {
  success: (message: string) => show(message, { autoClose: 2000 }, 'success'),
  error: (message: ReactNode) => show(message, { autoClose: 4000 }, 'error'),
  info: (message: string) => show(message, { autoClose: 4000 }),
  loading: (message: string): Id => show(message, {}, 'loading'),
  dismiss: (id?: Id) => {
    // Nothing to dismiss before the first toast; after it, in order behind the toasts already asked for.
    if (toastify) void toastify.then(({ toast }) => toast.dismiss(id));
  },
};
