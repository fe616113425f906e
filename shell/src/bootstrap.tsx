import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

/**
 * Hydrates the page the renderer wrote (its remote areas hydrate as their code arrives, each at its
 * Suspense boundary, so React yields between them), or renders it when the page came without a body.
 * A first render is a transition: React then yields to the browser every few milliseconds while it
 * builds the page, so a tap is never held back for long on a budget phone.
 */
export function renderApp() {
  const root = document.getElementById('root')!;
  if (root.hasChildNodes()) hydrateRoot(root, <App />);
  else startTransition(() => createRoot(root).render(<App />));
}
