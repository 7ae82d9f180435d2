import { RequestContext } from '@mikro-orm/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SandboxConnectGateway } from '../../adapters/payments/sandbox-connect.gateway.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresBookingPaymentRepository } from '../../adapters/persistence/postgres-booking-payment.repository.js';
import { PgBossJobQueue } from '../../adapters/workers/pg-boss-queue.js';
import { systemClock } from '../../application/ports/security.js';
import { balanceProblems } from '../../domain/payment/ledger.js';
import type { LedgerEntry } from '../../domain/payment/payment.js';
import { spawnTs, type ChildHandle } from './app-process.js';
import { startPrivatePostgres } from './private-postgres.js';
import { sleep } from './proc.js';

interface Check {
  passed: boolean;
  detail: string;
}

export interface MoneyFaultOptions {
  /** Closed bookings whose bill is captured, then transferred 72 hours later. */
  bookings: number;
  /** Money workers running side by side (one is killed in each phase, a new one started). */
  workers: number;
  /**
   * A database to run on instead of a PostgreSQL of its own (the cluster bench's, through its pooler), already
   * migrated and empty: `url` for the workers, `directUrl` for the scenario's own connection (its table lock).
   */
  database?: { url: string; directUrl: string };
  log: (line: string) => void;
}

export const FULL_MONEY: Omit<MoneyFaultOptions, 'log'> = { bookings: 120, workers: 3 };
export const SHORT_MONEY: Omit<MoneyFaultOptions, 'log'> = { bookings: 30, workers: 2 };

const HOUR_MS = 3_600_000;
/** The workers of the transfer phase run 73 hours ahead: the transfers, due 72 hours after their capture, are due. */
const TRANSFER_PHASE_OFFSET_MS = 73 * HOUR_MS;

export interface Kill {
  phase: 'capture' | 'transfer';
  pid: number;
  /** Workers found waiting to record a step whose provider call had returned (the kill's window). */
  waitingToRecord: number;
  /** Bookings done in the phase when the worker was killed. */
  doneAtKill: number;
}

/**
 * `npm run bench:faults -- --only money`: the rentals' money steps (issue 37) with money workers killed in the
 * middle of a step. `bookings` closed rentals of one owner, each with a hold of the sandbox, wait for their
 * capture (some queued, some found by the workers' sweep); `workers` processes (bench/money-worker.ts, the
 * app's composition) run them. Once a third are captured the ledger is locked for a moment, so that each worker
 * stops between the provider's capture (committed on the provider's side) and its ledger entry, and one
 * worker is killed with SIGKILL there; another takes its place. When all are captured, the workers are
 * replaced by ones whose clock runs 73 hours ahead, and a worker is killed in the same place during the transfers.
 *
 * The checks: every booking ends transferred with a balanced ledger, exactly one capture and one transfer in
 * the ledger, and exactly one capture and one transfer at the provider (the sandbox's own tables): the step
 * run again after the kill was answered by its idempotency key, nothing moved twice.
 */
