import { describe, expect, it } from 'vitest';
import type { WriterReport } from '../../../bench/lib/search-writer.js';
import { RATIO_TARGET, runsUnderWrites, underWritesEntry } from '../../../bench/lib/under-writes.js';

const writer: WriterReport = {
  perSecondTarget: 5, seconds: 12, writes: 60, listingEdits: 30, pilotEdits: 30, perSecond: 5,
  latency: { count: 60, p50Ms: 3, p95Ms: 6, p99Ms: 8, maxMs: 9 }, errors: 0,
};
const scenario = { name: '500 km, q=bonanza, dist asc', radiusKm: 500, keyword: 'bonanza', qualified: false, sortBy: 'dist', p95Target: 50 };
const run = (p95: number, p99: number, rps = 1000) => ({ p50: p95 / 2, p95, p99, rps, requests: rps * 10, errors: 0 });
const cpu = { app: 0.8, database: 0.7 };

describe('the search bench under writes', () => {
  it('runs the scenarios at 500 and 2000 km again, not 50 km nor the partners', () => {
    expect([50, 500, 2000].map((radiusKm) => runsUnderWrites({ radiusKm }))).toEqual([false, true, true]);
    expect(runsUnderWrites({ radiusKm: 500, partners: 'listings' })).toBe(false);
  });

  it('gives each percentile under writes over the read-only one', () => {
    const e = underWritesEntry(scenario, run(12, 16, 1200), run(15, 18, 900), cpu, writer);
    expect(e.ratio).toEqual({ p95: 1.25, p99: 1.13, requestsPerSecond: 0.75 });
    expect(e.ratioMet).toBe(true);
    expect(e.ratioTarget).toBe(RATIO_TARGET);
    expect(e.readOnly.p95Ms).toBe(12);
    expect(e.underWrites.p99Ms).toBe(18);
  });

  it('misses the target when either percentile grows past 1.25 times', () => {
    expect(underWritesEntry(scenario, run(12, 16), run(15.2, 16), cpu, writer).ratioMet).toBe(false);
    expect(underWritesEntry(scenario, run(12, 16), run(12, 20.5), cpu, writer).ratioMet).toBe(false);
  });

  it('meets nothing when the run under writes got no answer or failed ones', () => {
    const none = { ...run(0, 0), requests: 0 };
    expect(underWritesEntry(scenario, run(12, 16), none, cpu, writer)).toMatchObject({ ratioMet: false, p95Met: false });
    const failed = { ...run(12, 16), errors: 3 };
    expect(underWritesEntry(scenario, run(12, 16), failed, cpu, writer)).toMatchObject({ ratioMet: false, p95Met: false });
  });

  it("says whether the run under writes still meets the scenario's own p95 target", () => {
    expect(underWritesEntry(scenario, run(40, 45), run(49, 55), cpu, writer).p95Met).toBe(true);
    expect(underWritesEntry(scenario, run(40, 45), run(51, 55), cpu, writer).p95Met).toBe(false);
  });
});
