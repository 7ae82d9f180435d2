import { startApp, type AppHandle, type MemoryReading } from './app-process.js';
import { createAccounts, seedDataset } from './dataset.js';
import { checkBookings, checkLedger } from './ledger.js';
import { runMixed, type Acknowledged, type MixedRun } from './mixed-load.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { machine, round1, round3, sleep, table, treeCpuMs } from './proc.js';
import { MIX, median, Workload } from './workload.js';

export interface SoakOptions {
  /** The measured window, after the warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  /** Requests a second; null: rateFraction of the peak measured first. */
  rate: number | null;
  rateFraction: number;
  connections: number;
  /** The peak ramp: these connection counts, each for peakStepSeconds, as fast as the app answers. */
  peakSteps: number[];
  peakStepSeconds: number;
  dataset: { shares: number; pilots: number };
  loginPilots: number;
  sampleEverySeconds: number;
  gcEverySeconds: number;
  /** Largest memory growth accepted, as a fraction (0.1 = 10 %); memory is not judged when checkMemory is false. */
  maxMemoryGrowth: number;
  checkMemory: boolean;
  log: (line: string) => void;
}

export const FULL_SOAK: Omit<SoakOptions, 'log'> = {
  durationSeconds: 300,
  warmupSeconds: 30,
  rate: null,
  rateFraction: 0.7,
  connections: 10,
  peakSteps: [4, 8, 16],
  peakStepSeconds: 10,
  dataset: { shares: 5_000, pilots: 2_000 },
  loginPilots: 8,
  sampleEverySeconds: 5,
  gcEverySeconds: 60,
  maxMemoryGrowth: 0.1,
  checkMemory: true,
};

/** A few seconds at a modest fixed rate, for CI: correctness only (no errors, no lost write), no latency or memory verdict. */
export const SHORT_SOAK: Omit<SoakOptions, 'log'> = {
  ...FULL_SOAK,
  durationSeconds: 6,
  warmupSeconds: 2,
  rate: 30,
  connections: 4,
  dataset: { shares: 1_000, pilots: 300 },
  loginPilots: 3,
  sampleEverySeconds: 1,
  gcEverySeconds: 4,
  checkMemory: false,
};

interface Check {
  passed: boolean;
  detail: string;
}

interface MemorySample extends Partial<MemoryReading> {
  atSeconds: number;
  rssMb: number;
  gc: boolean;
}

/**
 * The soak: the app in its own process on a database of its own (a modest data set), driven by the mixed
 * workload at a fraction of the peak it was just measured to reach, for durationSeconds. Judged on: no
 * unexpected answer, every acknowledged listing in the database, the app still up, and memory growth
 * below maxMemoryGrowth: the heap after a full GC (warm-up end against soak end, both without load) and
 * the resident set (median of the first and of the last minute of samples).
 */
