import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdFirstView } from './features/first-view/holdFirstView';

/**
 * Renders the app. The gateway's first view stays on screen while the app renders into its hidden
 * root (the browser builds run on Preact, which renders in one go: no transition would let it yield),
 * and until it has been `shown` with its picture.
 */
export function renderApp(shown: Promise<void>) {
  const root = document.getElementById('root')!;
  holdFirstView(root, shown);
  createRoot(root).render(<App />);
}
