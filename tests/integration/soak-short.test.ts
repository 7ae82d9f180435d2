import { expect, it } from 'vitest';
import { runSoak, SHORT_SOAK } from '../../bench/lib/soak-run.js';

// `npm run bench:soak -- --short` as a test: the app in its own process on a PostgreSQL of its own, the mixed
// workload (searches, share reads, logins, new and edited listings, booking requests and approvals) at a modest fixed rate for a few seconds.
// CI machines are shared and noisy: correctness only (no unexpected answer, no acknowledged listing lost, the
// app still up); no latency, peak or memory verdict, which the full run (npm run bench:soak) gives.
it('the mixed workload for a few seconds: every answer as expected, every acknowledged listing kept', async () => {
  const report = await runSoak({ ...SHORT_SOAK, log: (line) => console.log(`[soak-short] ${line}`) });
  const failed = Object.entries(report.checks).filter(([, c]) => !c.passed).map(([name, c]) => `${name}: ${c.detail}`);
  expect(failed, JSON.stringify(report.soak.samples)).toEqual([]);
  expect(report.soak.requests).toBeGreaterThan(50);
  expect(report.ledger.acknowledged).toBeGreaterThan(0);
  // Logins are 1 in 40 of the mix: a short run on a slow machine may send none, so only the common kinds are required.
  const kinds = Object.keys(report.soak.byKind);
  expect(kinds).toEqual(expect.arrayContaining(['create', 'search', 'share']));
  for (const kind of kinds) expect(['create', 'login', 'login_refused', 'search', 'share', 'update', 'book', 'approve']).toContain(kind);
  // Requests and approvals of bookings (issue 14): every approval acknowledged is a booking holding its period.
  expect(report.bookings.missing).toEqual([]);
  expect(report.bookings.overlaps).toBe(0);
}, 240_000);
