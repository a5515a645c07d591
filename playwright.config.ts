import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/trueline-e2e-data';

/** Journeys in Debian's Chromium against `npm start`'s server on a fresh data directory (never a downloaded browser). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Whole journeys on a 2-core machine shared by two workers and the server: a minute is too tight for the long ones.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a flaky journey must fail where it can be seen.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm run serve --silent`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // A support address of our own, so the journeys can see the console take it from the server's config.
      SUPPORT_URL: 'https://help.e2e.test',
      // Journeys sign in many times from one address; the per-address limits stay as they are.
      SIGNIN_LIMIT_PER_IP: '10000',
      // The webhooks journey's receiver listens on 127.0.0.1 over plain http.
      ALLOW_PRIVATE_WEBHOOKS: 'true',
    },
  },
});
