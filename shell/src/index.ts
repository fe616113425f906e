import { nextTask } from './features/start/nextTask';
import { afterFirstPaint, preloadStartupFiles, readStartupFiles } from './features/start/startupFiles';
import { beginFieldSignals } from './features/field/fieldStart';

// Field signals, for a sample of page loads: failures are counted from here; the collector comes after the start.
const reportsField = beginFieldSignals();

/**
 * The start, cut into tasks: each step evaluates one large group of modules (a library the page shares,
 * the store, the UI kit, the app's own modules), then its hydration. On a budget phone one long task
 * holding all of it would hold back the visitor's first tap. The libraries come first, each in its own
 * task, so that the store and the UI kit, which import them, find them evaluated.
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('react-redux'),
  // Redux Toolkit's core (Redux, Immer, Reselect) and RTK Query, which the store is built on; only what the
  // store uses of them.
  () => import(/* webpackExports: ["createSlice"] */ '@reduxjs/toolkit'),
  () => import(/* webpackExports: ["buildCreateApi"] */ '@reduxjs/toolkit/query/react'),
  () => import('@yayasan/store'),
  () => import('@yayasan/ui'),
];

// Async boundary: shared singletons are negotiated before any app code runs.
async function start() {
  await afterFirstPaint();
  await preloadStartupFiles(readStartupFiles());
  await nextTask();
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { renderApp, startFieldCollector } = await import('./bootstrap');
  await nextTask();
  renderApp();
  if (!reportsField) return;
  await nextTask();
  await startFieldCollector();
}
void start();
