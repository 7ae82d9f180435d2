import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRedisServer, type RedisServer } from '../../tests/support/redis-server.js';
import { startApp, type AppHandle } from './app-process.js';
import { createAccounts, seedDataset, V, type Accounts } from './dataset.js';
import { checkLedger } from './ledger.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { machine, round1, sleep, table } from './proc.js';
import { SteadyLoad, type Outcome } from './steady-load.js';
import { alertWorkerScenario } from './worker-fault.js';
import { percentiles, Workload, type Kind } from './workload.js';

export type Scenario = 'database' | 'redis' | 'worker';

export interface FaultsOptions {
  /** Requests a second of the steady load during each scenario. */
  rate: number;
  database: { beforeSeconds: number; outageSeconds: number; afterSeconds: number };
  redis: { beforeSeconds: number; outageSeconds: number; afterSeconds: number };
  /** Alerts queued for the worker scenario, and how many worker processes share them (two are killed). */
  worker: { alerts: number; workers: number };
  /** Slowest 503 accepted while the database is down. */
  maxUnavailableMs: number;
  /** The app must answer normally again within this long after the database accepts connections. */
  recoveryWithinSeconds: number;
  /** The failed-login limit per login name (LOGIN_LIMIT_PER_ACCOUNT) the Redis scenario probes. */
  loginLimit: number;
  scenarios: Scenario[];
  dataset: { shares: number; pilots: number };
  /** Fail instead of skipping the Redis scenario when redis-server is not installed (CI). */
  requireRedis: boolean;
  log: (line: string) => void;
}

export const FULL_FAULTS: Omit<FaultsOptions, 'log'> = {
  rate: 20,
  database: { beforeSeconds: 10, outageSeconds: 10, afterSeconds: 15 },
  redis: { beforeSeconds: 8, outageSeconds: 10, afterSeconds: 8 },
  worker: { alerts: 600, workers: 4 },
  maxUnavailableMs: 2_000,
  recoveryWithinSeconds: 10,
  loginLimit: 3,
  scenarios: ['database', 'redis', 'worker'],
  dataset: { shares: 3_000, pilots: 1_000 },
  requireRedis: false,
};

/** For CI: seconds instead of tens of seconds, a lighter load; the same checks, with a looser 503 time on a shared machine. */
export const SHORT_FAULTS: Omit<FaultsOptions, 'log'> = {
  ...FULL_FAULTS,
  rate: 15,
  database: { beforeSeconds: 2, outageSeconds: 3, afterSeconds: 3 },
  redis: { beforeSeconds: 2, outageSeconds: 3, afterSeconds: 2 },
  worker: { alerts: 150, workers: 3 },
  maxUnavailableMs: 5_000,
  recoveryWithinSeconds: 15,
  dataset: { shares: 800, pilots: 200 },
};

/**
 * The steady load of the fault scenarios: no refused logins (they would trip the small per-name limit the
 * Redis probe uses). An open loop does not slow down when the app does: the rate stays well under what two
 * shared cores serve (a login costs ~300 ms of CPU in argon2), so a request that times out means a fault.
 */
const FAULTS_MIX: [Kind, number][] = [['search', 8], ['share', 9], ['login', 1], ['create', 2]];

export interface Check {
  passed: boolean;
  detail: string;
}

/**
 * The fault scenarios, each under a steady open-loop load on the app in its own process: PostgreSQL
 * stopped and started again, Redis killed and started again, alert workers killed in the middle of a
 * batch. Each scenario gives numbers and checks; the report passes when every check does.
 */
