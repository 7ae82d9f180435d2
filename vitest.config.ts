import { defineConfig } from 'vitest/config';

// Four depths of tests (STYLE.md 8): unit (domain and application, no database), integration (adapters
// against real services), http (supertest against the app on the embedded PostgreSQL), e2e (Chromium).
// Every project that sets up postgres-global-setup.ts shares one server for the run.
const TIMED_FILES = [
  'tests/integration/database-frozen.test.ts',
  'tests/integration/database-outage.test.ts',
  'tests/integration/faults-short.test.ts',
  'tests/integration/redis-rate-limits.test.ts',
  'tests/integration/soak-short.test.ts',
  'tests/integration/two-processes.test.ts',
];

export default defineConfig({
  test: {
    // Most test time is spent waiting on PostgreSQL, Chromium and timers in other processes: three files
    // at a time keep a 2-core machine busy (vitest's default there is one). The browser files run two at a
    // time, after the others (a project with its own worker count runs in a group of its own).
    maxWorkers: 3,
    projects: [
      {
        // Unit files share a worker's loaded modules too (they hold no state between files): importing the
        // domain again for each of a hundred files took 18 s of a 26 s project, 10 s with isolate false.
        test: { name: 'unit', isolate: false, include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          // Files share a worker's loaded modules (each still starts its own app and database): importing the
          // app again for every file cost about three minutes of CPU in CI, on a 2-core machine.
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          exclude: TIMED_FILES,
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Adapter tests that bound how long a failure takes to answer (an outage answered within 2 s, a frozen
        // database cut off at its limit, a soak's workload, killed workers), each in a module context of its own
        // (they start and kill processes). They used to run last, one at a time, on an otherwise idle machine:
        // 75 s of a mostly idle CI machine at the end of every run. Their short versions' bounds hold with
        // other files beside them (measured: every one passing with the first group, at a load average of 8 on
        // 2 cores), so they run with the first group.
        test: {
          name: 'integration-timed',
          include: TIMED_FILES,
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'http',
          isolate: false, // as integration's
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
          isolate: false, // as integration's
          include: ['tests/fuzz/**/*.fuzz.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // As integration's: each file still starts its own site and database, but the app's modules load once
          // per worker (measured: 108 s of import time across the files became 22 s, the project 565 s became
          // 493 s), and so does Chromium (tests/support/browser.ts: each file gets contexts of its own).
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // The web build starts in a process of its own before the first test and runs while the other
          // projects' tests do; each browser file waits for it (tests/support/web-build-global-setup.ts).
          globalSetup: ['tests/support/postgres-global-setup.ts', 'tests/support/web-build-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Three browser files at a time (each has its own site, database and Chromium): vitest runs this
          // project after the others (its own group: a worker count other than one needs one). One at a time
          // took eight of CI's twenty minutes; with two, the whole run used 683 s of CPU in 598 s on 2 cores (57 %
          // busy: browser files wait on their site and Chromium as much as they compute). Measured back to back
          // on one quiet 2-core machine, the same commit: two 598 s, three 518 s, four 617 s (too many Chromiums).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // A browser on a busy 2-core machine: waiting conditions get 15 s, not the default 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
