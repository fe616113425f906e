// @typescript-eslint/parser, with every module-level import and re-export read as a value one: the
// parser import-x uses for the files no-cycle walks through, so type-only imports count in a cycle
// (see type-cycles.cjs). Only import-x reads files with it; the linted file keeps its real AST.
const tsParser = require('@typescript-eslint/parser');
const { asValueImport, isImportDeclaration } = require('./value-imports.cjs');

module.exports = {
  meta: { name: 'value-imports-parser' },
  parseForESLint(code, options) {
    const result = tsParser.parseForESLint(code, options);
    result.ast.body = result.ast.body.map((node) => (isImportDeclaration(node.type) ? asValueImport(node) : node));
    return result;
  },
};
