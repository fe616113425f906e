import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '@yayasan/ui/testing';

/** Renders a page with the toasts it raises visible to queries. */
export function renderPage(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      {ui}
      <ToastContainer />
    </>,
    options,
  );
}
