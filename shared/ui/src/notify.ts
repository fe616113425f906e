import type { ReactNode } from 'react';
import { toast, type Id } from 'react-toastify';

/** Toasts with the spec's durations: success 2 s, error 4 s, plain 4 s, loading until dismissed. */
export const TOAST_LIMIT = 20;

export const notify = {
  success: (message: string) => toast.success(message, { autoClose: 2000 }),
  error: (message: ReactNode) => toast.error(message, { autoClose: 4000 }),
  info: (message: string) => toast(message, { autoClose: 4000 }),
  loading: (message: string): Id => toast.loading(message),
  dismiss: (id?: Id) => toast.dismiss(id),
};
