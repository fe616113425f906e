import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Packages import each other only through declared entry points: every package others import (shared/*,
 * services/*, infra) declares an `exports` map, so any other path of it does not resolve (lint:
 * import-x/no-unresolved; TypeScript, Jest, esbuild and webpack alike), and every entry names a file.
 */
const ROOT = join(__dirname, '..', '..', '..');
const packages = [
  ...['shared', 'services'].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, group, entry.name, 'package.json')))
      .map((entry) => `${group}/${entry.name}`),
  ),
  'infra',
];

const exportsOf = (dir: string) =>
  (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { exports?: Record<string, string> }).exports;

describe('package entry points', () => {
  it.each(packages)('%s declares its entry points in an exports map, each naming a file', (dir) => {
    const entries = exportsOf(dir);
    expect(entries).toEqual(expect.any(Object));
    for (const [entry, target] of Object.entries(entries ?? {})) {
      expect(typeof target).toBe('string');
      if (entry.includes('*')) continue;
      expect([entry, existsSync(join(ROOT, dir, target))]).toEqual([entry, true]);
    }
  });

  it('gives the services no entry into their sources by path (src/…, a domain module)', () => {
    for (const dir of packages.filter((p) => p.startsWith('services/'))) {
      for (const entry of Object.keys(exportsOf(dir) ?? {})) expect(entry).not.toMatch(/^\.\/(src|domain)\b/);
    }
  });
});
