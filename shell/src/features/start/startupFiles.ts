import { STARTUP_FILES_ATTRIBUTE, type StartupFile } from '@yayasan/contracts';
import { nextTask } from './nextTask';

/**
 * Resolves once the server's HTML has been painted: the page is seen before the browser spends its
 * connection and its main thread on scripts. A hidden tab paints nothing, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const isStartupFile = (value: unknown): value is StartupFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'href') === 'string' &&
  (Reflect.get(value, 'as') === 'script' || Reflect.get(value, 'as') === 'style');

/** Every file the page's lists name, in their order, each once; a list that cannot be read is skipped. */
export function readStartupFiles(): StartupFile[] {
  const files = new Map<string, StartupFile>();
  for (const list of document.querySelectorAll(`script[${STARTUP_FILES_ATTRIBUTE}]`)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(list.textContent ?? '');
    } catch {
      continue;
    }
    if (Array.isArray(parsed)) for (const file of parsed.filter(isStartupFile)) files.set(file.href, file);
  }
  return [...files.values()];
}

/** Starting a request takes the browser a moment of the main thread: a few per task keep each task short. */
const PRELOADS_PER_TASK = 2;

/**
 * Asks for all of them before the start needs them (the chunks' own requests are then served by these
 * preloads, with no round trip per step of the start), below the page's pictures in priority.
 */
export async function preloadStartupFiles(files: StartupFile[]) {
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const { href, as } of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      document.head.appendChild(link);
    }
  }
}
