import { expect, it } from 'vitest';
import { runFaults, SHORT_FAULTS } from '../../bench/lib/faults-run.js';

// `npm run bench:faults -- --short` as a test, each fault for a few seconds under a light steady load: PostgreSQL
// stopped (JSON 503s, recovery without a restart, no acknowledged listing lost), Redis killed (served throughout,
// limits counted in process, then in Redis again), alert workers killed mid-batch (every follower mailed exactly
// once). Correctness only, on a shared machine: a 503 may take up to 5 s here (the full run holds it to 2 s).
// Without redis-server the Redis scenario is skipped with a message, except in CI (CI set), where it fails.
it('PostgreSQL stopped, Redis killed and alert workers killed mid-batch, under load: every check passes', async () => {
  const report = await runFaults({ ...SHORT_FAULTS, requireRedis: !!process.env.CI, log: (line) => console.log(`[faults-short] ${line}`) });
  const failed = Object.entries(report.checks).filter(([, c]) => !c.passed).map(([name, c]) => `${name}: ${c.detail}`);
  expect(failed).toEqual([]);
  const names = Object.keys(report.checks);
  expect(names).toContain('database.outageAnswered503');
  expect(names).toContain('worker.noEmailTwice');
  if (!(report.scenarios.redis as { skipped?: string }).skipped) expect(names).toContain('redis.limitsHeldInProcess');
}, 300_000);
