import { nextTask } from './features/start/nextTask';
import { beginFieldSignals } from './features/field/fieldStart';

// Field signals, for a sample of page loads: failures are counted from here; the collector comes after the start.
const reportsField = beginFieldSignals();

// Async boundary: shared singletons are negotiated before any app code runs. The start is cut into
// tasks (the two largest shared modules, the app's own modules, its hydration): on a budget phone
// one long task holding all of it would hold back the visitor's first tap.
async function start() {
  await import('@yayasan/store');
  await nextTask();
  await import('@yayasan/ui');
  await nextTask();
  const { renderApp, startFieldCollector } = await import('./bootstrap');
  await nextTask();
  renderApp();
  if (!reportsField) return;
  await nextTask();
  await startFieldCollector();
}
void start();