export async function runFaults(options: FaultsOptions) {
  const { log } = options;
  const startedAt = new Date();
  const machineAtStart = machine();
  let db: PrivatePostgres | null = null;
  let redis: RedisServer | null = null;
  let app: AppHandle | null = null;
  try {
    const redisHere = redisInstalled();
    if (!redisHere && options.requireRedis && options.scenarios.includes('redis')) {
      throw new Error('redis-server is not installed and the Redis scenario is required (apt-get install redis-server; .ci/run installs it)');
    }
    log('starting a PostgreSQL of its own' + (redisHere ? ' and a redis-server' : ''));
    db = await startPrivatePostgres('wingshare_faults', 'wingshare-faults-pg-');
    if (redisHere) redis = await startRedisServer();
    const dataset = await seedDataset(db.url, options.dataset);
    app = await startApp(db.url, {
      ...(redis ? { REDIS_URL: redis.url } : {}),
      REQUEST_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_IP: '100000000', SIGNUP_LIMIT_PER_IP: '100000', UPLOAD_LIMIT_PER_USER: '100000000',
      LOGIN_LIMIT_PER_ACCOUNT: String(options.loginLimit),
    });
    log(`the app runs (pid ${app.pid}) on ${dataset.shares} listings${redis ? `, limits in Redis at ${redis.url}` : ''}`);
    const accounts = await createAccounts(app.base, 4, 'faults');
    const workload = new Workload(dataset, accounts);

    const scenarios: Record<string, unknown> = {};
    const checks: Record<string, Check> = {};
    const add = (name: string, result: { checks: Record<string, Check> }) => {
      scenarios[name] = result;
      for (const [check, c] of Object.entries(result.checks)) checks[`${name}.${check}`] = c;
    };
    if (options.scenarios.includes('database')) add('database', await databaseScenario(db, app, workload, options));
    if (options.scenarios.includes('redis')) {
      if (redis) add('redis', await redisScenario(redis, app, workload, options));
      else {
        const reason = 'redis-server is not installed here (apt-get install redis-server): the Redis scenario did not run';
        log(`SKIPPED redis: ${reason}`);
        scenarios.redis = { skipped: reason, checks: {} };
      }
    }
    if (options.scenarios.includes('worker')) add('worker', await workerScenario(db, app, workload, accounts, options));

    return {
      date: startedAt.toISOString(),
      machine: { ...machineAtStart, loadAverageAtEnd: machine().loadAverage },
      options: { ...options, log: undefined },
      mix: Object.fromEntries(FAULTS_MIX),
      dataset,
      scenarios,
      checks,
      passed: Object.values(checks).every((c) => c.passed),
    };
  } finally {
    await app?.stop();
    await redis?.stop();
    await db?.destroy();
  }
}

export type FaultsReport = Awaited<ReturnType<typeof runFaults>>;

