// Browser tests: @playwright/test driving Debian's chromium (never a downloaded browser), every
// test at two sizes as two projects. Each worker starts its own gateway (e2e/fixtures.ts).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e/tests',
  outputDir: './e2e/results',
  globalSetup: './e2e/support/preflight.ts',
  // Two workers on the two-core machines this runs on: a test mostly waits on the browser and the
  // gateway, so two run side by side in about 60 % of the time of one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
});
