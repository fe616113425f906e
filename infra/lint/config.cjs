// The repository's ESLint configuration, built for a given root so that the boundary rules can be
// tested on a small fixture tree as well as applied to the repository itself (eslint.config.mjs).
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Architectural boundaries (import-x/no-restricted-paths), from the folders as they are at lint time:
 * a remote (mf-*) never imports another remote; the shell never imports a remote's sources (it loads
 * them through Module Federation); inside a remote a feature (src/features/<f>) never imports another
 * feature. Crossing into another package (infra/, shared/*, services/*) by a relative path is refused
 * by import-x/no-relative-packages: packages are imported by name.
 */
function boundaryZones(root) {
  const remotes = folders(root).filter((name) => name.startsWith('mf-'));
  return [
    ...remotes.flatMap((remote) =>
      remotes
        .filter((other) => other !== remote)
        .map((other) => ({
          target: `./${remote}`,
          from: `./${other}`,
          message: 'A remote never imports another remote; share through a package in shared/.',
        })),
    ),
    ...(remotes.length
      ? [
          {
            target: './shell',
            from: remotes.map((remote) => `./${remote}`),
            message: 'The shell loads remotes through Module Federation, never by importing their sources.',
          },
        ]
      : []),
    ...remotes.flatMap((remote) =>
      folders(join(root, remote, 'src', 'features')).map((feature) => ({
        target: `./${remote}/src/features/${feature}`,
        from: `./${remote}/src/features`,
        except: [`./${feature}`],
        message: 'A feature never imports another feature; move what both need out of src/features.',
      })),
    ),
  ];
}

function createConfig(root) {
  return tseslint.config(
    { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.test-results/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    reactHooks.configs.flat.recommended,
    {
      languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript files are parsed too when import-x follows imports (no-cycle reads the imported files).
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-require-imports': 'off',
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-relative-packages': 'error',
        'import-x/no-cycle': 'error',
      },
    },
    {
      // Apps take Redux Toolkit through @yayasan/store, the one shared copy: a value imported from it
      // directly would bundle a second copy into that app (it is not a shared package on its own).
      files: ['shell/**', 'mf-*/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
                allowTypeImports: true,
                message: 'Import it from @yayasan/store (Redux Toolkit loads once, with the store).',
              },
            ],
          },
        ],
      },
    },
  );
}

module.exports = { createConfig };
