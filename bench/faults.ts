/**
 * `npm run bench:faults`: faults under a steady load, against the app in its own process on a PostgreSQL and
 * a redis-server of its own: (1) PostgreSQL stopped for 10 s: fast JSON 503s, recovery without a restart,
 * no acknowledged listing lost; (2) Redis killed: the site keeps serving, the limits counted in process;
 * (3) alert workers killed mid-batch: every follower mailed exactly once; (4) money workers killed between a
 * provider's capture or transfer and its ledger entry (issue 37): every booking's ledger balanced, with exactly one
 * capture and one transfer, in the ledger and at the provider. Writes bench/results/faults.json and prints a
 * table; exits 1 when a check fails.
 *
 *   --rate <req/s> (FAULTS_RATE, 20)  --outage <s> (FAULTS_OUTAGE, 10)  --alerts <n> (FAULTS_ALERTS, 600)
 *   --bookings <n> (FAULTS_BOOKINGS, 120)  --only database,redis,worker,money (FAULTS_ONLY)  --short (seconds, CI)
 *   --out <file> (BENCH_OUT)  BENCH_VERBOSE=1
 */
import { flag, numberSetting, setting, writeReport } from './lib/cli.js';
import { FULL_FAULTS, printFaults, runFaults, SHORT_FAULTS, type Scenario } from './lib/faults-run.js';
import { FULL_MONEY, moneyStepsScenario, SHORT_MONEY } from './lib/money-fault.js';

const t0 = Date.now();
const log = (line: string) => console.log(`[bench:faults +${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);

const SCENARIOS = ['database', 'redis', 'worker', 'money'] as const;

async function main() {
  const short = flag('short');
  const base = short ? SHORT_FAULTS : FULL_FAULTS;
  const only = setting('only', 'FAULTS_ONLY')?.split(',').map((s) => s.trim());
  const unknown = only?.filter((s) => !(SCENARIOS as readonly string[]).includes(s));
  if (unknown?.length) throw new Error(`--only takes ${SCENARIOS.join(', ')}, not ${unknown.join(', ')}`);
  const chosen = only ?? [...SCENARIOS];
  const outage = numberSetting('outage', 'FAULTS_OUTAGE', base.database.outageSeconds);
  const underLoad = chosen.filter((s): s is Scenario => s !== 'money');
  // The app's scenarios share one app under a steady load; the money steps run on a database of their own.
  const report = underLoad.length
    ? await runFaults({
        ...base,
        rate: numberSetting('rate', 'FAULTS_RATE', base.rate),
        database: { ...base.database, outageSeconds: outage },
        worker: { ...base.worker, alerts: Math.round(numberSetting('alerts', 'FAULTS_ALERTS', base.worker.alerts)) },
        scenarios: underLoad,
        requireRedis: !!process.env.CI,
        log,
      })
    : null;
  const lines: string[] = report ? [printFaults(report)] : [];
  const checks: Record<string, { passed: boolean; detail: string }> = { ...report?.checks };
  let money: Awaited<ReturnType<typeof moneyStepsScenario>> | null = null;
  if (chosen.includes('money')) {
    const moneyBase = short ? SHORT_MONEY : FULL_MONEY;
    money = await moneyStepsScenario({ ...moneyBase, bookings: Math.round(numberSetting('bookings', 'FAULTS_BOOKINGS', moneyBase.bookings)), log });
    for (const [name, c] of Object.entries(money.checks)) checks[`money.${name}`] = c;
    lines.push('', `Money workers killed mid-step: ${money.bookings} bookings, ${money.workers} workers; captured after ${(money.capturedAfterMs / 1000).toFixed(1)} s, ` +
      `transferred after ${(money.transferredAfterMs / 1000).toFixed(1)} s; final ${JSON.stringify(money.states)}`);
    lines.push(...Object.entries(money.checks).map(([name, c]) => `${c.passed ? 'PASS' : 'FAIL'}  money.${name}: ${c.detail}`));
  }
  console.log(lines.join('\n'));
  const passed = Object.values(checks).every((c) => c.passed);
  writeReport({ ...report, scenarios: { ...report?.scenarios, ...(money ? { money } : {}) }, checks, passed }, 'faults.json', short || !!only, log);
  if (!passed) process.exitCode = 1;
}

main().catch((e) => {
  console.error('[bench:faults] failed:', e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
