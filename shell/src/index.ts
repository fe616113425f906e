import { firstViewShown } from './features/first-view/firstViewShown';
import { nextTask } from './features/start/nextTask';

// Async boundary: shared singletons are negotiated before any app code runs. The start is cut into
// tasks (the two largest shared modules, the app's own modules, its first render): on a budget phone
// one long task holding all of it would hold back the visitor's first tap. The first view's picture
// is watched from the start, so that the app takes its place only once it has shown there.
async function start() {
  const shown = firstViewShown();
  await import('@yayasan/store');
  await nextTask();
  await import('@yayasan/ui');
  await nextTask();
  const { renderApp } = await import('./bootstrap');
  await nextTask();
  renderApp(shown);
}
void start();
