import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import Stripe from 'stripe';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { FAKE_PRICES, startFakeStripe } from '../../tests/support/fake-stripe-server.js';
import { HOOKS_DB, type Topology } from './cluster-topology.js';
import { V, type Accounts } from './dataset.js';
import { seedHeldBookings } from './money-fault.js';
import { round1 } from './proc.js';

export interface Check {
  passed: boolean;
  detail: string;
}

/** One JSON call; the status and the parsed body (null when not JSON). */
export async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: { ...V, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      json = null; // not JSON: kept as null, the status says what happened
    }
    return { status: res.status, json, ms: performance.now() - started };
  } catch (e) {
    return { status: 0, json: { network: (e as Error & { cause?: { code?: string } }).cause?.code ?? (e as Error).name }, ms: performance.now() - started };
  }
}

const counts = (statuses: number[]) => statuses.reduce<Record<string, number>>((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {});

/** A far day, on the hour, `dayOffset` days ahead: each scenario books on a day of its own. */
const dayAhead = (dayOffset: number) => Math.ceil((Date.now() + dayOffset * 86_400_000) / 3_600_000) * 3_600_000;

/**
 * Fifty pilots' requests for overlapping periods of one rental (six hours long, starting on the hour within
 * five hours, so every two overlap; one each: a pilot may not ask twice for the same time), then the owner's
 * fifty approvals sent at once through
 * HAProxy, so the three app processes race: exactly one may win (the database's exclusion constraint on the
 * holds), the others answer a conflict, none a 5xx; the database holds one approved request and one hold.
 */
export async function approvalsScenario(t: Topology, accounts: Accounts, o: { requests: number; log: (l: string) => void }) {
  const base = t.balancer.base;
  const shareId = accounts.owner.shareId;
  const day = dayAhead(40);
  if (accounts.pilotTokens.length < o.requests) throw new Error(`approvals: ${o.requests} requests need as many pilots, there are ${accounts.pilotTokens.length}`);
  const ids: number[] = [];
  const refused: string[] = [];
  for (let i = 0; i < o.requests; i++) {
    const start = new Date(day + (i % 5) * 3_600_000);
    const end = new Date(start.getTime() + 6 * 3_600_000);
    const token = accounts.pilotTokens[i % accounts.pilotTokens.length]!;
    const res = await call(base, 'POST', `/api/share/${shareId}/requests`, token, { start: start.toISOString(), end: end.toISOString(), message: `Overlap #${i + 1}` });
    if (res.status === 201 && typeof res.json?.id === 'number') ids.push(res.json.id);
    else refused.push(`${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
  }
  o.log(`approvals: ${ids.length} overlapping requests made${refused.length ? ` (${refused.length} refused: ${refused[0]})` : ''}; approving all at once through HAProxy`);
  const before = await t.balancer.serverStates();
  const started = performance.now();
  const answers = await Promise.all(ids.map((id) => call(base, 'POST', `/api/requests/${id}/approve`, accounts.owner.token, {})));
  const wallMs = round1(performance.now() - started);
  const after = await t.balancer.serverStates();
  const perApp = Object.fromEntries(Object.keys(after).map((name) => [name, after[name]!.sessions - (before[name]?.sessions ?? 0)]));
  const statuses = answers.map((a) => a.status);
  const won = ids.filter((_, i) => statuses[i] === 200);
  const rows = await t.primary.query<{ approved: number; holds: number }>(
    `select (select count(*)::int from booking_requests where id = any($1::int[]) and state = 'approved') as approved,
            (select count(*)::int from share_holds where booking_id = any($1::int[])) as holds`,
    [ids], 'wingshare',
  );
  const db = rows[0]!;
  const checks: Record<string, Check> = {
    requestsMade: { passed: ids.length === o.requests, detail: `${ids.length} of ${o.requests} overlapping requests acknowledged` },
    exactlyOneWins: {
      passed: won.length === 1 && statuses.every((s) => s === 200 || s === 409),
      detail: `answers ${JSON.stringify(counts(statuses))} (one 200, the rest 409 expected)`,
    },
    spreadOverApps: {
      passed: Object.values(perApp).filter((n) => n > 0).length === t.appNodes.length,
      detail: `requests per app process ${JSON.stringify(perApp)}`,
    },
    databaseHoldsOne: { passed: db.approved === 1 && db.holds === 1, detail: `${db.approved} approved, ${db.holds} holds in the database` },
  };
  return { requests: ids.length, answers: counts(statuses), perApp, wallMs, winner: won[0] ?? null, database: db, checks };
}

/**
 * Read-your-writes across the replica: a pilot's request approved by the owner while the replica's replay is
 * paused (pg_wal_replay_pause) for `lagMs`; the pilot reads his request (GET /api/requests/:id, through HAProxy,
 * so any of the app processes) while the replica still shows it pending: he must see it approved. Public reads
 * made meanwhile (listing pages) must still be answered (from the replica, or the primary when it is left out).
 */
export async function replicaLagScenario(t: Topology, accounts: Accounts, o: { lagMs: number; log: (l: string) => void }) {
  const base = t.balancer.base;
  const day = dayAhead(50);
  const pilot = accounts.pilotTokens[0]!;
  const made = await call(base, 'POST', `/api/share/${accounts.owner.shareId}/requests`, pilot, {
    start: new Date(day).toISOString(), end: new Date(day + 3_600_000).toISOString(), message: 'Read after lag',
  });
  const id = made.json?.id as number | undefined;
  if (made.status !== 201 || !id) throw new Error(`replica lag: the request answered ${made.status} ${JSON.stringify(made.json)}`);
  // The replica has the pending request before its replay is paused.
  await waitUntil(async () => (await t.pair.replica.query<{ n: number }>('select count(*)::int as n from booking_requests where id = $1', [id], 'wingshare'))[0]!.n === 1, 10_000);
  const replicaQueriesBefore = await replicaTransactions(t);
  await t.pair.replica.query('select pg_wal_replay_pause()');
  const pausedAt = performance.now();
  const reads: { status: number; state: unknown; replicaState: string | null; ms: number }[] = [];
  let approve: Awaited<ReturnType<typeof call>>;
  const publicReads: number[] = [];
  try {
    approve = await call(base, 'POST', `/api/requests/${id}/approve`, accounts.owner.token, {});
    // Each of the three app processes, by round robin, reads it while replay stays paused.
    for (let i = 0; i < 3; i++) {
      const read = await call(base, 'GET', `/api/requests/${id}`, pilot);
      const replicaState = (await t.pair.replica.query<{ state: string }>('select state from booking_requests where id = $1', [id], 'wingshare'))[0]?.state ?? null;
      const request = (read.json?.request ?? read.json) as Record<string, unknown> | null;
      reads.push({ status: read.status, state: request?.state ?? null, replicaState, ms: round1(read.ms) });
      publicReads.push((await call(base, 'GET', `/api/share?id=${accounts.owner.shareId}`)).status);
    }
    const left = o.lagMs - (performance.now() - pausedAt);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  } finally {
    await t.pair.replica.query('select pg_wal_replay_resume()');
  }
  const pausedMs = round1(performance.now() - pausedAt);
  const replicaQueries = (await replicaTransactions(t)) - replicaQueriesBefore;
  const checks: Record<string, Check> = {
    approved: { passed: approve!.status === 200, detail: `the approval answered ${approve!.status}` },
    replicaWasBehind: {
      passed: reads.length > 0 && reads.every((r) => r.replicaState === 'pending'),
      detail: `the replica showed the request ${reads.map((r) => r.replicaState).join(', ')} at each read (replay paused ${pausedMs} ms)`,
    },
    pilotSeesApproval: {
      passed: reads.every((r) => r.status === 200 && r.state === 'approved'),
      detail: `the pilot's reads: ${reads.map((r) => `${r.status} ${String(r.state)}`).join(', ')}`,
    },
    publicReadsAnswered: { passed: publicReads.every((s) => s === 200), detail: `listing page reads meanwhile: ${JSON.stringify(counts(publicReads))}` },
  };
  return { lagMs: o.lagMs, pausedMs, reads, publicReads: counts(publicReads), replicaTransactionsDuring: replicaQueries, checks };
}

/** Transactions the replica has committed on the app's database (its share of the reads shows in it). */
async function replicaTransactions(t: Topology): Promise<number> {
  return Number((await t.pair.replica.query<{ n: string }>(`select xact_commit::text as n from pg_stat_database where datname = 'wingshare'`))[0]!.n);
}

export async function waitUntil(test: () => Promise<boolean>, timeoutMs: number, what = 'the condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const WEBHOOK_SECRET = 'whsec_cluster_bench';

/**
 * Stripe delivers at least once, and a retry may reach another process while the first is still handling it:
 * `bookings` held rentals (their hold recorded, the capture not yet), and for each the provider's
 * payment_intent.succeeded (its hold captured) sent to two app processes at the same moment. Both must answer
 * 200, and each booking's ledger must hold exactly one capture of the amount the event says, one event row.
 * The two app processes run in Stripe mode (a local fake Stripe), on a database of their own, through the pooler.
 */
export async function webhookScenario(t: Topology, o: { bookings: number; log: (l: string) => void }) {
  const stripe = await startFakeStripe();
  const direct = t.primary.url(HOOKS_DB);
  const orm = await openDatabase(direct, { poolMax: 2 });
  const apps: Awaited<ReturnType<Topology['startAppNode']>>[] = [];
  try {
    const ids = await RequestContext.create(orm.em, () => seedHeldBookings(orm, o.bookings));
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_cluster', STRIPE_PUBLISHABLE_KEY: 'pk_test_cluster', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_LISTING_PRICE_ID: FAKE_PRICES.listing, STRIPE_PROFESSIONAL_PRICE_ID: FAKE_PRICES.professional,
      BENCH_STRIPE_SERVER: `${stripe.host}:${stripe.port}`,
    };
    o.log(`webhook: ${ids.length} held bookings; two app processes in Stripe mode on their own database`);
    apps.push(...(await Promise.all(['hook1', 'hook2'].map((name) => t.startAppNode(name, env, HOOKS_DB)))));
    const holds = await orm.em.getConnection().execute<{ booking_id: number; hold_id: string; due_cents: number }[]>(
      `select booking_id, hold_id, due_cents from booking_payments where booking_id in (${ids.map(Number).join(',')}) order by booking_id`,
    );
    const answers: number[] = [];
    const started = performance.now();
    for (const h of holds) {
      const payload = JSON.stringify({
        id: `evt_cluster_${h.booking_id}`, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false,
        pending_webhooks: 1, request: { id: null, idempotency_key: null }, type: 'payment_intent.succeeded',
        data: { object: { id: h.hold_id, object: 'payment_intent', amount: h.due_cents, amount_capturable: 0, amount_received: h.due_cents, status: 'succeeded', metadata: { bookingId: String(h.booking_id) }, last_payment_error: null } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const deliver = (base: string) =>
        fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
          .then(async (r) => (await r.text(), r.status), () => 0);
      answers.push(...(await Promise.all(apps.map((a) => deliver(a.app.base)))));
    }
    const wallMs = round1(performance.now() - started);
    const c = new pg.Client({ connectionString: direct });
    await c.connect();
    const ledger = await c.query<{ booking_id: number; captures: number; captured: number }>(
      `select p.booking_id, count(e.id)::int as captures, coalesce(sum(e.amount_cents), 0)::int as captured
         from booking_payments p left join ledger_entries e on e.booking_id = p.booking_id and e.kind = 'capture'
        where p.booking_id = any($1::int[]) group by 1`, [ids],
    ).finally(() => undefined);
    const events = await c.query<{ n: number }>(`select count(*)::int as n from payment_events where id like 'evt_cluster_%'`);
    await c.end();
    const due = new Map(holds.map((h) => [h.booking_id, h.due_cents]));
    const wrong = ledger.rows.filter((r) => r.captures !== 1 || r.captured !== due.get(r.booking_id));
    const checks: Record<string, Check> = {
      bothAnswered: { passed: answers.every((s) => s === 200), detail: `deliveries ${JSON.stringify(counts(answers))} (every one 200 expected)` },
      capturedOnce: {
        passed: wrong.length === 0 && ledger.rows.length === holds.length,
        detail: wrong.length ? `not exactly one capture: ${wrong.slice(0, 5).map((r) => `${r.booking_id}: ${r.captures} (${r.captured})`).join(', ')}` : `each of ${ledger.rows.length} bookings has one capture of its amount`,
      },
      eventRecordedOnce: { passed: events.rows[0]!.n === holds.length, detail: `${events.rows[0]!.n} event rows for ${holds.length} events` },
    };
    return { bookings: holds.length, deliveries: answers.length, answers: counts(answers), wallMs, checks };
  } finally {
    await Promise.all(apps.map((a) => a.app.stop()));
    for (const a of apps) t.forget(a);
    await orm.close();
    await stripe.close();
  }
}
