import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The first render as a transition: React yields to the browser every few milliseconds while it
// builds the page, so building it never blocks a tap for long (a slow phone's main thread stays free).
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));