function redisInstalled(): boolean {
  return spawnSync(process.env.REDIS_SERVER_BIN || 'redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Runs `during` under the steady load; the outcomes of every request sent meanwhile come back with its result. */
async function underLoad<T>(app: AppHandle, workload: Workload, rate: number, during: (load: SteadyLoad) => Promise<T>) {
  const load = new SteadyLoad(app.base, workload, rate, FAULTS_MIX);
  load.start();
  try {
    const result = await during(load);
    return { result, ...(await load.stop()) };
  } catch (e) {
    await load.stop();
    throw e;
  }
}

/** How many answers of each status (a request without one by its network error), optionally per kind of request. */
const statusCounts = (outcomes: Outcome[], perKind = false) =>
  outcomes.reduce<Record<string, number>>((m, o) => {
    const key = `${perKind ? `${o.kind} ` : ''}${o.status || o.network || 'none'}`;
    m[key] = (m[key] ?? 0) + 1;
    return m;
  }, {});
const unavailable = (o: Outcome) => o.status === 503 && o.json && o.error === 'unavailable' && !!o.retryAfter;

/**
 * PostgreSQL stopped (fast shutdown) for outageSeconds in the middle of the load, then started again on the
 * same port. While it is down every answer must be a JSON 503 with Retry-After, quickly; once it is back the
 * same app process must answer normally within recoveryWithinSeconds; every listing acknowledged with a 201
 * before, during or after must be in the database.
 */
async function databaseScenario(db: PrivatePostgres, app: AppHandle, workload: Workload, options: FaultsOptions) {
  const { log } = options;
  const o = options.database;
  log(`database: ${o.beforeSeconds} s of load at ${options.rate} req/s, PostgreSQL stopped for ${o.outageSeconds} s, ${o.afterSeconds} s after it is back`);
  const pid = app.pid;
  const logFrom = app.lines().length;
  const { result: marks, outcomes, notSent } = await underLoad(app, workload, options.rate, async (load) => {
    await sleep(o.beforeSeconds * 1000);
    const stopBegan = load.now();
    await db.stop();
    const stopped = load.now();
    log(`  PostgreSQL stopped (${round1(stopped - stopBegan)} ms)`);
    await sleep(o.outageSeconds * 1000);
    const startBegan = load.now();
    await db.start();
    const started = load.now();
    log(`  PostgreSQL accepts connections again (${round1(started - startBegan)} ms to start)`);
    await sleep(o.afterSeconds * 1000);
    return { stopBegan, stopped, startBegan, started, end: load.now() };
  });

  // A request answered before the stop began is "before"; one still in flight then, or sent while the server
  // shut down, is "stopping" (either answer is right); one sent while it was down must get the 503.
  const phaseOf = (x: Outcome) =>
    x.startedAt + x.ms < marks.stopBegan ? 'before' : x.startedAt < marks.stopped ? 'stopping' : x.startedAt < marks.startBegan ? 'down'
      : x.startedAt < marks.started ? 'starting' : 'after';
  const phases = ['before', 'stopping', 'down', 'starting', 'after'] as const;
  const by = Object.fromEntries(phases.map((p) => [p, outcomes.filter((x) => phaseOf(x) === p)])) as Record<(typeof phases)[number], Outcome[]>;
  const down503 = by.down.filter(unavailable);
  const allUnavailable = outcomes.filter((x) => x.status === 503);
  const serverErrors = outcomes.filter((x) => x.status >= 500 && x.status !== 503);
  const noAnswer = outcomes.filter((x) => x.status === 0);
  const wrongBefore = by.before.filter((x) => !x.expected);
  const wrongAround = [...by.stopping, ...by.starting, ...by.after].filter((x) => !x.expected && !unavailable(x));
  const recoveredAt = by.after.find((x) => x.expected)?.startedAt;
  const lastUnavailable = by.after.filter((x) => x.status === 503).at(-1)?.startedAt;
  const recoveredAfterMs = recoveredAt === undefined ? null : round1(recoveredAt - marks.started);
  const settledAfterMs = round1(Math.max(0, (lastUnavailable ?? marks.started) - marks.started));
  const ledger = await checkLedger(db.url, outcomes.flatMap((x) => (x.created ? [x.created] : [])));
  const latency503 = percentiles(down503.map((x) => x.ms));

  const checks: Record<string, Check> = {
    outageAnswered503: {
      passed: by.down.length > 0 && down503.length === by.down.length,
      detail: `${down503.length} of ${by.down.length} requests sent while PostgreSQL was down got a JSON 503 "unavailable" with Retry-After` +
        (by.down.length > down503.length ? `; others: ${JSON.stringify(statusCounts(by.down.filter((x) => !unavailable(x)), true))}` : ''),
    },
    outage503Fast: {
      passed: down503.length > 0 && latency503.maxMs < options.maxUnavailableMs,
      detail: `503 answers in p50 ${latency503.p50Ms} ms, p95 ${latency503.p95Ms} ms, max ${latency503.maxMs} ms (limit ${options.maxUnavailableMs} ms)`,
    },
    noOtherFailures: {
      passed: serverErrors.length === 0 && noAnswer.length === 0 && wrongBefore.length === 0 && wrongAround.length === 0,
      detail: `${serverErrors.length} 5xx other than 503, ${noAnswer.length} without an answer, ${wrongBefore.length} wrong answers before the stop, ` +
        `${wrongAround.length} answers other than the expected one or a 503 around the outage` +
        (serverErrors.length + noAnswer.length + wrongBefore.length + wrongAround.length
          ? ` (${JSON.stringify(statusCounts([...new Set([...serverErrors, ...noAnswer, ...wrongBefore, ...wrongAround])], true))})` : ''),
    },
    recoveredWithoutRestart: {
      passed: recoveredAfterMs !== null && settledAfterMs < options.recoveryWithinSeconds * 1000 && app.alive() && app.pid === pid,
      detail: `first normal answer ${recoveredAfterMs ?? 'never'} ms after PostgreSQL was back, last 503 ${settledAfterMs} ms after; ` +
        `same app process (pid ${pid}) ${app.alive() ? 'still running' : 'ENDED'}`,
    },
    everyAcknowledgedWriteKept: {
      passed: ledger.missing.length === 0 && ledger.changed.length === 0 && ledger.acknowledged > 0,
      detail: `${ledger.found} of ${ledger.acknowledged} listings acknowledged with 201 (before, during and after the outage) are in the database as sent`,
    },
  };
  return {
    timeline: { stopBeganMs: round1(marks.stopBegan), stoppedMs: round1(marks.stopped), startBeganMs: round1(marks.startBegan), startedMs: round1(marks.started), endMs: round1(marks.end) },
    requests: outcomes.length,
    notSent,
    byPhase: Object.fromEntries(phases.map((p) => [p, { requests: by[p].length, statuses: statusCounts(by[p]) }])),
    unavailableAnswers: allUnavailable.length,
    unavailableLatency: latency503,
    normalLatencyBefore: percentiles(by.before.map((x) => x.ms)),
    normalLatencyAfter: percentiles(by.after.filter((x) => x.expected).map((x) => x.ms)),
    recoveredAfterMs,
    lastUnavailableAfterMs: settledAfterMs,
    ledger: { ...ledger, missing: ledger.missing.slice(0, 50), changed: ledger.changed.slice(0, 50) },
    masked500Logged: maskedErrors(app.lines().slice(logFrom)),
    checks,
  };
}

/** The errors the app logged as masked 500s ("<METHOD> <path> failed: ..."), with the start of their stacks. */
function maskedErrors(lines: string[]): string[][] {
  return lines.flatMap((line, i) => (/\] (GET|POST|PATCH|PUT|DELETE) \S+ failed:/.test(line) ? [lines.slice(i, i + 12)] : [])).slice(0, 5);
}

/**
 * Redis killed (SIGKILL, as a crash) in the middle of the load, then started again, empty. The app must keep
 * answering as before, the limits counted in the process meanwhile (a login name still gets its 429 after
 * `loginLimit` failures), and in Redis again once it is back.
 */
async function redisScenario(redis: RedisServer, app: AppHandle, workload: Workload, options: FaultsOptions) {
  const { log } = options;
  const o = options.redis;
  log(`redis: ${o.beforeSeconds} s of load at ${options.rate} req/s, redis-server killed for ${o.outageSeconds} s, ${o.afterSeconds} s after`);
  const attempts = options.loginLimit + 2;
  const expectedProbe = [...Array(options.loginLimit).fill(400), 429, 429] as number[];
  let probes = 0;
  const probe = async () => {
    const user = `ghost-${++probes}-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const res = await fetch(`${app.base}/api/auth/local`, { method: 'POST', headers: { ...V, 'content-type': 'application/json' }, body: JSON.stringify({ user, password: 'wrong' }) });
      await res.text();
      statuses.push(res.status);
    }
    return statuses;
  };
  const keys = () => spawnSync('redis-cli', ['-p', String(redis.port), '--scan', '--pattern', 'wingshare:rl:*'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).length;

  const { result, outcomes, notSent } = await underLoad(app, workload, options.rate, async (load) => {
    await sleep(o.beforeSeconds * 1000);
    const probeBefore = await probe();
    const keysBefore = keys();
    const killedAt = load.now();
    await redis.kill();
    log('  redis-server killed');
    const noticed = await app.waitForLine(/Redis at .* cannot be reached/, 10_000).then(() => round1(load.now() - killedAt), () => null);
    const probeDuring = await probe();
    await sleep(Math.max(0, o.outageSeconds * 1000 - (load.now() - killedAt)));
    const restartedAt = load.now();
    await redis.restart();
    const back = await app.waitForLine(/Redis at .* is back/, 20_000).then(() => round1(load.now() - restartedAt), () => null);
    // The load's requests are counted (requestsPerIp): their key shows when Redis counts again.
    let countingAgain: number | null = null;
    for (const until = Date.now() + 15_000; countingAgain === null && Date.now() < until; await sleep(50)) {
      if (keys() > 0) countingAgain = round1(load.now() - restartedAt);
    }
    log(`  redis-server started again; the app ${back === null ? 'did NOT say it reconnected' : `reconnected after ${back} ms`}, ` +
      `counted in Redis again after ${countingAgain ?? 'NEVER'} ms`);
    const probeAfter = await probe();
    const keysAfter = keys();
    await sleep(o.afterSeconds * 1000);
    return { probeBefore, keysBefore, killedAt, noticed, probeDuring, restartedAt, back, countingAgain, probeAfter, keysAfter };
  });

  const during = outcomes.filter((x) => x.startedAt >= result.killedAt && x.startedAt < result.restartedAt);
  const before = outcomes.filter((x) => x.startedAt < result.killedAt);
  const wrong = outcomes.filter((x) => !x.expected);
  const same = (a: number[]) => JSON.stringify(a) === JSON.stringify(expectedProbe);
  const checks: Record<string, Check> = {
    servedThroughout: {
      passed: during.length > 0 && wrong.length === 0,
      detail: `${during.length - during.filter((x) => !x.expected).length} of ${during.length} requests sent while Redis was down answered as expected; ` +
        `${wrong.length} unexpected answers in the whole run${wrong.length ? ` (${JSON.stringify(statusCounts(wrong, true))})` : ''}`,
    },
    limitsHeldInProcess: {
      passed: same(result.probeDuring),
      detail: `${attempts} failed logins for one new name while Redis was down answered ${result.probeDuring.join(', ')} (expected ${expectedProbe.join(', ')})`,
    },
    limitsInRedisBeforeAndAfter: {
      passed: same(result.probeBefore) && same(result.probeAfter) && result.keysBefore > 0 && result.keysAfter > 0 && result.back !== null && result.countingAgain !== null,
      detail: `probe before ${result.probeBefore.join(', ')} with ${result.keysBefore} limiter keys in Redis; after Redis came back ` +
        `(the app said so after ${result.back ?? 'never'} ms, counted there again after ${result.countingAgain ?? 'never'} ms) ` +
        `${result.probeAfter.join(', ')} with ${result.keysAfter} keys`,
    },
  };
  return {
    requests: outcomes.length,
    notSent,
    statuses: statusCounts(outcomes),
    latencyBefore: percentiles(before.map((x) => x.ms)),
    latencyDuringOutage: percentiles(during.map((x) => x.ms)),
    outageNoticedAfterMs: result.noticed,
    reconnectedAfterMs: result.back,
    countedInRedisAgainAfterMs: result.countingAgain,
    probes: { expected: expectedProbe, before: result.probeBefore, during: result.probeDuring, after: result.probeAfter },
    limiterKeysInRedis: { before: result.keysBefore, after: result.keysAfter },
    checks,
  };
}

async function workerScenario(db: PrivatePostgres, app: AppHandle, workload: Workload, accounts: Accounts, options: FaultsOptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-faults-worker-'));
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    let outcomes: Outcome[] = [];
    const result = await alertWorkerScenario(
      { url: db.url, sql, base: app.base, accounts, ...options.worker, dataDir, log: options.log },
      async (during) => {
        const run = await underLoad(app, workload, options.rate, during);
        outcomes = run.outcomes;
        return run.result;
      },
    );
    const wrong = outcomes.filter((x) => !x.expected);
    return {
      ...result,
      load: { requests: outcomes.length, unexpected: wrong.length, statuses: statusCounts(outcomes) },
      checks: {
        ...result.checks,
        loadServed: {
          passed: wrong.length === 0,
          detail: `${outcomes.length - wrong.length} of ${outcomes.length} requests of the load beside the workers answered as expected` +
            (wrong.length ? ` (others: ${JSON.stringify(statusCounts(wrong, true))})` : ''),
        },
      },
    };
  } finally {
    await sql.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFaults(report: FaultsReport): string {
  const lines = [
    '',
    `Fault scenarios under a steady load of ${report.options.rate} req/s (${Object.entries(report.mix).map(([k, n]) => `${k} ${n}`).join(', ')} per ${Object.values(report.mix).reduce((a, b) => a + b, 0)}); ` +
      `load average ${report.machine.loadAverage.join(' ')} at start, ${report.machine.loadAverageAtEnd.join(' ')} at end`,
    '',
  ];
  const db = report.scenarios.database as Awaited<ReturnType<typeof databaseScenario>> | undefined;
  if (db) {
    lines.push('PostgreSQL stopped mid-load:', table(['phase', 'requests', 'statuses'], Object.entries(db.byPhase).map(([p, v]) => [p, String(v.requests), JSON.stringify(v.statuses)])));
    lines.push(`503 answers: p50 ${db.unavailableLatency.p50Ms} ms, p95 ${db.unavailableLatency.p95Ms} ms, max ${db.unavailableLatency.maxMs} ms; ` +
      `normal again ${db.recoveredAfterMs} ms after PostgreSQL was back (last 503 at ${db.lastUnavailableAfterMs} ms); ` +
      `ledger ${db.ledger.found}/${db.ledger.acknowledged}`, '');
  }
  const redis = report.scenarios.redis as (Awaited<ReturnType<typeof redisScenario>> & { skipped?: string }) | undefined;
  if (redis?.skipped) lines.push(`Redis: SKIPPED (${redis.skipped})`, '');
  else if (redis) {
    lines.push(`Redis killed mid-load: ${redis.requests} requests ${JSON.stringify(redis.statuses)}; latency before p95 ${redis.latencyBefore.p95Ms} ms, ` +
      `while down p95 ${redis.latencyDuringOutage.p95Ms} ms (max ${redis.latencyDuringOutage.maxMs}); noticed after ${redis.outageNoticedAfterMs} ms, ` +
      `reconnected ${redis.reconnectedAfterMs} ms after its restart; failed-login probes before/during/after: ` +
      `${redis.probes.before.join(',')} / ${redis.probes.during.join(',')} / ${redis.probes.after.join(',')}`, '');
  }
  const worker = report.scenarios.worker as { alerts: number; kills: { how: string; inFlight: number; mailedNotMarked: number }[]; final: Record<string, number> } | undefined;
  if (worker) {
    lines.push(`Alert workers killed mid-batch: ${worker.alerts} alerts; kills: ${worker.kills.map((k) => `${k.how} (${k.inFlight} in flight, ${k.mailedNotMarked} mailed but not marked)`).join('; ')}; ` +
      `final: ${JSON.stringify(worker.final)}`, '');
  }
  lines.push(...Object.entries(report.checks).map(([name, c]) => `${c.passed ? 'PASS' : 'FAIL'}  ${name}: ${c.detail}`));
  return lines.join('\n');
}
