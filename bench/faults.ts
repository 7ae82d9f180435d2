/**
 * `npm run bench:faults`: faults under a steady load, against the app in its own process on a PostgreSQL and
 * a redis-server of its own: (1) PostgreSQL stopped for 10 s: fast JSON 503s, recovery without a restart,
 * no acknowledged listing lost; (2) Redis killed: the site keeps serving, the limits counted in process;
 * (3) alert workers killed mid-batch: every follower mailed exactly once. Writes bench/results/faults.json
 * and prints a table; exits 1 when a check fails.
 *
 *   --rate <req/s> (FAULTS_RATE, 20)  --outage <s> (FAULTS_OUTAGE, 10)  --alerts <n> (FAULTS_ALERTS, 600)
 *   --only database,redis,worker (FAULTS_ONLY)  --short (seconds, CI)  --out <file> (BENCH_OUT)  BENCH_VERBOSE=1
 */
import { flag, numberSetting, setting, writeReport } from './lib/cli.js';
import { FULL_FAULTS, printFaults, runFaults, SHORT_FAULTS, type Scenario } from './lib/faults-run.js';

const t0 = Date.now();
const log = (line: string) => console.log(`[bench:faults +${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);

async function main() {
  const short = flag('short');
  const base = short ? SHORT_FAULTS : FULL_FAULTS;
  const only = setting('only', 'FAULTS_ONLY')?.split(',').map((s) => s.trim()) as Scenario[] | undefined;
  const unknown = only?.filter((s) => !['database', 'redis', 'worker'].includes(s));
  if (unknown?.length) throw new Error(`--only takes database, redis and worker, not ${unknown.join(', ')}`);
  const outage = numberSetting('outage', 'FAULTS_OUTAGE', base.database.outageSeconds);
  const report = await runFaults({
    ...base,
    rate: numberSetting('rate', 'FAULTS_RATE', base.rate),
    database: { ...base.database, outageSeconds: outage },
    worker: { ...base.worker, alerts: Math.round(numberSetting('alerts', 'FAULTS_ALERTS', base.worker.alerts)) },
    scenarios: only ?? base.scenarios,
    requireRedis: !!process.env.CI,
    log,
  });
  console.log(printFaults(report));
  writeReport(report, 'faults.json', short || !!only, log);
  if (!report.passed) process.exitCode = 1;
}

main().catch((e) => {
  console.error('[bench:faults] failed:', e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
