import type { WriterReport } from './search-writer.js';

/**
 * The search bench's runs under writes (issue 42, target 1): the scenarios at 500 and 2000 km (keywords, none, and
 * "planes I qualify for") measured read-only and again while the writer edits listings and pilots, back to back in
 * the same bench run, with the ratio of each percentile under writes to read-only. Target: p95 and p99 at most
 * RATIO_TARGET times the read-only run's.
 */
export const RATIO_TARGET = 1.25;

/** Whether a scenario is also run under writes. */
export const runsUnderWrites = (s: { radiusKm: number; partners?: string }) => !s.partners && (s.radiusKm === 500 || s.radiusKm === 2000);

interface Run {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

export interface UnderWritesEntry {
  name: string;
  measuredAt: string;
  radiusKm: number;
  keyword: string | null;
  qualified: boolean;
  sortBy: string;
  readOnly: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
  underWrites: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number; requests: number; errors: number };
  cpuMsPerRequest: { app: number; database: number };
  /** Under writes / read-only. */
  ratio: { p95: number; p99: number; requestsPerSecond: number };
  ratioTarget: number;
  ratioMet: boolean;
  p95TargetMs: number;
  /** The scenario's own p95 target, under writes. */
  p95Met: boolean;
  writer: WriterReport;
}

const round = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const ratioOf = (a: number, b: number) => (b > 0 ? round2(a / b) : 0);

export function underWritesEntry(
  s: { name: string; radiusKm: number; keyword: string | null; qualified: boolean; sortBy: string; p95Target: number },
  readOnly: Run,
  run: Run,
  cpu: { app: number; database: number },
  writer: WriterReport,
): UnderWritesEntry {
  const ratio = { p95: ratioOf(run.p95, readOnly.p95), p99: ratioOf(run.p99, readOnly.p99), requestsPerSecond: ratioOf(run.rps, readOnly.rps) };
  // A run without answers, or with failed ones, has no percentiles to compare: it meets nothing.
  const answered = run.requests > 0 && run.errors === 0 && readOnly.requests > 0;
  return {
    name: s.name, measuredAt: new Date().toISOString(), radiusKm: s.radiusKm, keyword: s.keyword, qualified: s.qualified, sortBy: s.sortBy,
    readOnly: { p50Ms: round(readOnly.p50), p95Ms: round(readOnly.p95), p99Ms: round(readOnly.p99), requestsPerSecond: round(readOnly.rps) },
    underWrites: { p50Ms: round(run.p50), p95Ms: round(run.p95), p99Ms: round(run.p99), requestsPerSecond: round(run.rps), requests: run.requests, errors: run.errors },
    cpuMsPerRequest: { app: round2(cpu.app), database: round2(cpu.database) },
    ratio, ratioTarget: RATIO_TARGET, ratioMet: answered && ratio.p95 <= RATIO_TARGET && ratio.p99 <= RATIO_TARGET,
    p95TargetMs: s.p95Target, p95Met: answered && run.p95 <= s.p95Target,
    writer,
  };
}

export function printUnderWrites(entries: UnderWritesEntry[], perSecond: number) {
  if (!entries.length) return;
  const head = ['scenario', 'read-only p95/p99', 'under writes p95/p99', 'ratio p95/p99', 'req/s ratio', 'writes/s', 'edit p95 ms', `<= ${RATIO_TARGET}x`, 'p95 target'];
  const lines = entries.map((e) => [
    e.name, `${e.readOnly.p95Ms.toFixed(1)} / ${e.readOnly.p99Ms.toFixed(1)}`, `${e.underWrites.p95Ms.toFixed(1)} / ${e.underWrites.p99Ms.toFixed(1)}`,
    `${e.ratio.p95.toFixed(2)} / ${e.ratio.p99.toFixed(2)}`, e.ratio.requestsPerSecond.toFixed(2), e.writer.perSecond.toFixed(1), e.writer.latency.p95Ms.toFixed(1),
    e.ratioMet ? 'met' : 'MISSED', `<= ${e.p95TargetMs} ${e.p95Met ? 'met' : 'MISSED'}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nUnder writes: each scenario read-only, then while a writer edits listings and pilots (text and airport) at ${perSecond} a second\n`);
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}
