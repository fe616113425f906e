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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // cookie 2 (pulled in by Fastify's inject) ships only ESM; compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shared/*/src/**/__tests__/**/*.test.ts', '<rootDir>/infra/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.setup-dom.js'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
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
      testMatch: ['<rootDir>/services/*/src/**/__tests__/**/*.test.ts'],
    },
  ],
};