export async function runSoak(options: SoakOptions) {
  const { log } = options;
  const startedAt = new Date();
  const machineAtStart = machine();
  let db: PrivatePostgres | null = null;
  let app: AppHandle | null = null;
  try {
    log('starting a PostgreSQL of its own');
    db = await startPrivatePostgres('wingshare_soak', 'wingshare-soak-pg-');
    const dataset = await seedDataset(db.url, options.dataset);
    log(`seeded ${dataset.shares} listings and ${dataset.pilots} pilots; starting the app`);
    app = await startApp(db.url, {
      // The load comes from one address and logs in all the time: not what the abuse limits are for.
      REQUEST_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_ACCOUNT: '100000000', SIGNUP_LIMIT_PER_IP: '100000',
      UPLOAD_LIMIT_PER_USER: '100000000',
    });
    const accounts = await createAccounts(app.base, options.loginPilots);
    const workload = new Workload(dataset, accounts);
    const ledger: Acknowledged[] = [];
    const approvals: number[] = [];

    let peak: { steps: { connections: number; requestsPerSecond: number; p99Ms: number; unexpected: number }[]; requestsPerSecond: number } | null = null;
    let rate = options.rate;
    if (rate === null) {
      log(`measuring the peak: ${options.peakSteps.join(', ')} connections, ${options.peakStepSeconds} s each, as fast as the app answers`);
      await runMixed(app.base, workload, { seconds: 3, connections: options.peakSteps[0]!, ledger, approvals });
      const steps = [];
      for (const connections of options.peakSteps) {
        const run = await runMixed(app.base, workload, { seconds: options.peakStepSeconds, connections, ledger, approvals });
        steps.push({ connections, requestsPerSecond: run.requestsPerSecond, p99Ms: run.latency.p99Ms, unexpected: run.unexpected });
        log(`  ${connections} connections: ${run.requestsPerSecond} req/s, p99 ${run.latency.p99Ms} ms, ${run.unexpected} unexpected`);
      }
      const best = Math.max(...steps.map((s) => s.requestsPerSecond));
      peak = { steps, requestsPerSecond: best };
      rate = Math.max(1, Math.round(best * options.rateFraction));
      await sleep(2_000); // let the queues drain before the warm-up
    }

    log(`warm-up: ${options.warmupSeconds} s at ${rate} req/s`);
    const warmup = await runMixed(app.base, workload, { seconds: options.warmupSeconds, connections: options.connections, rate, ledger, approvals });
    const baseline = await app.memory(true);
    log(`baseline after a full GC: heap ${baseline.heapUsedMb.toFixed(1)} MB, RSS ${baseline.rssMb.toFixed(1)} MB`);

    log(`soak: ${options.durationSeconds} s at ${rate} req/s with ${options.connections} connections`);
    const samples: MemorySample[] = [];
    const soakStarted = Date.now();
    const cpuBefore = { app: treeCpuMs(app.pid), db: treeCpuMs(db.serverPid()) };
    let sampling = true;
    const sampler = (async () => {
      let lastGc = Date.now();
      while (sampling) {
        await sleep(options.sampleEverySeconds * 1000);
        if (!sampling) break;
        const gc = Date.now() - lastGc >= options.gcEverySeconds * 1000;
        if (gc) lastGc = Date.now();
        const reading = await app!.memory(gc).catch(() => null);
        const atSeconds = round1((Date.now() - soakStarted) / 1000);
        if (reading) samples.push({ atSeconds, gc, ...roundReading(reading) });
        if (gc && reading) log(`  ${atSeconds} s: heap after GC ${reading.heapUsedMb.toFixed(1)} MB, RSS ${reading.rssMb.toFixed(1)} MB`);
      }
    })();
    const soak = await runMixed(app.base, workload, { seconds: options.durationSeconds, connections: options.connections, rate, ledger, approvals });
    sampling = false;
    await sampler;
    const cpu = {
      appMsPerRequest: round3((treeCpuMs(app.pid) - cpuBefore.app) / soak.requests),
      databaseMsPerRequest: round3((treeCpuMs(db.serverPid()) - cpuBefore.db) / soak.requests),
    };
    await sleep(1_000);
    const final = await app.memory(true);
    log(`end after a full GC: heap ${final.heapUsedMb.toFixed(1)} MB, RSS ${final.rssMb.toFixed(1)} MB`);

    const memory = memoryVerdict(baseline, final, samples, options);
    const ledgerCheck = await checkLedger(db.url, ledger);
    const bookings = await checkBookings(db.url, approvals);
    const alive = app.alive();
    const checks: Record<string, Check> = {
      noUnexpectedAnswers: {
        passed: warmup.unexpected === 0 && soak.unexpected === 0,
        detail: `${soak.unexpected} unexpected answers in ${soak.requests} soak requests, ${warmup.unexpected} in ${warmup.requests} warm-up requests` +
          ` (socket errors ${soak.socketErrors}, timeouts ${soak.timeouts})`,
      },
      everyAcknowledgedWriteKept: {
        passed: ledgerCheck.missing.length === 0 && ledgerCheck.changed.length === 0,
        detail: `${ledgerCheck.found} of ${ledgerCheck.acknowledged} listings acknowledged with 201 are in the database as sent`,
      },
      everyApprovedBookingHeld: {
        passed: bookings.missing.length === 0 && bookings.overlaps === 0,
        detail: `${bookings.found} of ${bookings.approved} approvals acknowledged with 200 are approved bookings holding their period; ${bookings.overlaps} overlapping holds`,
      },
      appStillRunning: { passed: alive, detail: alive ? `the app (pid ${app.pid}) ran throughout` : 'the app process ended' },
      ...(options.checkMemory ? memory.checks : {}),
    };
    const report = {
      date: startedAt.toISOString(),
      machine: { ...machineAtStart, loadAverageAtEnd: machine().loadAverage },
      options: { ...options, log: undefined },
      mix: Object.fromEntries(MIX),
      dataset,
      peak,
      rate: { requestsPerSecond: rate, fractionOfPeak: peak ? round3(rate / peak.requestsPerSecond) : null },
      warmup: compact(warmup),
      soak: { ...compact(soak), cpu },
      memory: memory.summary,
      ledger: { ...ledgerCheck, missing: ledgerCheck.missing.slice(0, 50), changed: ledgerCheck.changed.slice(0, 50) },
      bookings,
      checks,
      passed: Object.values(checks).every((c) => c.passed),
    };
    return report;
  } finally {
    await app?.stop();
    await db?.destroy();
  }
}

export type SoakReport = Awaited<ReturnType<typeof runSoak>>;

const roundReading = (r: MemoryReading) => ({ rssMb: round1(r.rssMb), heapUsedMb: round1(r.heapUsedMb), heapTotalMb: round1(r.heapTotalMb), externalMb: round1(r.externalMb) });

