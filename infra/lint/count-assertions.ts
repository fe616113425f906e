import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Counts type assertions (`x as T`, `<T>x`; `as const` excepted) in the non-test source of every
 * package: each one is a place where the compiler takes the code's word for a type. Run with
 * `node --import tsx infra/lint/count-assertions.ts`; prints the total and the count per package.
 */

/** Folders that hold tests, test helpers or build output rather than the product's source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '__tests__', 'e2e', 'testing', 'fixtures']);

/** Whether a file is product source: TypeScript, not a declaration, a test or a fixture. */
export function isCountedFile(name: string): boolean {
  return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.test\./.test(name) && !/^fixtures?\./.test(name);
}

const isConstAssertion = (node: ts.AsExpression | ts.TypeAssertion) =>
  ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const';

/** The type assertions of one file's source text, `as const` not counted. */
export function countAssertions(source: string, fileName: string): number {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  let count = 0;
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConstAssertion(node)) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

/** The counted source files under a package folder, paths relative to `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(root, path);
    return entry.isFile() && isCountedFile(entry.name) ? [path] : [];
  });
}

/** The packages counted: services/*, shared/*, shell, the remotes (mf-*) and infra. */
export function packageDirs(root: string): string[] {
  const subdirs = (dir: string) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`));
  const remotes = subdirs('.').filter((name) => name.startsWith('mf-'));
  return [...subdirs('services'), ...subdirs('shared'), 'shell', ...remotes, 'infra'].sort();
}

export interface AssertionCount {
  total: number;
  packages: { dir: string; count: number }[];
}

export function countRepository(root: string): AssertionCount {
  const packages = packageDirs(root).map((dir) => ({
    dir,
    count: sourceFiles(root, dir).reduce(
      (sum, path) => sum + countAssertions(readFileSync(join(root, path), 'utf8'), path),
      0,
    ),
  }));
  return { total: packages.reduce((sum, p) => sum + p.count, 0), packages };
}

if (require.main === module) {
  const root = join(__dirname, '..', '..');
  const { total, packages } = countRepository(root);
  for (const { dir, count } of packages.filter((p) => p.count > 0).sort((a, b) => b.count - a.count)) {
    console.log(`${String(count).padStart(5)}  ${dir}`);
  }
  console.log(`${String(total).padStart(5)}  type assertions in non-test source (as const not counted)`);
}
