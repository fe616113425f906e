import type { ComponentType } from 'react';
import { renderStandalone } from '@yayasan/ui';
import exposes from './exposes.json';

/** An exposed module by its file in the exposes map; one chunk holds them all (the page is for development). */
const load = (file: string): Promise<{ default: ComponentType }> =>
  import(
    /* webpackMode: "lazy-once" */ /* webpackInclude: /\/features\/.*\.tsx$/ */ /* webpackExclude: /__tests__/ */ `../${file.replace('./src/', '')}`
  );

// The page renders every module the shell can load, from the same map as the federation build.
Promise.all(Object.entries(exposes).map(async ([name, file]) => [name, (await load(file)).default] as const)).then(
  (modules) => renderStandalone('donation', Object.fromEntries(modules)),
);
