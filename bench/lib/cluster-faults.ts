import pg from 'pg';
import { DB, HOOKS_DB, MONEY_DB, type Topology } from './cluster-topology.js';
import type { Check } from './cluster-writes.js';
import { checkLedger } from './ledger.js';
import { round1, sleep, treeCpuMs } from './proc.js';
import { SteadyLoad, type Outcome } from './steady-load.js';
import { percentiles, Workload, type Kind } from './workload.js';

/** The steady load of the fault scenarios: reads and new listings (each a write whose completeness is checked after). */
const LOAD_MIX: [Kind, number][] = [['search', 8], ['share', 9], ['create', 3]];

const failed = (x: Outcome) => !x.expected;
const statusCounts = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((m, x) => {
    const key = `${x.kind} ${x.status || x.network || 'none'}`;
    m[key] = (m[key] ?? 0) + 1;
    return m;
  }, {});

/**
 * Every listing created in the run (its title names the run) is whole: the listing row with its one photo row,
 * its search entry. A request cut off by a crash either wrote all of it or nothing.
 */
async function halfWritten(url: string, runStarted: number): Promise<{ created: number; incomplete: number[] }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: number; media: number; entries: number }>(
      `select s.id, (select count(*)::int from share_media m where m.share_id = s.id) as media,
              (select count(*)::int from search_entries e where e.kind = 0 and e.entity_id = s.id) as entries
         from shares s where s.title like $1`,
      [`Bench listing #% of run ${runStarted}`],
    );
    return { created: rows.length, incomplete: rows.filter((r) => r.media !== 1 || r.entries < 1).map((r) => r.id) };
  } finally {
    await c.end();
  }
}

/**
 * An app process SIGKILLed in the middle of a steady load through HAProxy, started again later. HAProxy's
 * health checks must take it out within a few seconds: the failures stay few (the requests it held when it
 * died, and at most a check interval or two of new ones) and none come after it is marked down; no listing is
 * half-written and every one acknowledged is in the database.
 */
export async function killAppScenario(t: Topology, workload: Workload, o: { rate: number; seconds: number; log: (l: string) => void }) {
  const load = new SteadyLoad(t.balancer.base, workload, o.rate, LOAD_MIX);
  const victim = t.appNodes[1]!;
  o.log(`kill an app: ${o.seconds} s at ${o.rate} req/s through HAProxy; ${victim.name} (pid ${victim.app.pid}) SIGKILLed a third of the way`);
  load.start();
  await sleep((o.seconds * 1000) / 3);
  // Killed while it holds requests (HAProxy counts them), so some die with it: those are the failures allowed.
  const holding = Date.now() + 5_000;
  let inFlightAtKill = 0;
  while (Date.now() < holding && (inFlightAtKill = (await t.balancer.serverStates())[victim.name]?.current ?? 0) === 0) await sleep(2);
  const killedAt = load.now();
  await victim.app.kill();
  let downAt: number | null = null;
  const until = Date.now() + 20_000;
  while (downAt === null && Date.now() < until) {
    const s = (await t.balancer.serverStates())[victim.name]?.status ?? '';
    if (s.startsWith('DOWN')) downAt = load.now();
    else await sleep(20);
  }
  const sessionsAtDown = (await t.balancer.serverStates())[victim.name]?.sessions ?? 0;
  await sleep(Math.max(0, (o.seconds * 1000 * 2) / 3 - load.now()));
  const sessionsBeforeRestart = (await t.balancer.serverStates())[victim.name]?.sessions ?? 0;
  const restartBegan = load.now();
  const fresh = await t.restartApp(victim);
  await t.waitAllUp();
  const backUpAt = load.now();
  o.log(`  ${victim.name} marked down ${downAt === null ? 'NEVER' : `${round1(downAt - killedAt)} ms`} after the kill; started again (pid ${fresh.app.pid}), up ${round1(backUpAt - restartBegan)} ms later`);
  await sleep(Math.max(1000, o.seconds * 1000 - load.now()));
  const { outcomes, notSent } = await load.stop();

  const failures = outcomes.filter(failed);
  // The failures allowed: the requests it held when it died, and those HAProxy sent it before marking it down
  // (at most the load's rate over that time and a second more). None may start later than a second after.
  const windowEnd = (downAt ?? load.now()) + 1000;
  const outsideWindow = failures.filter((x) => x.startedAt + x.ms < killedAt || (x.startedAt > windowEnd && (x.startedAt < restartBegan || x.startedAt > backUpAt + 1000)));
  const allowed = inFlightAtKill + Math.ceil((o.rate * (windowEnd - killedAt)) / 1000);
  const serverErrors = outcomes.filter((x) => x.status >= 500 && x.status !== 502 && x.status !== 503);
  const acknowledged = outcomes.flatMap((x) => (x.created ? [x.created] : []));
  const ledger = await checkLedger(t.primary.url(DB), acknowledged);
  const whole = await halfWritten(t.primary.url(DB), workload.started);
  const checks: Record<string, Check> = {
    killedMidRequest: { passed: inFlightAtKill > 0, detail: `${inFlightAtKill} requests in flight on it when it was killed` },
    markedDown: { passed: downAt !== null && downAt - killedAt < 5_000, detail: `HAProxy marked it down ${downAt === null ? 'never' : `${round1(downAt - killedAt)} ms`} after the kill` },
    noTrafficAfterDown: {
      passed: sessionsBeforeRestart - sessionsAtDown <= 0,
      detail: `${sessionsBeforeRestart - sessionsAtDown} requests sent to it between down and its restart`,
    },
    fewFailures: {
      passed: failures.length <= allowed && outsideWindow.length === 0 && serverErrors.length === 0,
      detail: `${failures.length} of ${outcomes.length} requests failed (at most ${allowed}: in flight, or sent before it was marked down), ${outsideWindow.length} outside that window` +
        `${failures.length ? `: ${JSON.stringify(statusCounts(failures))}` : ''}`,
    },
    nothingHalfWritten: {
      passed: whole.incomplete.length === 0 && ledger.missing.length === 0 && ledger.changed.length === 0 && ledger.acknowledged > 0,
      detail: `${ledger.found} of ${ledger.acknowledged} acknowledged listings in the database as sent; ${whole.created} created in the run, ${whole.incomplete.length} without their photo or search entry`,
    },
  };
  return {
    requests: outcomes.length, notSent, killedAtMs: round1(killedAt), inFlightAtKill, markedDownAfterMs: downAt === null ? null : round1(downAt - killedAt),
    restartedUpAfterMs: round1(backUpAt - restartBegan), failures: failures.length, failuresAllowed: allowed, failureStatuses: statusCounts(failures),
    latency: percentiles(outcomes.filter((x) => x.expected).map((x) => x.ms)), acknowledgedListings: ledger.acknowledged, checks,
  };
}

