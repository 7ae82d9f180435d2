/**
 * `npm run bench:soak`: the mixed workload (map searches, share reads, logins, new and edited listings) at
 * 70 % of the peak the app was just measured to reach, for 5 minutes, against the app in its own process on
 * a PostgreSQL of its own. Passes with no unexpected answer, every acknowledged listing in the database and
 * memory growth under 10 %. Writes bench/results/soak.json and prints a table; exits 1 when a check fails.
 *
 *   --duration <s> (SOAK_DURATION, 300)  --warmup <s> (SOAK_WARMUP, 30)  --rate <req/s> (SOAK_RATE: skips the peak)
 *   --fraction <0-1> (SOAK_FRACTION, 0.7)  --connections <n> (SOAK_CONNECTIONS, 10)  --short (a few seconds, CI)
 *   --out <file> (BENCH_OUT)  BENCH_VERBOSE=1 shows the app's log
 */
import { flag, numberSetting, setting, writeReport } from './lib/cli.js';
import { FULL_SOAK, printSoak, runSoak, SHORT_SOAK } from './lib/soak-run.js';

const t0 = Date.now();
const log = (line: string) => console.log(`[bench:soak +${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);

async function main() {
  const short = flag('short');
  const base = short ? SHORT_SOAK : FULL_SOAK;
  const rate = setting('rate', 'SOAK_RATE');
  const report = await runSoak({
    ...base,
    durationSeconds: numberSetting('duration', 'SOAK_DURATION', base.durationSeconds),
    warmupSeconds: numberSetting('warmup', 'SOAK_WARMUP', base.warmupSeconds),
    rate: rate === undefined ? base.rate : numberSetting('rate', 'SOAK_RATE', 1),
    rateFraction: numberSetting('fraction', 'SOAK_FRACTION', base.rateFraction),
    connections: numberSetting('connections', 'SOAK_CONNECTIONS', base.connections),
    log,
  });
  console.log(printSoak(report));
  writeReport(report, 'soak.json', short, log);
  if (!report.passed) process.exitCode = 1;
}

main().catch((e) => {
  console.error('[bench:soak] failed:', e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
