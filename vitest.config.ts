import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine, where the tests wait on
    // their database half the time. Two there took the suite from 17 to 12 minutes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every test builds its own app on its own database (testing/test-app.ts), so the files of a worker can share
          // its loaded modules: importing the server once per worker instead of once per file halves the run.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // MUI screens take seconds to render in jsdom on a busy 2-core machine; 5 s is too tight there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