function compact(run: MixedRun) {
  return { ...run, samples: run.samples.slice(0, 10) };
}

/**
 * Heap: after a full GC at the end of the warm-up and at the end of the soak, both with no request in
 * flight. RSS moves with whatever is in flight (an argon2 hash holds 64 MB while it runs), so the medians
 * of the first and of the last window of samples (a minute, or a third of a short run) are compared.
 */
function memoryVerdict(baseline: MemoryReading, final: MemoryReading, samples: MemorySample[], options: SoakOptions) {
  const windowSeconds = Math.min(60, options.durationSeconds / 3);
  const first = samples.filter((s) => s.atSeconds <= windowSeconds).map((s) => s.rssMb);
  const last = samples.filter((s) => s.atSeconds >= options.durationSeconds - windowSeconds).map((s) => s.rssMb);
  const rssFirst = median(first);
  const rssLast = median(last);
  const heapGrowth = (final.heapUsedMb - baseline.heapUsedMb) / baseline.heapUsedMb;
  const rssGrowth = rssFirst ? (rssLast - rssFirst) / rssFirst : NaN;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return {
    summary: {
      heapAfterGc: { baselineMb: round1(baseline.heapUsedMb), finalMb: round1(final.heapUsedMb), growth: round3(heapGrowth) },
      rss: { windowSeconds: round1(windowSeconds), firstWindowMedianMb: rssFirst, lastWindowMedianMb: rssLast, growth: round3(rssGrowth), baselineMb: round1(baseline.rssMb), finalMb: round1(final.rssMb) },
      maxGrowth: options.maxMemoryGrowth,
      samples,
    },
    checks: {
      heapGrowthUnderLimit: {
        passed: heapGrowth < options.maxMemoryGrowth,
        detail: `heap after GC ${baseline.heapUsedMb.toFixed(1)} -> ${final.heapUsedMb.toFixed(1)} MB (${pct(heapGrowth)}, limit ${pct(options.maxMemoryGrowth)})`,
      },
      rssGrowthUnderLimit: {
        passed: rssGrowth < options.maxMemoryGrowth,
        detail: `RSS median of the first ${windowSeconds.toFixed(0)} s ${rssFirst} MB -> of the last ${rssLast} MB (${pct(rssGrowth)}, limit ${pct(options.maxMemoryGrowth)})`,
      },
    },
  };
}

export function printSoak(report: SoakReport): string {
  const s = report.soak;
  const rows = Object.entries(s.byKind).map(([kind, k]) => [
    kind, String(k.count), k.p50Ms.toFixed(1), k.p95Ms.toFixed(1), k.p99Ms.toFixed(1), k.maxMs.toFixed(1), String(k.unexpected),
    Object.entries(k.statuses).map(([code, n]) => `${code}x${n}`).join(' '),
  ]);
  rows.push(['all', String(s.requests), s.latency.p50Ms.toFixed(1), s.latency.p95Ms.toFixed(1), s.latency.p99Ms.toFixed(1), s.latency.maxMs.toFixed(1),
    String(s.unexpected), `${s.requestsPerSecond} req/s`]);
  const m = report.memory;
  const lines = [
    '',
    `Soak: ${report.options.durationSeconds} s at ${report.rate.requestsPerSecond} req/s` +
      (report.peak ? ` (${Math.round(report.options.rateFraction * 100)} % of a measured peak of ${report.peak.requestsPerSecond} req/s)` : ' (rate given)') +
      `, ${report.options.connections} connections; ${report.dataset.shares} listings, ${report.dataset.pilots} pilots; ` +
      `load average ${report.machine.loadAverage.join(' ')} at start, ${report.machine.loadAverageAtEnd.join(' ')} at end`,
    '',
    table(['request', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'unexpected', 'statuses'], rows),
    '',
    `CPU per request: app ${s.cpu.appMsPerRequest} ms, database ${s.cpu.databaseMsPerRequest} ms`,
    `Memory: heap after GC ${m.heapAfterGc.baselineMb} -> ${m.heapAfterGc.finalMb} MB (${(m.heapAfterGc.growth * 100).toFixed(1)} %); ` +
      `RSS median ${m.rss.firstWindowMedianMb} -> ${m.rss.lastWindowMedianMb} MB (${(m.rss.growth * 100).toFixed(1)} %)`,
    `Ledger: ${report.ledger.found} of ${report.ledger.acknowledged} acknowledged listings in the database`,
    `Bookings: ${report.bookings.found} of ${report.bookings.approved} acknowledged approvals held, ${report.bookings.overlaps} overlaps`,
    '',
    ...Object.entries(report.checks).map(([name, c]) => `${c.passed ? 'PASS' : 'FAIL'}  ${name}: ${c.detail}`),
  ];
  return lines.join('\n');
}
