import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';

const { createConfig } = require('../config.cjs') as {
  createConfig: (root: string) => ESLint.Options['overrideConfig'];
};

/**
 * The repository's lint configuration applied to a small tree shaped like the repository (two
 * remotes with features, a shell with features, packages with `exports` maps, infra): each boundary rule reports its violation, and
 * code that keeps to the boundaries passes.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "fixture", "private": true }',
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true },
    include: ['**/*'],
  }),
  'infra/package.json': '{ "name": "@yayasan/infra", "exports": { "./tool": "./tool.ts" } }',
  'infra/tool.ts': 'export const tool = 1;\n',
  'shared/kit/package.json':
    '{ "name": "@yayasan/kit", "exports": { ".": "./src/index.ts", "./testing": "./src/testing.ts" } }',
  'shared/kit/src/index.ts': 'export const kit = 1;\n',
  'shared/kit/src/inner.ts': 'export const inner = 1;\n',
  'shared/kit/src/testing.ts': 'export const fixture = 1;\n',
  'shared/kit/src/entries.ts': "import { kit } from '@yayasan/kit';\nexport const entries = kit;\n",
  'shared/kit/src/inner-path.ts': "import { inner } from '@yayasan/kit/src/inner';\nexport const deep = inner;\n",
  'shared/kit/src/uses-fixture.ts': "import { fixture } from '@yayasan/kit/testing';\nexport const used = fixture;\n",
  'shared/kit/src/__tests__/fixture.test.ts':
    "import { fixture } from '@yayasan/kit/testing';\nimport { tool } from '@yayasan/infra/tool';\nexport const used = [fixture, tool];\n",
  'shared/kit/src/app-import.ts': "import { campaign } from '@yayasan/mf-two';\nexport const imported = campaign;\n",
  'mf-one/package.json': '{ "name": "@yayasan/mf-one" }',
  'mf-one/src/app/App.ts': "import { page } from '../features/articles/page';\nexport const App = page;\n",
  'mf-one/src/features/articles/list.ts': 'export const list = [];\n',
  'mf-one/src/features/articles/page.ts':
    "import { list } from './list';\nimport { format } from '../../lib/format';\nimport { Card } from '../../components/Card';\nexport const page = [list, format, Card];\n",
  'mf-one/src/features/articles/app-import.ts': "import { App } from '../../app/App';\nexport const app = App;\n",
  'mf-one/src/features/editor/editor.ts': "import { list } from '../articles/list';\nexport const editor = list;\n",
  'mf-one/src/lib/format.ts': 'export const format = 1;\n',
  'mf-one/src/lib/feature-import.ts': "import { list } from '../features/articles/list';\nexport const lib = list;\n",
  'mf-one/src/components/Card.ts': 'export const Card = 1;\n',
  'mf-one/src/components/feature-import.ts':
    "import type { page } from '../features/articles/page';\nexport type Page = typeof page;\n",
  'mf-one/src/remote.ts': "import { campaign } from '../../mf-two/src/campaign';\nexport const remote = campaign;\n",
  'mf-one/src/tools.ts': "import { tool } from '../../infra/tool';\nexport const tools = tool;\n",
  'mf-one/src/kit.ts': "import { kit } from '../../shared/kit/src/index';\nexport const mine = kit;\n",
  'mf-one/src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'mf-one/src/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'mf-one/src/type-cycle-a.ts': "import type { B } from './type-cycle-b';\nexport interface A {\n  b: B;\n}\n",
  'mf-one/src/type-cycle-b.ts': "import type { A } from './type-cycle-a';\nexport interface B {\n  a?: A;\n}\n",
  'mf-one/src/mixed-cycle-a.ts':
    "import { type B, makeB } from './mixed-cycle-b';\nexport const a = (): B => makeB();\nexport type A = ReturnType<typeof a>;\n",
  'mf-one/src/mixed-cycle-b.ts':
    "import type { A } from './mixed-cycle-a';\nexport interface B {\n  a?: A;\n}\nexport const makeB = (): B => ({});\n",
  'mf-one/src/hooks.tsx':
    "import { useState } from 'react';\nexport function Counter({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  'mf-two/package.json': '{ "name": "@yayasan/mf-two", "exports": { ".": "./src/campaign.ts" } }',
  'mf-two/src/campaign.ts': 'export const campaign = 1;\n',
  'shell/package.json': '{ "name": "@yayasan/shell" }',
  'shell/src/app.ts': "import { page } from '../../mf-one/src/features/articles/page';\nexport const app = page;\n",
  'shell/src/features/home/HomePage.ts': "import { area } from '../remotes/area';\nexport const home = area;\n",
  'shell/src/features/remotes/area.ts': 'export const area = 1;\n',
  'shell/src/components/layout.ts': "import { home } from '../features/home/HomePage';\nexport const layout = home;\n",
};