/**
 * The primary lost under a steady load (immediate shutdown, as a crash), the replica promoted (pg_promote), the
 * pooler pointed at it (its ini rewritten, RELOAD) and the direct links too. Figures: how long writes failed.
 * Checks: answers while it happens are the JSON 503 or the expected one (no other 5xx), writes succeed again,
 * and every listing acknowledged before, during or after is on the new primary (the replica was synchronous).
 */
export async function promoteScenario(t: Topology, workload: Workload, o: { rate: number; seconds: number; maxWriteOutageMs: number; log: (l: string) => void }) {
  const load = new SteadyLoad(t.balancer.base, workload, o.rate, LOAD_MIX);
  const oldPrimary = t.primary;
  const replica = t.pair.replica;
  o.log(`promote: ${o.seconds} s at ${o.rate} req/s and one writer creating listings back to back; the primary stopped (immediate) a third of the way, the replica promoted`);
  load.start();
  // Besides the open loop, one writer sends a new listing as soon as the last is answered: the time writes fail is
  // measured to the length of one write, not to the load's spacing of its writes.
  const writes: Outcome[] = [];
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const spec = workload.next('create');
      const startedAt = load.now();
      const res = await fetch(t.balancer.base + spec.path, { method: spec.method, headers: spec.headers, body: spec.body, signal: AbortSignal.timeout(10_000) })
        .then(async (r) => ({ status: r.status, body: (await r.json().catch(() => null)) as { id?: number; error?: string } | null }), () => ({ status: 0, body: null }));
      writes.push({
        kind: 'create', startedAt, ms: load.now() - startedAt, status: res.status, expected: res.status === 201, json: res.body !== null,
        ...(res.status === 201 && res.body?.id ? { created: { id: res.body.id, title: spec.title! } } : {}),
      });
    }
  })();
  await sleep((o.seconds * 1000) / 3);
  const lostAt = load.now();
  await oldPrimary.stop('immediate');
  const promoteBegan = load.now();
  await replica.query('select pg_promote(true, 30)');
  const promotedAt = load.now();
  t.primary = replica;
  for (const db of [DB, MONEY_DB, HOOKS_DB]) t.pooler.repoint(db, replica.port, false);
  t.pooler.reload();
  for (const link of t.proxies.filter((p) => p.name.endsWith('.direct'))) {
    link.setTarget({ host: '127.0.0.1', port: replica.port });
    link.cut();
  }
  const repointedAt = load.now();
  o.log(`  primary down; replica promoted in ${round1(promotedAt - promoteBegan)} ms; pgbouncer and the direct links repointed ${round1(repointedAt - lostAt)} ms after the loss`);
  await sleep(Math.max(1000, o.seconds * 1000 - load.now()));
  writing = false;
  await writer;
  const { outcomes: loadOutcomes, notSent } = await load.stop();
  const outcomes = [...loadOutcomes, ...writes];
  writes.push(...loadOutcomes.filter((x) => x.kind === 'create'));
  writes.sort((a, b) => a.startedAt - b.startedAt);
  const failedWrites = writes.filter((x) => !x.expected && x.startedAt + x.ms >= lostAt);
  const firstFail = failedWrites[0]?.startedAt ?? null;
  const recovered = writes.find((x) => x.expected && x.startedAt > (failedWrites.at(-1)?.startedAt ?? lostAt));
  const writeOutageMs = firstFail === null ? 0 : round1((recovered?.startedAt ?? load.now()) - firstFail);
  const wrongAnswers = outcomes.filter((x) => !x.expected && !(x.status === 503 && x.json));
  const acknowledged = outcomes.flatMap((x) => (x.created ? [x.created] : []));
  const ledger = await checkLedger(replica.url(DB), acknowledged);
  const ended = t.appNodes.filter((n) => !n.app.alive());
  const checks: Record<string, Check> = {
    appsKeptRunning: {
      passed: ended.length === 0,
      detail: ended.length ? `ended: ${ended.map((n) => `${n.name} (${n.app.lines().slice(-3).join(' | ').slice(0, 300)})`).join('; ')}` : `all ${t.appNodes.length} app processes still running`,
    },
    writesRecovered: {
      passed: !!recovered && writeOutageMs <= o.maxWriteOutageMs,
      detail: `writes failed for ${writeOutageMs} ms (${failedWrites.length} failed) and ${recovered ? 'succeeded again' : 'NEVER succeeded again'} (limit ${o.maxWriteOutageMs} ms)`,
    },
    onlyCleanFailures: {
      passed: wrongAnswers.length === 0,
      detail: wrongAnswers.length ? `answers other than the expected one or a JSON 503: ${JSON.stringify(statusCounts(wrongAnswers))}` : 'every failure was a JSON 503',
    },
    noAcknowledgedWriteLost: {
      passed: ledger.missing.length === 0 && ledger.changed.length === 0 && ledger.acknowledged > 0,
      detail: `${ledger.found} of ${ledger.acknowledged} listings acknowledged with 201 are on the promoted replica`,
    },
  };
  return {
    requests: outcomes.length, notSent, lostAtMs: round1(lostAt), promoteMs: round1(promotedAt - promoteBegan), repointedAfterMs: round1(repointedAt - lostAt),
    writes: writes.length, writeOutageMs, failedWrites: failedWrites.length, failures: statusCounts(outcomes.filter(failed)), acknowledgedListings: ledger.acknowledged, checks,
  };
}

