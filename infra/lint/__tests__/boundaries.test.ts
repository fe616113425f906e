import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';

const { createConfig } = require('../config.cjs') as {
  createConfig: (root: string) => ESLint.Options['overrideConfig'];
};

/**
 * The repository's lint configuration applied to a small tree shaped like the repository (two
 * remotes with features, a shell, packages, infra): each boundary rule reports its violation, and
 * code that keeps to the boundaries passes.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "fixture", "private": true }',
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true },
    include: ['**/*'],
  }),
  'infra/package.json': '{ "name": "@fixture/infra" }',
  'infra/tool.ts': 'export const tool = 1;\n',
  'shared/kit/package.json': '{ "name": "@fixture/kit" }',
  'shared/kit/src/index.ts': 'export const kit = 1;\n',
  'mf-one/package.json': '{ "name": "@fixture/mf-one" }',
  'mf-one/src/features/articles/list.ts': 'export const list = [];\n',
  'mf-one/src/features/articles/page.ts':
    "import { list } from './list';\nimport { format } from '../../lib/format';\nexport const page = [list, format];\n",
  'mf-one/src/features/editor/editor.ts': "import { list } from '../articles/list';\nexport const editor = list;\n",
  'mf-one/src/lib/format.ts': 'export const format = 1;\n',
  'mf-one/src/remote.ts': "import { campaign } from '../../mf-two/src/campaign';\nexport const remote = campaign;\n",
  'mf-one/src/tools.ts': "import { tool } from '../../infra/tool';\nexport const tools = tool;\n",
  'mf-one/src/kit.ts': "import { kit } from '../../shared/kit/src/index';\nexport const mine = kit;\n",
  'mf-one/src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'mf-one/src/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'mf-one/src/hooks.tsx':
    "import { useState } from 'react';\nexport function Counter({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  'mf-two/package.json': '{ "name": "@fixture/mf-two" }',
  'mf-two/src/campaign.ts': 'export const campaign = 1;\n',
  'shell/package.json': '{ "name": "@fixture/shell" }',
  'shell/src/app.ts': "import { page } from '../../mf-one/src/features/articles/page';\nexport const app = page;\n",
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

  it("refuses a feature importing another feature's files", () => {
    expect(problems('mf-one/src/features/editor/editor.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*feature never imports another feature/),
    ]);
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

  it('refuses import cycles', () => {
    expect(problems('mf-one/src/cycle-a.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('applies the react-hooks recommended rules', () => {
    expect(problems('mf-one/src/hooks.tsx')).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
  });

  it('lets a feature use its own files and the remote outside src/features', () => {
    expect(problems('mf-one/src/features/articles/page.ts')).toEqual([]);
    expect(problems('mf-one/src/features/articles/list.ts')).toEqual([]);
    expect(problems('mf-two/src/campaign.ts')).toEqual([]);
  });
});
