import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as reactRouter from 'react-router';

const ROOT = join(__dirname, '../../../..');
const FACADE = join(__dirname, '../../react-router-dom.js');
const SOURCE_DIRS = [
  'shell/src',
  ...readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
].concat(readdirSync(join(ROOT, 'shared')).map((d) => `shared/${d}/src`));

/** Browser source files: tests run on the real packages, outside the bundles. */
function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory()
      ? e.name === '__tests__'
        ? []
        : sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Value names the site's browser code imports from react-router-dom (type-only imports left out). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const facadeExports = () => {
  const [, list] = /export\s*\{([^}]*)\}/.exec(readFileSync(FACADE, 'utf8')) ?? [];
  return new Set(
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
};

describe('the shared react-router-dom subset', () => {
  it('exports every name the site imports from react-router-dom', () => {
    const missing = [...importedNames()].filter((name) => !facadeExports().has(name));
    expect(missing).toEqual([]);
  });

  it('is the only way browser code reaches react-router (a direct import would get a second router)', () => {
    const direct = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).filter((file) =>
      /from\s+'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('exports only what react-router has', () => {
    const unknown = [...facadeExports()].filter((name) => !(name in reactRouter));
    expect(unknown).toEqual([]);
  });
});
