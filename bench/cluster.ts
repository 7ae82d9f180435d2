/**
 * `npm run bench:cluster`: Wingshare past one machine, shown on one (issue 43). Starts real parts: a primary
 * PostgreSQL and its synchronous streaming replica, PgBouncer in transaction mode, redis-server, three app
 * processes behind HAProxy, two job workers, and a fault proxy on every app-to-database and app-to-Redis link
 * (bench/lib/cluster-topology.ts). Then the scenarios, each with checks:
 *   approvals  fifty overlapping approvals at once through the three apps: exactly one wins
 *   lag        an approval read by the pilot while the replica's replay is paused 500 ms: he sees it
 *   webhook    each payment webhook delivered to two processes at once: the capture recorded once
 *   kill       an app SIGKILLed under load: HAProxy takes it out, few failures, nothing half-written
 *   money      money workers killed between a provider call and its ledger entry, through the pooler
 *   latency    2 ms more on every database link: search p95 and CPU per search, against none, same run
 *   promote    the primary lost under load, the replica promoted, the pooler repointed: no acknowledged write lost
 * Writes bench/results/cluster.json, prints a table, exits 1 when a check fails.
 *
 *   --short (about two minutes)  --only approvals,lag,...  --out <file>  BENCH_VERBOSE=1
 * Needs Debian's pgbouncer, haproxy and redis-server (apt-get install -y pgbouncer haproxy redis-server).
 */
import { approvalsScenario, replicaLagScenario, webhookScenario, type Check } from './lib/cluster-writes.js';
import { killAppScenario, latencyScenario, promoteScenario } from './lib/cluster-faults.js';
import { MONEY_DB, Topology } from './lib/cluster-topology.js';
import { flag, setting, writeReport } from './lib/cli.js';
import { createAccounts } from './lib/dataset.js';
import { FULL_MONEY, moneyStepsScenario, SHORT_MONEY } from './lib/money-fault.js';
import { machine, table } from './lib/proc.js';
import { Workload } from './lib/workload.js';

const t0 = Date.now();
const log = (line: string) => console.log(`[bench:cluster +${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);

const SCENARIOS = ['approvals', 'lag', 'webhook', 'kill', 'money', 'latency', 'promote'] as const;
type Name = (typeof SCENARIOS)[number];

const FULL = {
  dataset: { shares: 3_000, pilots: 500 },
  approvals: 50,
  lagMs: 500,
  webhookBookings: 30,
  kill: { rate: 20, seconds: 30 },
  money: FULL_MONEY,
  latency: { seconds: 20, concurrency: 8, addedMs: 2 },
  promote: { rate: 20, seconds: 30, maxWriteOutageMs: 10_000 },
};

/** About two minutes on two shared cores: smaller loads and data, the same checks. */
const SHORT: typeof FULL = {
  dataset: { shares: 800, pilots: 200 },
  approvals: 50,
  lagMs: 500,
  webhookBookings: 10,
  kill: { rate: 15, seconds: 12 },
  money: SHORT_MONEY,
  latency: { seconds: 6, concurrency: 6, addedMs: 2 },
  promote: { rate: 15, seconds: 12, maxWriteOutageMs: 10_000 },
};

async function main() {
  const missing = Topology.missingPackages();
  if (missing.length) throw new Error(`${missing.join(', ')} not installed: apt-get install -y ${missing.join(' ')}`);
  const short = flag('short');
  const o = short ? SHORT : FULL;
  const only = setting('only', 'CLUSTER_ONLY')?.split(',').map((s) => s.trim());
  const unknown = only?.filter((s) => !(SCENARIOS as readonly string[]).includes(s));
  if (unknown?.length) throw new Error(`--only takes ${SCENARIOS.join(', ')}, not ${unknown.join(', ')}`);
  const chosen = new Set<Name>((only as Name[] | undefined) ?? SCENARIOS);
  const startedAt = new Date();
  const machineAtStart = machine();
  const t = new Topology({ apps: 3, workers: 2, dataset: o.dataset, log });
  const scenarios: Record<string, unknown> = {};
  const checks: Record<string, Check> = {};
  const run = async <T extends { checks: Record<string, Check> }>(name: Name, f: () => Promise<T>) => {
    if (!chosen.has(name)) return;
    const started = Date.now();
    try {
      const result = await f();
      scenarios[name] = { ...result, seconds: Math.round((Date.now() - started) / 100) / 10 };
      for (const [check, c] of Object.entries(result.checks)) checks[`${name}.${check}`] = c;
    } catch (e) {
      // A scenario that could not finish fails its check; the others still run.
      const message = e instanceof Error ? e.message : String(e);
      log(`${name} failed: ${message}`);
      checks[`${name}.ran`] = { passed: false, detail: message.slice(0, 500) };
    }
    for (const [check, c] of Object.entries(checks).filter(([k]) => k.startsWith(`${name}.`))) log(`  ${c.passed ? 'PASS' : 'FAIL'} ${check}: ${c.detail}`);
  };
  let topology: unknown = null;
  let serverErrors: Record<string, Record<string, number>> = {};
  try {
    await t.start();
    topology = {
      primaryPort: t.pair.primary.port, replicaPort: t.pair.replica.port, pgbouncerPort: t.pooler.port, haproxyPort: t.balancer.port, redisPort: t.redis.port,
      apps: t.appNodes.map((n) => n.name), workers: t.workerNodes.map((w) => w.name), faultProxies: t.proxies.map((p) => p.name),
    };
    // One pilot per overlapping request of the approvals scenario (a pilot may not ask twice for the same time).
    const accounts = await createAccounts(t.balancer.base, o.approvals, 'cluster');
    // One workload for every load: its new listings' tail numbers stay unique across the scenarios.
    const workload = new Workload(t.dataset, accounts);
    await run('approvals', () => approvalsScenario(t, accounts, { requests: o.approvals, log }));
    await run('lag', () => replicaLagScenario(t, accounts, { lagMs: o.lagMs, log }));
    await run('webhook', () => webhookScenario(t, { bookings: o.webhookBookings, log }));
    await run('kill', () => killAppScenario(t, workload, { ...o.kill, log }));
    await run('money', () => moneyStepsScenario({ ...o.money, database: { url: t.pooler.url(MONEY_DB), directUrl: t.primary.url(MONEY_DB) }, log }));
    await run('latency', () => latencyScenario(t, workload, { ...o.latency, log }));
    await run('promote', () => promoteScenario(t, workload, { ...o.promote, log }));
    serverErrors = t.serverErrors();
  } finally {
    await t.stop().catch((e) => log(`stopping the cluster: ${String(e)}`));
  }

  const rows = Object.entries(checks).map(([name, c]) => [name, c.passed ? 'PASS' : 'FAIL', c.detail.length > 140 ? `${c.detail.slice(0, 137)}...` : c.detail]);
  console.log(`\n${table(['check', 'result', 'figures'], rows)}\n`);
  const passed = Object.keys(checks).length > 0 && Object.values(checks).every((c) => c.passed);
  writeReport(
    { date: startedAt.toISOString(), short, machine: { ...machineAtStart, loadAverageAtEnd: machine().loadAverage }, options: o, topology, scenarios, serverErrors, checks, passed, seconds: Math.round((Date.now() - t0) / 1000) },
    'cluster.json', short || !!only, log,
  );
  log(passed ? 'every check passed' : 'FAILED: see the table above');
  if (!passed) process.exitCode = 1;
}

main().catch((e) => {
  console.error('[bench:cluster] failed:', e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
