import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  REACT_DOM_CHUNK,
  STARTUP_LIBRARIES_CHUNK,
  STARTUP_LIBRARY_CHUNKS as CHUNKS_THE_TESTS_FIND,
} from '@yayasan/contracts';

const ROOT = join(__dirname, '../../../..');

interface CacheGroup {
  test: (module: { resource?: string }) => boolean;
  name: string;
  chunks: string;
  priority?: number;
}

const { createAppConfig, STARTUP_LIBRARY_CHUNKS } = require('../../index') as {
  STARTUP_LIBRARY_CHUNKS: string[];
  createAppConfig: (o: {
    dir: string;
    name: string;
    devPort: number;
    title: string;
    exposes?: Record<string, string>;
  }) => (
    env: object,
    argv: { mode: string },
  ) => { optimization: { splitChunks: { cacheGroups: Record<string, CacheGroup> } } };
};

const cacheGroups = (app: string, exposes?: Record<string, string>) =>
  createAppConfig({ dir: join(ROOT, app), name: app, devPort: 0, title: app, exposes })({}, { mode: 'production' })
    .optimization.splitChunks.cacheGroups;

/** A module of the installed package `name` (hoisted to the root's node_modules), as webpack names its file. */
function moduleOf(name: string) {
  const folder = join(ROOT, 'node_modules', name);
  expect(existsSync(join(folder, 'package.json'))).toBe(true);
  return { resource: join(folder, 'index.js') };
}

/** The shell's cache groups of its startup libraries. */
const startupGroups = () => Object.values(cacheGroups('shell')).filter((g) => CHUNKS_THE_TESTS_FIND.includes(g.name));

/** The startup chunk webpack puts a module in: of the groups whose test it passes, the one of highest priority. */
function chunkOf(module: { resource?: string }): string | undefined {
  const groups = startupGroups().filter((g) => g.test(module));
  return groups.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0]?.name;
}

describe("the shell's startup libraries", () => {
  it('are written under the names the page tests find them by', () => {
    expect(STARTUP_LIBRARY_CHUNKS).toEqual(CHUNKS_THE_TESTS_FIND);
  });

  it('are async chunks, which the start loads', () => {
    const groups = startupGroups();
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group).toEqual(expect.objectContaining({ chunks: 'async' }));
  });

  it('put React DOM and the scheduler it depends on in a chunk of their own', () => {
    for (const name of ['react-dom', 'scheduler']) expect(chunkOf(moduleOf(name))).toBe(REACT_DOM_CHUNK);
  });

  it('put the other libraries the start imports, and the packages those depend on, in the other', () => {
    for (const name of ['react', 'react-router', 'react-redux', 'immer', 'redux', 'styled-components', 'stylis'])
      expect(chunkOf(moduleOf(name))).toBe(STARTUP_LIBRARIES_CHUNK);
  });

  it('leave out what the start does not load, and the app code', () => {
    for (const name of ['react-toastify', 'web-vitals']) expect(chunkOf(moduleOf(name))).toBeUndefined();
    expect(chunkOf({ resource: join(ROOT, 'shell', 'src', 'bootstrap.tsx') })).toBeUndefined();
    expect(chunkOf({})).toBeUndefined();
  });

  it("are not grouped in a remote's build, whose copies are only fallbacks", () => {
    const groups = Object.values(cacheGroups('mf-gallery', { './GalleryPage': './src/index.ts' }));
    for (const name of CHUNKS_THE_TESTS_FIND) expect(groups.map((g) => g.name)).not.toContain(name);
  });
});