/**
 * Searches through HAProxy at a fixed concurrency, as the links are and with 2 ms added to every round trip on
 * every database link (1 ms each way), alternating in halves in the same run: p50/p95 and the CPU per search of the app
 * processes and of the database side (PostgreSQL servers and PgBouncer). The check is that the faults were there
 * (a round trip through an app's link costs 2 ms more) and that every search was answered.
 */
export async function latencyScenario(t: Topology, workload: Workload, o: { seconds: number; concurrency: number; addedMs: number; log: (l: string) => void }) {
  const run = async (label: string, seconds: number) => {
    const appCpu0 = t.appNodes.reduce((n, a) => n + treeCpuMs(a.app.pid), 0);
    const dbCpu0 = dbCpu(t);
    const statuses: number[] = [];
    const ms: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: o.concurrency }, async () => {
      while (performance.now() < until) {
        const spec = workload.next('search');
        const started = performance.now();
        const res = await fetch(t.balancer.base + spec.path, { headers: spec.headers }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
        ms.push(performance.now() - started);
        statuses.push(res);
      }
    }));
    const appCpuMs = t.appNodes.reduce((n, a) => n + treeCpuMs(a.app.pid), 0) - appCpu0;
    const dbCpuMs = dbCpu(t) - dbCpu0;
    const p = percentiles(ms);
    o.log(`  ${label}: ${ms.length} searches, p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, app CPU ${round1(appCpuMs / ms.length)} ms, database CPU ${round1(dbCpuMs / ms.length)} ms per search`);
    return { searches: ms.length, ms, appCpuMs, dbCpuMs, errors: statuses.filter((s) => s !== 200).length };
  };
  o.log(`latency: ${o.seconds} s of searches at ${o.concurrency} connections, without and with ${o.addedMs} ms on every database link`);
  const probe = async () => {
    const c = new pg.Client({ connectionString: `postgres://postgres:wingshare-embedded@127.0.0.1:${t.appNodes[0]!.links.db.address.port}/${DB}` });
    await c.connect();
    try {
      await c.query('select 1');
      // The fastest of 50 round trips: the machine's other work only adds to a round trip, the fault's delay never leaves it.
      let fastest = Infinity;
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        await c.query('select 1');
        fastest = Math.min(fastest, performance.now() - started);
      }
      return round1(fastest);
    } finally {
      await c.end();
    }
  };
  const setAll = (ms: number) => {
    for (const link of t.databaseLinks()) link.setLatency('both', ms / 2);
  };
  await run('warm-up', o.seconds / 2);
  const probeWithout = await probe();
  setAll(o.addedMs);
  const probeWith = await probe().finally(() => setAll(0));
  // Without and with alternate in halves (A B A B), so a neighbour's load on the shared machine weighs on both alike.
  const halves: Awaited<ReturnType<typeof run>>[] = [];
  const linkBytes0 = linkBytes(t);
  try {
    for (const added of [0, o.addedMs, 0, o.addedMs]) {
      setAll(added);
      halves.push(await run(added ? `with ${added} ms` : 'without', o.seconds / 2));
    }
  } finally {
    setAll(0);
  }
  const linkBytesDuring = Object.fromEntries(Object.entries(linkBytes(t)).map(([k, v]) => [k, v - (linkBytes0[k] ?? 0)]));
  const without = merge(halves[0]!, halves[2]!);
  const withLatency = merge(halves[1]!, halves[3]!);
  o.log(`  without: p50 ${without.latency.p50Ms} ms, p95 ${without.latency.p95Ms} ms; with ${o.addedMs} ms: p50 ${withLatency.latency.p50Ms} ms, p95 ${withLatency.latency.p95Ms} ms`);
  const checks: Record<string, Check> = {
    latencyInjected: {
      passed: probeWith >= o.addedMs && probeWith > probeWithout,
      detail: `the fastest round trip through app1's database link: ${probeWithout} ms without, ${probeWith} ms with`,
    },
    everySearchAnswered: {
      passed: without.errors === 0 && withLatency.errors === 0 && without.searches > 0 && withLatency.searches > 0,
      detail: `${without.errors} and ${withLatency.errors} searches not answered 200`,
    },
  };
  return {
    addedMsPerRoundTrip: o.addedMs, concurrency: o.concurrency, seconds: o.seconds, roundTripMs: { without: probeWithout, with: probeWith }, linkBytesDuring,
    without, with: withLatency, p95GrowthMs: round1(withLatency.latency.p95Ms - without.latency.p95Ms),
    appCpuGrowthMsPerSearch: round1(withLatency.appCpuMsPerSearch - without.appCpuMsPerSearch), checks,
  };
}

/** Two halves of one condition as one: the searches' latencies pooled, the CPU summed over both. */
function merge(a: { ms: number[]; appCpuMs: number; dbCpuMs: number; errors: number }, b: typeof a) {
  const n = a.ms.length + b.ms.length;
  return {
    searches: n, latency: percentiles([...a.ms, ...b.ms]), appCpuMsPerSearch: round1((a.appCpuMs + b.appCpuMs) / n),
    databaseCpuMsPerSearch: round1((a.dbCpuMs + b.dbCpuMs) / n), errors: a.errors + b.errors,
  };
}

/** Bytes through each kind of link (app to pooler for the primary, to the pooler for the replica, direct, Redis), both ways. */
function linkBytes(t: Topology): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of t.proxies) {
    const kind = p.name.split('.').pop()!;
    const s = p.stats();
    out[kind] = (out[kind] ?? 0) + s.bytesUp + s.bytesDown;
  }
  return out;
}

function dbCpu(t: Topology): number {
  return [t.pair.primary.pid(), t.pair.replica.pid(), t.pooler.daemon.pid()].reduce<number>((n, pid) => n + (pid === null ? 0 : treeCpuMs(pid)), 0);
}
