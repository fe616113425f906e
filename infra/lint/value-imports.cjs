// Reading a type-only import or re-export as a value one (for the cycle rule, type-cycles.cjs).
const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

const isImportDeclaration = (type) => DECLARATIONS.has(type);

const valueKinds = (node) => ({
  ...node,
  ...(node.importKind === 'type' && { importKind: 'value' }),
  ...(node.exportKind === 'type' && { exportKind: 'value' }),
});

/** A copy of the declaration whose kind and specifiers' kinds read `value`. */
function asValueImport(node) {
  const copy = valueKinds(node);
  if (Array.isArray(node.specifiers)) copy.specifiers = node.specifiers.map(valueKinds);
  return copy;
}

module.exports = { asValueImport, isImportDeclaration };
