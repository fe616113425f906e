import { nextTask } from './features/start/nextTask';
import { listenForUncaughtErrors } from './features/field/errorListeners';
import { listenForFieldFailures } from './lib/field/fieldFailures';
import { reportServerRenderFallbacks } from './features/field/serverRenderFallbacks';

// Field signals: the page's failures are counted from the first moment (before hydration removes the
// server's marks of the areas it left to the browser); the rest of the collector comes after the start.
listenForFieldFailures();
listenForUncaughtErrors();
reportServerRenderFallbacks();

// Async boundary: shared singletons are negotiated before any app code runs. The start is cut into
// tasks (the two largest shared modules, the app's own modules, its hydration): on a budget phone
// one long task holding all of it would hold back the visitor's first tap.
async function start() {
  await import('@yayasan/store');
  await nextTask();
  await import('@yayasan/ui');
  await nextTask();
  const { renderApp } = await import('./bootstrap');
  await nextTask();
  renderApp();
  await nextTask();
  const { startFieldSignals } = await import('./features/field/fieldSignals');
  startFieldSignals();
}
void start();
