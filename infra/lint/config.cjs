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
const { cycleParsers, noCycle } = require('./type-cycles.cjs');

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The folders bulletproof-react keeps for what every part of an app shares (src/<folder>). */
const SHARED_APP_FOLDERS = ['components', 'hooks', 'lib', 'types', 'utils', 'config', 'stores'];

/**
 * Architectural boundaries (import-x/no-restricted-paths), from the folders as they are at lint time:
 * a remote (mf-*) never imports another remote; the shell never imports a remote's sources (it loads
 * them through Module Federation); in every app (the shell and the remotes) imports flow one way, as in
 * bulletproof-react: app/ may use features/, a feature (src/features/<f>) never imports another feature
 * nor app/, and the shared folders (components/, lib/, hooks/…) never import features/ or app/.
 * Crossing into another package (infra/, shared/*, services/*) by a relative path is refused by
 * import-x/no-relative-packages: packages are imported by name, through their `exports` map.
 */
function boundaryZones(root) {
  const remotes = folders(root).filter((name) => name.startsWith('mf-'));
  const apps = [...(existsSync(join(root, 'shell')) ? ['shell'] : []), ...remotes];
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
    ...apps.flatMap((app) => [
      ...folders(join(root, app, 'src', 'features')).map((feature) => ({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature never imports another feature; move what both need out of src/features.',
      })),
      {
        target: `./${app}/src/features`,
        from: `./${app}/src/app`,
        message: 'A feature never imports the app (src/app composes the features, not the other way).',
      },
      {
        target: SHARED_APP_FOLDERS.map((folder) => `./${app}/src/${folder}`),
        from: [`./${app}/src/features`, `./${app}/src/app`],
        message: `Shared code (src/${SHARED_APP_FOLDERS.join(', ')}) never imports features/ or app/; move it out of the feature.`,
      },
    ]),
  ];
}

/** Test code: only it may import a package's `./testing` entry (its fixtures for other packages' tests). */
const TEST_FILES = ['**/__tests__/**', '**/testing/**', '**/testing.*', '**/*.test.*', '**/*.spec.*', '**/e2e/**'];

/** What no package imports: an app (loaded, never imported) or another package's test fixtures. */
const restrictedPackages = ({ testing }) => [
  {
    group: ['@yayasan/shell', '@yayasan/shell/*', '@yayasan/mf-*'],
    message: 'An app is loaded (Module Federation, the gateway), never imported; share through a package in shared/.',
  },
  ...(testing
    ? []
    : [
        {
          group: ['@yayasan/*/testing', '@yayasan/*/testing/*'],
          message: "A package's ./testing entry (test fixtures) is for tests only.",
        },
      ]),
];

/** Apps take Redux Toolkit through @yayasan/store, the one shared copy (see the config below). */
const REDUX_TOOLKIT = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
  allowTypeImports: true,
  message: 'Import it from @yayasan/store (Redux Toolkit loads once, with the store).',
};

const restrictedImports = (patterns) => ['error', { patterns }];

function createConfig(root) {
  return tseslint.config(
    { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.test-results/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    reactHooks.configs.flat.recommended,
    {
      languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
      plugins: { 'import-x': importX, boundaries: { rules: { 'no-cycle': noCycle } } },
      settings: {
        // TypeScript files are parsed too when import-x follows imports (no-cycle reads the imported
        // files), with their type-only imports read as value imports (type-cycles.cjs).
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': cycleParsers,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-require-imports': 'off',
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-relative-packages': 'error',
        // A workspace package (@yayasan/*) is imported only through an entry its package.json `exports`
        // map declares: any other path of it does not resolve.
        'import-x/no-unresolved': ['error', { ignore: ['^(?!@yayasan/)'], commonjs: true }],
        'boundaries/no-cycle': 'error',
        '@typescript-eslint/no-restricted-imports': restrictedImports(restrictedPackages({ testing: false })),
      },
    },
    {
      // Tests, and the tools in infra/ that start services for them, may use other packages' fixtures.
      files: [...TEST_FILES, 'infra/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': restrictedImports(restrictedPackages({ testing: true })),
      },
    },
    {
      // Apps take Redux Toolkit through @yayasan/store, the one shared copy: a value imported from it
      // directly would bundle a second copy into that app (it is not a shared package on its own).
      files: ['shell/**', 'mf-*/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': restrictedImports([
          ...restrictedPackages({ testing: false }),
          REDUX_TOOLKIT,
        ]),
      },
    },
    {
      files: TEST_FILES.flatMap((pattern) => [`shell/${pattern}`, `mf-*/${pattern}`]),
      rules: {
        '@typescript-eslint/no-restricted-imports': restrictedImports([
          ...restrictedPackages({ testing: true }),
          REDUX_TOOLKIT,
        ]),
      },
    },
  );
}

module.exports = { createConfig };
