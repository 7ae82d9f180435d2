import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../../adapters/workers/pg-boss-queue.js';
import type { MoneyJob, MoneyJobHandler } from '../../application/ports/job-queue.js';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import { createTestDatabase } from '../support/test-database.js';

let url: string;
let drop: () => Promise<void>;
const open: PgBossJobQueue[] = [];
const errors: string[] = [];
const clock = new FakeClock(new Date('2027-06-01T08:00:00Z'));
let nextBooking = 0;

const aQueue = () => {
  const queue = new PgBossJobQueue({
    databaseUrl: url, clock, logError: (message) => errors.push(message), pollingIntervalSeconds: 0.5, retryDelaySeconds: 1,
  });
  open.push(queue);
  return queue;
};

async function jobsOf(key: string): Promise<Array<{ state: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ state: string }>('select state from pgboss.job where singleton_key = $1 order by created_on', [key])).rows;
  } finally {
    await client.end();
  }
}

/** A handler that records each job it ran and when, and a promise of the first run of a booking's job. */
function recorder(): { handler: MoneyJobHandler; runs: Array<MoneyJob & { at: number }>; ran: (bookingId: number) => Promise<number> } {
  const runs: Array<MoneyJob & { at: number }> = [];
  const waiting = new Map<number, (at: number) => void>();
  return {
    runs,
    handler: async (job) => {
      const at = Date.now();
      runs.push({ ...job, at });
      waiting.get(job.bookingId)?.(at);
    },
    ran: (bookingId) => {
      const done = runs.find((r) => r.bookingId === bookingId);
      return done ? Promise.resolve(done.at) : new Promise((resolve) => waiting.set(bookingId, resolve));
    },
  };
}

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop()));
});
afterAll(async () => {
  await drop?.();
});

describe('the money steps on pg-boss', () => {
  it('opens in six processes starting at once on a database without the queue (CI saw a deadlock there)', async () => {
    const fresh = await createTestDatabase();
    const queues = Array.from({ length: 6 }, () => new PgBossJobQueue({ databaseUrl: fresh.url, clock, logError: (message) => errors.push(message) }));
    try {
      const opened = await Promise.allSettled(queues.map((q) => q.start(async () => undefined)));
      expect(opened.filter((o) => o.status === 'rejected')).toEqual([]);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        expect((await client.query('select name from pgboss.queue')).rows).toEqual([{ name: 'money' }]);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await fresh.drop();
    }
  });

  it('runs a job scheduled in the future once its time has come, not before', async () => {
    const queue = aQueue();
    const r = recorder();
    await queue.start(r.handler);
    const bookingId = ++nextBooking;
    const sent = Date.now();
    await queue.schedule({ step: 'capture', bookingId }, new Date(clock.now().getTime() + 1500));
    const ranAt = await r.ran(bookingId);
    expect(ranAt - sent).toBeGreaterThanOrEqual(1400); // pg-boss waits by the database's clock, ours may differ by a little
    expect(r.runs).toEqual([{ step: 'capture', bookingId, at: ranAt }]);
  });

  it('retries a job whose handler throws, with backoff, until it succeeds', async () => {
    const queue = aQueue();
    const bookingId = ++nextBooking;
    let calls = 0;
    let succeeded!: () => void;
    const done = new Promise<void>((resolve) => { succeeded = resolve; });
    await queue.start(async (job) => {
      if (job.bookingId !== bookingId) return;
      calls += 1;
      if (calls < 3) throw new Error('the provider could not be reached');
      succeeded();
    });
    await queue.schedule({ step: 'transfer', bookingId }, clock.now());
    await done;
    expect(calls).toBe(3);
    expect(errors.filter((e) => e.includes(`transfer of booking ${bookingId}`))).toHaveLength(2);
    await expect.poll(() => jobsOf(`transfer:${bookingId}`)).toEqual([{ state: 'completed' }]);
  });

  it('ignores a second schedule of a waiting step, and brings the waiting job forward when the second is sooner', async () => {
    const queue = aQueue();
    const r = recorder();
    const [a, b] = [++nextBooking, ++nextBooking];
    // A step 72 hours away by the application's clock, scheduled twice; then the sweep finds it due after the clock moved.
    await queue.schedule({ step: 'transfer', bookingId: a }, new Date(clock.now().getTime() + 72 * 3_600_000));
    await queue.schedule({ step: 'transfer', bookingId: a }, new Date(clock.now().getTime() + 72 * 3_600_000));
    expect(await jobsOf(`transfer:${a}`)).toEqual([{ state: 'created' }]);
    await queue.start(r.handler);
    clock.advance(72 * 3_600_000);
    await queue.schedule({ step: 'transfer', bookingId: a }, clock.now());
    await queue.schedule({ step: 'capture', bookingId: b }, new Date(clock.now().getTime() + 1000));
    await Promise.all([r.ran(a), r.ran(b)]);
    expect(r.runs.filter((run) => run.bookingId === a)).toHaveLength(1);
    expect(await jobsOf(`transfer:${a}`)).toHaveLength(1);
  });

  it('keeps a job across a stop and a start of the queue (a restart of the worker)', async () => {
    const bookingId = ++nextBooking;
    const before = aQueue();
    const early = recorder();
    await before.start(early.handler);
    await before.schedule({ step: 'place_hold', bookingId }, new Date(clock.now().getTime() + 1500));
    await before.stop();
    expect(early.runs).toEqual([]);
    expect(await jobsOf(`place_hold:${bookingId}`)).toEqual([{ state: 'created' }]);

    const after = aQueue();
    const r = recorder();
    await after.start(r.handler);
    await r.ran(bookingId);
    expect(r.runs).toEqual([expect.objectContaining({ step: 'place_hold', bookingId })]);
  });

  it('may schedule from a process that runs no worker, and closes its pool when stopped', async () => {
    const sender = aQueue();
    const bookingId = ++nextBooking;
    await sender.schedule({ step: 'expire_unpaid', bookingId }, clock.now());
    await sender.stop();
    await sender.stop(); // twice is harmless
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_stat_activity where application_name = 'wingshare-jobs' and datname = current_database()`);
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await client.end();
    }
    const worker = aQueue();
    const r = recorder();
    await worker.start(r.handler);
    await r.ran(bookingId);
  });
});
