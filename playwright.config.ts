import { defineConfig } from '@playwright/test';

/** End-to-end tests: the system Chromium against the whole stack, booted by the global setup. */
export default defineConfig({
  testMatch: ['shell/e2e/**/*.spec.ts', 'mf-*/e2e/**/*.spec.ts'],
  globalSetup: './infra/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  outputDir: '.test-results/playwright',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
