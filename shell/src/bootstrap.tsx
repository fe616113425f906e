import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BROWSER_RENDERED_DIGEST } from '@yayasan/contracts';
import { App } from './app/App';

/**
 * An area the server left to the browser on purpose (counted and logged by the renderer) is rendered
 * here without alarm; any other recoverable error, a hydration mismatch above all, is reported.
 */
function onRecoverableError(error: unknown) {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  if (digest === BROWSER_RENDERED_DIGEST) console.info('An area the server left to the browser is rendered here.');
  else reportError(error);
}

/**
 * Hydrates the page the renderer wrote (its remote areas hydrate as their code arrives, each at its
 * Suspense boundary), or renders it when the page came without a body. Either is a transition: React
 * then yields to the browser every few milliseconds instead of hydrating or building the whole page in
 * one task, so a tap is never held back for long on a budget phone (and one on a part not yet
 * hydrated makes React hydrate that part first).
 */
export function renderApp() {
  const root = document.getElementById('root')!;
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, <App />, { onRecoverableError });
    else createRoot(root).render(<App />);
  });
}

/**
 * The field signals' collector, for a page view in the sample. Imported from here, not from the entry:
 * the shell's HTML preloads what the entry imports, and most page views never need the collector.
 */
export async function startFieldCollector() {
  const { startFieldSignals } = await import('./features/field/fieldSignals');
  startFieldSignals();
}
