import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdFirstView } from './features/first-view/holdFirstView';

/**
 * Renders the app. The gateway's first view stays on screen while the app renders into its hidden
 * root, and until it has been `shown` with its picture. The first render is a transition: React then
 * yields to the browser every few milliseconds while it builds the page (a plain render builds it in
 * one task), so a tap on the first view is never held back for long on a budget phone.
 */
export function renderApp(shown: Promise<void>) {
  const root = document.getElementById('root')!;
  holdFirstView(root, shown);
  startTransition(() => createRoot(root).render(<App />));
}
