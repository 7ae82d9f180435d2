import PgBoss from 'pg-boss';
import type { JobQueue, MoneyJob, MoneyJobHandler } from '../../application/ports/job-queue.js';
import type { Clock } from '../../application/ports/security.js';
import { MONEY_STEPS } from '../../domain/payment/payment.js';

/** The queue of the money steps in pg-boss's tables. */
export const MONEY_QUEUE = 'money';

export interface PgBossJobQueueOptions {
  /** DATABASE_URL, or the embedded server's URL: pg-boss keeps a small pool of its own there. */
  databaseUrl: string;
  /**
   * The application's clock: a job is due `at` by it, and pg-boss waits the time from its now to `at` by the
   * database's clock. With the system clock that is the instant itself; with a test's clock moved forward, a
   * step due by it is due at once.
   */
  clock: Clock;
  logError: (message: string, error: unknown) => void;
  /** Connections of pg-boss's pool (2 unless set: one polls, one sends). */
  poolMax?: number;
  /** How often an idle worker asks for due jobs (2 s unless set; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Retries of a job whose handler throws (10 unless set), with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  /** The first retry's delay (5 s unless set): the n-th waits about retryDelaySeconds x 2^n, jittered. */
  retryDelaySeconds?: number;
  /** A job running longer is failed (and retried) by pg-boss's maintenance: a worker that died mid-job (5 min unless set). */
  expireInSeconds?: number;
}

const isMoneyJob = (data: unknown): data is MoneyJob => {
  const job = data as Partial<MoneyJob> | null;
  return !!job && MONEY_STEPS.includes(job.step as MoneyJob['step']) && Number.isInteger(job.bookingId);
};

/**
 * The durable money steps (issue 37) on pg-boss: one job per booking and step, kept in PostgreSQL across
 * restarts, retried with backoff when its handler throws.
 *
 * One job per booking and step: the queue's policy is pg-boss's `short`, with the singleton key
 * `${step}:${bookingId}`: while a job of that key waits, a second schedule is not queued (pg-boss answers no
 * id); if it asks for an earlier instant, the waiting job is brought forward to it. A job already running
 * does not block the next one of its key (the handler's step may schedule itself again, the transfer to a
 * restricted account retried daily; the sweep may queue a step whose worker died mid-job): the steps lock
 * their booking's payment and re-read it, so two runs of one step move nothing twice.
 *
 * Any process may schedule (the app after a commit, the worker's sweep); the worker calls start(handler) to
 * run them. pg-boss opens its pool at the first use and stop() closes it: tests open and close many apps.
 * The schema is the migration's (Migration20261214000000_payments_connect); the queue is created at the first
 * start if missing.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private opening: Promise<void> | null = null;
  private working = false;

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 2,
      application_name: 'wingshare-jobs',
      // Handed to node-postgres's pool as they are (pg-boss's types do not name them): a database that is away or
      // frozen fails a schedule (after a commit: logged, the sweep queues it again) instead of holding the request.
      ...({ connectionTimeoutMillis: 2_000, query_timeout: 30_000, keepAlive: true } as object),
      // No cron schedules: the periodic jobs are PeriodicJob's (adapters/workers/periodic-job.ts).
      schedule: false,
      supervise: true,
      // The schema is the migration's; a later pg-boss migrates it from there at its start.
      migrate: true,
    });
    this.boss.on('error', (e) => options.logError('The job queue (pg-boss) reported an error', e));
  }

  async schedule(job: MoneyJob, at: Date): Promise<void> {
    await this.open();
    const singletonKey = `${job.step}:${job.bookingId}`;
    const delaySeconds = Math.max(0, at.getTime() - this.options.clock.now().getTime()) / 1000;
    const id = await this.boss.send(MONEY_QUEUE, { step: job.step, bookingId: job.bookingId }, {
      singletonKey,
      startAfter: delaySeconds > 0 ? Number(delaySeconds.toFixed(3)) : undefined,
      retryLimit: this.options.retryLimit ?? 10,
      retryDelay: this.options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: this.options.expireInSeconds ?? 300,
    });
    if (id) return;
    // Already waiting: it keeps its place unless this schedule is sooner (a step the sweep found due).
    await this.boss.getDb().executeSql(
      `update pgboss.job set start_after = least(start_after, now() + $3::numeric * interval '1 second')
        where name = $1 and singleton_key = $2 and state = 'created'`,
      [MONEY_QUEUE, singletonKey, delaySeconds],
    );
  }

  /** Runs due jobs with the handler, one at a time, until stop(). A throw retries the job later with backoff. */
  async start(handler: MoneyJobHandler): Promise<void> {
    await this.open();
    if (this.working) throw new Error('The money queue already has a worker in this process');
    this.working = true;
    await this.boss.work<MoneyJob>(MONEY_QUEUE, { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const job of jobs) {
        if (!isMoneyJob(job.data)) {
          this.options.logError(`A money job of an unknown shape was dropped (${job.id})`, job.data);
          continue;
        }
        try {
          await handler({ step: job.data.step, bookingId: job.data.bookingId });
        } catch (e) {
          this.options.logError(`The money step ${job.data.step} of booking ${job.data.bookingId} failed (pg-boss retries it)`, e);
          throw e;
        }
      }
    });
  }

  /**
   * Stops the worker (a job in progress may finish within 10 s, otherwise it is failed and retried) and
   * closes pg-boss's pool. The queue may be opened again afterwards (a new instance is simpler).
   */
  async stop(): Promise<void> {
    const opening = this.opening;
    if (!opening) return;
    await opening.catch(() => undefined);
    this.opening = null;
    this.working = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }

  private open(): Promise<void> {
    this.opening ??= this.openBoss().catch((e: unknown) => {
      this.opening = null; // the next call tries again (the database may be back)
      throw e;
    });
    return this.opening;
  }

  private async openBoss(): Promise<void> {
    await this.boss.start();
    // Processes starting together each find no queue and create it: pg-boss's create_queue then fails in
    // all but one (a deadlock between the partitions it creates, or a duplicate name; CI saw 40P01). The
    // loser looks again and finds the winner's queue.
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(MONEY_QUEUE)) return;
      try {
        // The retries and the expiry travel with each job (send's options): only the policy is the queue's.
        await this.boss.createQueue(MONEY_QUEUE, { name: MONEY_QUEUE, policy: 'short' });
        return;
      } catch (e) {
        if (attempt >= 5 || !isCreateRace(e)) throw e;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }
}

/** A failure of two processes creating the same queue at once: a deadlock, a duplicate key or table. */
function isCreateRace(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '23505' || code === '42P07' || code === '40001';
}
