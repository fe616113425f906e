import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdFirstView } from './features/first-view/holdFirstView';

const root = document.getElementById('root')!;
holdFirstView(root);
// The first render as a transition: React yields to the browser every few milliseconds while it
// builds the page, so building it never blocks a tap for long (a slow phone's main thread stays free).
startTransition(() => createRoot(root).render(<App />));
