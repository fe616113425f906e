// One jest run, three projects: pure logic (node), components (jsdom), service integration (node + real DB).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$|\\.[cm]js$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // cookie 2 (Fastify's inject), jose and some of MSW's dependencies ship only ESM; compile them like our own code.
  // @react-email/render (CommonJS, .cjs) loads react-dom/server by a dynamic import, which Jest runs only when compiled.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|jose|rettime|until-async|@open-draft/deferred-promise|@react-email/render)/)',
  ],
};

module.exports = {
  // A time limit catches hangs; a busy CI machine must never fail a test for being slow.
  testTimeout: 120000,
  // A worker that ran the integration suites holds about a gigabyte of heap, and freeing it as the process
  // ends takes over a second on a busy machine. Jest's default 500 ms would report that as a leak; a real
  // leak (an open socket or timer) keeps a worker alive for good and is still reported, and fails `npm test`.
  workerGracefulExitTimeout: 15000,
  // Each file's modules are released when it ends, but the worker's heap still grows over hundreds of files,
  // and every full collection walks all of it: a worker that has grown past this is replaced between files.
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        '/shared/service-kit/',
        '/infra/seed-large/',
        '/infra/backup/',
      ],
      testMatch: [
        '<rootDir>/shared/*/src/**/__tests__/**/*.test.ts',
        '<rootDir>/infra/**/__tests__/**/*.test.ts',
        // Pure rules of the shell (the service worker's routing).
        '<rootDir>/shell/src/**/__tests__/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      // Node's export conditions, not the browser's: the network fake is MSW's Node build.
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/jest.setup-dom.js'],
      testMatch: [
        '<rootDir>/shell/src/**/__tests__/**/*.test.tsx',
        '<rootDir>/mf-*/src/**/__tests__/**/*.test.tsx',
        '<rootDir>/shared/*/src/**/__tests__/**/*.test.tsx',
      ],
      moduleNameMapper: { '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/jest.file-stub.js' },
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/*/src/**/__tests__/**/*.test.ts',
        '<rootDir>/shared/service-kit/src/**/__tests__/**/*.test.ts',
        '<rootDir>/infra/seed-large/__tests__/**/*.test.ts',
        '<rootDir>/infra/backup/__tests__/**/*.test.ts',
      ],
    },
  ],
};
