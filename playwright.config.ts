import { defineConfig } from '@playwright/test';
import { BUCKET_COOKIE } from '@yayasan/service-gateway/releases';

/** End-to-end tests: the system Chromium against the whole stack, booted by the global setup. */
export default defineConfig({
  testMatch: ['shell/e2e/**/*.spec.ts', 'mf-*/e2e/**/*.spec.ts', 'infra/e2e/**/*.spec.ts'],
  globalSetup: './infra/e2e/global-setup.ts',
  // Far above what a test needs on a busy 2-core machine: a time limit catches hangs, never slowness.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  outputDir: '.test-results/playwright',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A service worker's own requests escape page.route (and its cache would answer for the network), so
    // the site's worker is off everywhere except the offline specs, which allow it (test.use).
    serviceWorkers: 'block',
    // Every browser starts in the last canary bucket, so a canary the release spec publishes to part of
    // the visitors never reaches the pages of the specs running beside it (that spec chooses its own).
    storageState: {
      cookies: [
        {
          name: BUCKET_COOKIE,
          value: '99',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
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
        // Tests talk only to this machine: an outside address (the contact page's map) fails at once
        // instead of hanging on a network that is not there and holding the page off idle.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
});
