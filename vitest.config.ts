import { defineConfig } from 'vitest/config';

// Four depths of tests (STYLE.md 8): unit (domain and application, no database), integration (adapters
// against real services), http (supertest against the app on the embedded PostgreSQL), e2e (Chromium).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Property-based fuzzing of the API (fast-check); the seed is printed, FUZZ_SEED replays it.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.fuzz.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser on a busy 2-core machine: waiting conditions get 15 s, not the default 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