/** Workspace packages, linked by name as npm links them. */
const LINKS: Record<string, string> = {
  '@yayasan/infra': 'infra',
  '@yayasan/kit': 'shared/kit',
  '@yayasan/mf-two': 'mf-two',
};

describe('lint boundaries', () => {
  let root: string;
  let results: Map<string, string[]>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    for (const [name, dir] of Object.entries(LINKS)) {
      mkdirSync(dirname(join(root, 'node_modules', name)), { recursive: true });
      symlinkSync(join(root, dir), join(root, 'node_modules', name), 'dir');
    }
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
    // lintText per file: lintFiles' file search needs a native dynamic import, which Jest does not offer.
    results = new Map();
    for (const file of Object.keys(FILES).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('infra/'))) {
      const [result] = await eslint.lintText(FILES[file], { filePath: join(root, file) });
      results.set(
        file,
        result.messages.map((m) => `${m.ruleId}: ${m.message}`),
      );
    }
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const problems = (file: string) => results.get(file) ?? [];

  it('refuses a remote importing another remote', () => {
    expect(problems('mf-one/src/remote.ts')).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports another remote/),
    );
  });

  it("refuses a feature importing another feature's files, in a remote and in the shell", () => {
    for (const file of ['mf-one/src/features/editor/editor.ts', 'shell/src/features/home/HomePage.ts']) {
      expect(problems(file)).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*feature never imports another feature/),
      ]);
    }
  });

  it('refuses a feature importing the app', () => {
    expect(problems('mf-one/src/features/articles/app-import.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*feature never imports the app/),
    ]);
  });

  it('refuses components/ and lib/ importing features/, type imports included', () => {
    for (const file of [
      'mf-one/src/lib/feature-import.ts',
      'mf-one/src/components/feature-import.ts',
      'shell/src/components/layout.ts',
    ]) {
      expect(problems(file)).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code .*never imports features\/ or app\//),
      ]);
    }
  });

  it("refuses the shell importing a remote's sources", () => {
    expect(problems('shell/src/app.ts')).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shell loads remotes through Module Federation/),
    );
  });

  it('refuses relative imports into infra/ or another package', () => {
    expect(problems('mf-one/src/tools.ts')).toEqual([expect.stringMatching(/^import-x\/no-relative-packages: /)]);
    expect(problems('mf-one/src/kit.ts')).toEqual([expect.stringMatching(/^import-x\/no-relative-packages: /)]);
  });

  it("refuses a package's path that its exports map does not declare", () => {
    expect(problems('shared/kit/src/inner-path.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-unresolved: .*'@yayasan\/kit\/src\/inner'/),
    ]);
    expect(problems('shared/kit/src/entries.ts')).toEqual([]);
  });

  it("keeps a package's ./testing entry to tests", () => {
    expect(problems('shared/kit/src/uses-fixture.ts')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*\.\/testing entry .* is for tests only/),
    ]);
    expect(problems('shared/kit/src/__tests__/fixture.test.ts')).toEqual([]);
  });

  it('refuses importing an app as a package', () => {
    expect(problems('shared/kit/src/app-import.ts')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*An app is loaded .*, never imported/),
    ]);
  });

  it('refuses import cycles, type-only imports included', () => {
    const cycle = [expect.stringMatching(/^boundaries\/no-cycle: Dependency cycle/)];
    expect(problems('mf-one/src/cycle-a.ts')).toEqual(cycle);
    expect(problems('mf-one/src/type-cycle-a.ts')).toEqual(cycle);
    expect(problems('mf-one/src/type-cycle-b.ts')).toEqual(cycle);
    expect(problems('mf-one/src/mixed-cycle-a.ts')).toEqual(cycle);
    expect(problems('mf-one/src/mixed-cycle-b.ts')).toEqual(cycle);
  });

  it('applies the react-hooks recommended rules', () => {
    expect(problems('mf-one/src/hooks.tsx')).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
  });

  it('lets a feature use its own files and the shared folders, the app its features, a remote outside src/features', () => {
    expect(problems('mf-one/src/features/articles/page.ts')).toEqual([]);
    expect(problems('mf-one/src/features/articles/list.ts')).toEqual([]);
    expect(problems('mf-one/src/app/App.ts')).toEqual([]);
    expect(problems('mf-two/src/campaign.ts')).toEqual([]);
  });
});
