/**
 * npm run bench:fuzz: runs the fuzz tests (tests/fuzz, every route of the route table) and writes what
 * they sent and what came back to bench/results/fuzz.json: per route, the answers by status; in all, the
 * requests, the 5xx (must be 0) and whether every property held. FUZZ_RUNS scales the runs of every
 * property (default: the tests' own numbers), FUZZ_SEED replays a run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

interface Line { route: string; role: string; seed: number; statuses: Record<string, number> }

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-fuzz-'));
const report = path.join(dir, 'report.jsonl');
writeFileSync(report, '');
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'fuzz'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_REPORT: report },
});
const seconds = Math.round((Date.now() - started) / 100) / 10;
const lines = readFileSync(report, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
rmSync(dir, { recursive: true, force: true });

const byStatus: Record<string, number> = {};
const routes = new Map<string, { role: string; requests: number; statuses: Record<string, number> }>();
for (const line of lines) {
  const entry = routes.get(`${line.route} as ${line.role}`) ?? { role: line.role, requests: 0, statuses: {} };
  for (const [status, n] of Object.entries(line.statuses)) {
    entry.statuses[status] = (entry.statuses[status] ?? 0) + n;
    entry.requests += n;
    byStatus[status] = (byStatus[status] ?? 0) + n;
  }
  routes.set(`${line.route} as ${line.role}`, entry);
}
const requests = Object.values(byStatus).reduce((a, b) => a + b, 0);
const serverErrors = Object.entries(byStatus).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0);
const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 10) / 10), node: process.version },
  seeds: [...new Set(lines.map((l) => l.seed))],
  runsPerProperty: process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 'the tests\' defaults',
  passed: run.status === 0,
  seconds,
  routesFuzzed: routes.size,
  requests,
  serverErrors,
  byStatus,
  routes: Object.fromEntries([...routes].sort(([a], [b]) => a.localeCompare(b))),
  note: 'Crafted images (tests/fuzz/crafted-images.fuzz.test.ts) are checked by the same run; their requests are not counted here.',
};
writeFileSync(path.join(root, 'bench/results/fuzz.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nfuzz: ${result.passed ? 'passed' : 'FAILED'} in ${seconds} s; ${requests} requests to ${routes.size} route/caller pairs; ${serverErrors} answers 5xx`);
console.log(Object.entries(byStatus).map(([s, n]) => `  ${s}: ${n}`).join('\n'));
console.log('bench/results/fuzz.json written');
process.exit(run.status === 0 && serverErrors === 0 ? 0 : 1);
