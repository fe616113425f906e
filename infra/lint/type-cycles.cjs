// Import cycles are refused whether or not the imports are type-only. import-x/no-cycle skips
// `import type` and `export type … from` on both ends (the linted file and every file it walks
// through) and has no option to count them (4.18); yet a cycle of types still ties modules into one
// that cannot be split or read apart. So the same rule runs on imports read as value imports:
// `cycleParsers` makes import-x read the files it walks through with value-imports-parser.cjs, and
// `noCycle` hands the linted file's own type-only imports to the rule as value imports.
const importX = require('eslint-plugin-import-x');
const { asValueImport, isImportDeclaration } = require('./value-imports.cjs');

/** The `import-x/parsers` setting: TypeScript files read by import-x with their type imports as values. */
const cycleParsers = {
  [require.resolve('./value-imports-parser.cjs')]:
    importX.flatConfigs.typescript.settings['import-x/parsers']['@typescript-eslint/parser'],
};

const importXNoCycle = importX.rules['no-cycle'];

/** import-x/no-cycle, with the linted file's type-only imports counted too. */
const noCycle = {
  meta: importXNoCycle.meta,
  create(context) {
    const visitor = importXNoCycle.create(context);
    return Object.fromEntries(
      Object.entries(visitor).map(([type, handler]) => [
        type,
        isImportDeclaration(type) ? (node) => handler(asValueImport(node)) : handler,
      ]),
    );
  },
};

module.exports = { cycleParsers, noCycle };