export async function moneyStepsScenario(o: MoneyFaultOptions) {
  const { log } = o;
  if (o.workers < 2) throw new Error('the money scenario needs at least 2 workers: one is killed, another finishes');
  const own = o.database ? null : await startPrivatePostgres('wingshare_money', 'wingshare-money-pg-');
  const db = own ? { url: own.url, directUrl: own.url } : o.database!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-money-data-'));
  const workers: ChildHandle[] = [];
  const sql = new pg.Client({ connectionString: db.directUrl });
  try {
    const orm = await openDatabase(db.directUrl, { poolMax: 4 });
    const queue = new PgBossJobQueue({ databaseUrl: db.directUrl, clock: systemClock, logError: (m, e) => log(`${m}: ${String(e)}`) });
    try {
      const ids = await RequestContext.create(orm.em, () => seedHeldBookings(orm, o.bookings));
      // Half are queued as the close-out queues them; the workers' sweep finds the others.
      for (const bookingId of ids.filter((_, i) => i % 2 === 0)) await queue.schedule({ step: 'capture', bookingId }, new Date());
    } finally {
      await queue.stop();
      await orm.close();
    }
    await sql.connect();
    const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params)).rows;
    const count = async (where: string) => (await q<{ n: number }>(`select count(*)::int as n from booking_payments where ${where}`))[0]!.n;
    log(`money: ${o.bookings} closed bookings held and due for capture; starting ${o.workers} money workers`);

    let spawned = 0;
    const env = (offsetMs: number, name: string) => ({
      DATABASE_URL: db.url, DATA_DIR: dataDir, ALERT_TOKEN_KEY: 'bench-money', ALTCHA_HMAC_KEY: 'bench', PUBLIC_URL: 'http://wingshare.bench',
      MONEY_CLOCK_OFFSET_MS: String(offsetMs),
      // node-postgres names the worker's connections after it: the ledger's waiters say which worker they are.
      PGAPPNAME: name,
    });
    const named = new Map<string, ChildHandle>();
    const spawn = async (offsetMs: number) => {
      const name = `money-worker-${++spawned}`;
      const w = spawnTs('bench/money-worker.ts', env(offsetMs, name));
      workers.push(w);
      named.set(name, w);
      await w.waitForLine(/money worker started/, 90_000);
      return w;
    };
    const waitFor = async (what: string, test: () => Promise<boolean>, timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while (!(await test())) {
        if (Date.now() > until) throw new Error(`money scenario: ${what} did not happen within ${timeoutMs} ms`);
        await sleep(25);
      }
    };
    /** The workers waiting for the ledger's lock: each is between a provider call that returned and its ledger entry. */
    const waitingToRecord = async () =>
      (await q<{ name: string }>(
        `select distinct a.application_name as name from pg_locks l join pg_class c on c.oid = l.relation join pg_stat_activity a on a.pid = l.pid
          where c.relname = 'ledger_entries' and not l.granted and a.application_name like 'money-worker-%'`,
      )).map((r) => r.name).filter((name) => named.get(name)?.alive());

    const kills: Kill[] = [];
    const phase = async (name: Kill['phase'], offsetMs: number, done: string) => {
      await Promise.all(Array.from({ length: o.workers }, () => spawn(offsetMs)));
      await waitFor(`a third of the ${name}s`, async () => (await count(done)) >= Math.ceil(o.bookings / 3), 120_000);
      // The ledger locked: a worker runs into it right after its provider call returned, and is killed there.
      await q('begin');
      await q('lock table ledger_entries in exclusive mode');
      let waiting: string[] = [];
      try {
        await waitFor(`a worker waiting to record its ${name}`, async () => (waiting = await waitingToRecord()).length >= 1, 60_000);
        const victim = named.get(waiting[0]!)!;
        kills.push({ phase: name, pid: victim.pid, waitingToRecord: waiting.length, doneAtKill: await count(done) });
        await victim.kill();
      } finally {
        await q('commit');
      }
      log(`money: killed ${waiting[0]} (pid ${kills.at(-1)!.pid}) between a provider's ${name} and its ledger entry; starting another`);
      await spawn(offsetMs);
      await waitFor(`every ${name}`, async () => (await count(done)) === o.bookings, 300_000);
      await Promise.all(workers.filter((w) => w.alive()).map((w) => w.stop()));
    };

    const started = Date.now();
    await phase('capture', 0, `state in ('captured', 'transferred')`);
    const capturedAfterMs = Date.now() - started;
    await phase('transfer', TRANSFER_PHASE_OFFSET_MS, `state = 'transferred'`);
    const transferredAfterMs = Date.now() - started;

    const rows = await q<{ booking_id: number; state: string }>('select booking_id, state from booking_payments order by booking_id');
    const entries = await q<{ booking_id: number; kind: LedgerEntry['kind']; amount_cents: number; provider_id: string | null }>(
      'select booking_id, kind, amount_cents, provider_id from ledger_entries order by id',
    );
    const providerCaptures = await q<{ group: string; n: number; received: number }>(
      `select transfer_group as group, count(*)::int as n, sum(amount_received)::int as received from sandbox_payment_intents where amount_received > 0 group by 1`,
    );
    const providerTransfers = await q<{ group: string; n: number; amount: number }>(
      `select transfer_group as group, count(*)::int as n, sum(amount)::int as amount from sandbox_transfers group by 1`,
    );
    const byBooking = new Map<number, typeof entries>();
    for (const e of entries) byBooking.set(e.booking_id, [...(byBooking.get(e.booking_id) ?? []), e]);
    const unbalanced: string[] = [];
    const notOnce: string[] = [];
    const providerTwice: string[] = [];
    for (const r of rows) {
      const mine = (byBooking.get(r.booking_id) ?? []).map((e) => ({ kind: e.kind, amountCents: e.amount_cents }));
      const problems = balanceProblems(mine, r.state as never);
      if (problems.length) unbalanced.push(`${r.booking_id}: ${problems.join('; ')}`);
      const captures = mine.filter((e) => e.kind === 'capture');
      const transfers = mine.filter((e) => e.kind === 'transfer');
      if (captures.length !== 1 || transfers.length !== 1 || mine.some((e) => e.kind === 'charge')) {
        notOnce.push(`${r.booking_id}: ${captures.length} captures, ${transfers.length} transfers`);
      }
      const group = `booking-${r.booking_id}`;
      const pc = providerCaptures.find((p) => p.group === group);
      const pt = providerTransfers.find((p) => p.group === group);
      if (pc?.n !== 1 || pc.received !== captures[0]?.amountCents || pt?.n !== 1 || pt.amount !== transfers[0]?.amountCents) {
        providerTwice.push(`${r.booking_id}: provider ${pc?.n ?? 0} captures (${pc?.received ?? 0}), ${pt?.n ?? 0} transfers (${pt?.amount ?? 0})`);
      }
    }
    const states = Object.fromEntries((await q<{ state: string; n: number }>('select state, count(*)::int as n from booking_payments group by 1 order by 1')).map((s) => [s.state, s.n]));
    const checks: Record<string, Check> = {
      killedMidStep: {
        passed: kills.length === 2 && kills.every((k) => k.waitingToRecord >= 1),
        detail: kills.map((k) => `${k.phase}: worker ${k.pid} killed after the provider's answer (${k.waitingToRecord} waiting to record), ${k.doneAtKill} done`).join('; '),
      },
      allTransferred: { passed: states.transferred === o.bookings, detail: `final states ${JSON.stringify(states)} of ${o.bookings}` },
      ledgersBalance: { passed: unbalanced.length === 0, detail: unbalanced.length ? unbalanced.slice(0, 5).join(' | ') : `${rows.length} ledgers balance` },
      oneCaptureOneTransfer: { passed: notOnce.length === 0, detail: notOnce.length ? notOnce.slice(0, 5).join(' | ') : `each of ${rows.length} has one capture and one transfer` },
      providerMovedOnce: {
        passed: providerTwice.length === 0,
        detail: providerTwice.length ? providerTwice.slice(0, 5).join(' | ') : `the sandbox captured and transferred each booking once, as its ledger says`,
      },
    };
    return { bookings: o.bookings, workers: o.workers, kills, capturedAfterMs, transferredAfterMs, states, checks };
  } finally {
    await Promise.all(workers.filter((w) => w.alive()).map((w) => w.kill()));
    await sql.end().catch(() => undefined);
    await own?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One owner with payouts enabled, one pilot, one rental; `n` closed bookings, each held by the sandbox and due for capture. */
export async function seedHeldBookings(orm: Awaited<ReturnType<typeof openDatabase>>, n: number): Promise<number[]> {
  const em = orm.em;
  const one = async <T>(text: string, params: unknown[] = []) => (await em.execute<T[]>(text, params))[0]!;
  const airport = await one<{ id: number }>(`insert into airports (location_id, facility, city, state, lat, long) values ('SDF', 'Louisville Intl', 'Louisville', 'KY', 38.17, -85.73) returning id`);
  const owner = await one<{ id: number }>(`insert into users (username, email, firstname) values ('money_owner', 'owner@bench.wingshare.test', 'Owen') returning id`);
  const pilot = await one<{ id: number }>(`insert into users (username, email, firstname) values ('money_pilot', 'pilot@bench.wingshare.test', 'Pia') returning id`);
  const aircraft = await one<{ id: number }>(`insert into aircraft (tail_number, make, model) values ('N37MY', 'Piper', 'PA-28-181') returning id`);
  const share = await one<{ id: number }>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour) values (?, ?, 'PRIVATE_OWNER_RENTAL', ?, 150) returning id`,
    [aircraft.id, owner.id, airport.id],
  );
  const gateway = new SandboxConnectGateway(orm, systemClock, 'http://wingshare.bench');
  const payments = new PostgresBookingPaymentRepository(orm);
  const accountId = await gateway.createAccount({ userId: owner.id, email: 'owner@bench.wingshare.test' });
  await gateway.completeOnboarding(accountId);
  await payments.savePayoutAccount({ userId: owner.id, accountId, state: 'enabled', missing: [], updatedAt: new Date() });
  const now = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = new Date(now - (n - i + 2) * 24 * HOUR_MS);
    const booking = await one<{ id: number }>(
      `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, created_at, expires_at, decided_at, updated_at)
       values (?, ?, ?, 'rental', 'closed', tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?, ?, ?, ?) returning id`,
      [share.id, pilot.id, owner.id, start, new Date(start.getTime() + 3 * HOUR_MS), new Date(start.getTime() - 72 * HOUR_MS), start, start, start],
    );
    const expected = 30_000 + i * 37;
    const hold = await gateway.placeHold({ customerId: 'cus_sbx_bench', paymentMethodId: 'pm_card_visa', amountCents: expected, bookingId: booking.id, key: `bench-hold-${booking.id}` });
    const at = new Date();
    await payments.create({
      bookingId: booking.id, pilotId: pilot.id, ownerId: owner.id, state: 'held', customerId: 'cus_sbx_bench', paymentMethodId: 'pm_card_visa',
      accountId, policy: { cancellation: 'moderate', depositCents: 0 }, feePercent: 10, expectedCents: expected, dueCents: expected - (i % 5) * 1000,
      holdId: hold.holdId, holdExpiresAt: hold.expiresAt, payBy: null, nextStep: 'capture', nextStepAt: at, createdAt: at, updatedAt: at,
    });
    await payments.record({ bookingId: booking.id, kind: 'hold', amountCents: expected, providerId: hold.holdId, by: 'system', note: 'Hold for the booking' });
    ids.push(booking.id);
  }
  return ids;
}
