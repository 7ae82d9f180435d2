import { RequestContext, TransactionContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { ReadRouting } from '../../application/ports/read-routing.js';
import { DomainError } from '../../domain/errors.js';
import type { WritePositions } from './write-positions.js';

export interface ReplicaSettings {
  /** A replica possibly further behind the primary than this is left out until it catches up (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often each replica's position and the primary's are read (REPLICA_CHECK_MS). */
  checkMs: number;
  /** How long a writer's position is kept: his public reads wait for it on a replica meanwhile (REPLICA_STICKY_SECONDS). */
  stickySeconds: number;
}

/** One replica: its MikroORM (a context name of its own), where it is, what the last check found. */
export interface ReplicaSource {
  /** postgres://host:port/db without credentials, for logs and the status. */
  where: string;
  url: string;
  orm: MikroORM;
}

export type ReplicaState = 'unchecked' | 'serving' | 'lagging' | 'down' | 'not a standby';

export interface ReplicaStatus {
  where: string;
  state: ReplicaState;
  /** The last WAL position it had replayed (X * 2^32 + Y), null before it answered. */
  replayed: number | null;
  /** How far behind the primary it may be, at most (ms), as of the last check; null when unknown. */
  lagMs: number | null;
  /** Why it is left out (the error, or the lag). */
  reason: string | null;
}

interface Replica extends ReplicaSource, ReplicaStatus {
  /** A connection of its own for the checks, so a replica busy serving requests still answers them. */
  probe: pg.Pool;
  /** When a check last found it serving (Date.now()). */
  servingAt: number;
  /** Rejected when it is found down: the reads still waiting on it are run on the primary instead. */
  gone: Abandon;
}

/** A promise rejected (with LeftOut) when its replica is found down, and what rejects it. */
interface Abandon {
  promise: Promise<never>;
  reject: (reason: LeftOut) => void;
}

/** Why a read still waiting on a replica was given up: it was found down meanwhile. */
class LeftOut extends Error {}

function abandon(): Abandon {
  let reject!: (reason: LeftOut) => void;
  const promise = new Promise<never>((_, r) => (reject = r));
  promise.catch(() => undefined); // nobody may be waiting
  return { promise, reject };
}

/** The request's choice, made when its public read began: the replica serving it (null: the primary). */
interface ReadScope {
  replica: Replica | null;
}

/** WAL pages (wal_block_size) and the 16 MB every segment size is a multiple or a divisor of, with their headers' sizes. */
const WAL_PAGE = 8192;
const WAL_16MB = 16 * 1024 * 1024;
const PAGE_HEADER = 24;
const SEGMENT_HEADER = 40;

/**
 * pg_current_wal_insert_lsn() as the end of the last record inserted, which is what a standby reports having
 * replayed. Nothing inserted on the current page yet, the insert position is just past the page's header (24
 * bytes, 40 at a segment's start) while the record before it ended at the page boundary: a writer waiting for
 * a standby to replay the header would wait for the next write. (With segments under 16 MB a segment's header
 * is left as it is: the writer then reads from the primary, which is never wrong.)
 */
export function insertedEnd(lsn: number): number {
  if (lsn % WAL_16MB === SEGMENT_HEADER) return lsn - SEGMENT_HEADER;
  if (lsn % WAL_PAGE === PAGE_HEADER) return lsn - PAGE_HEADER;
  return lsn;
}

/** `X/Y` (pg_lsn as text) as a number. */
export function lsnNumber(text: string): number {
  const [hi, lo] = text.split('/');
  return parseInt(hi!, 16) * 2 ** 32 + parseInt(lo!, 16);
}

/**
 * Read replicas (DATABASE_REPLICA_URLS, issue 43). The repositories that serve public reads are built once per
 * database (`route`): an instance on the primary's MikroORM and one on each replica's, each with its own
 * in-process caches (the search's copies of the counters are checked against the stamp of the database they
 * read). A public read (`publicRead`) picks one replica for the whole request, when one serves and has
 * replayed the reader's last write; the routed repositories' calls then go to it, every other repository
 * and every call inside a transaction to the primary. A call that fails on the replica is run again on the
 * primary (a read, safe to repeat), and the replica is left out until its next check answers.
 *
 * Each `checkMs` the primary's position (pg_current_wal_lsn) and each replica's (pg_last_wal_replay_lsn,
 * pg_last_xact_replay_timestamp) are read. A replica's lag is bounded from above: the time since a check of
 * the primary found a position the replica has replayed since, or since the last transaction it replayed
 * was committed, whichever is less. Over `maxLagMs`, or not answering, it is left out; with none serving,
 * every read goes to the primary.
 *
 * MikroORM's own replicas (`replicas`, `preferReadReplicas`) are not used: they pick a replica at random for
 * entity reads, know nothing of lag or of the reader's writes, and `em.execute` (the search's SQL) always runs
 * on the primary.
 */
export class ReplicaReads implements ReadRouting {
  private readonly scope = new AsyncLocalStorage<ReadScope>();
  private readonly replicas: Replica[];
  /** Recent checks of the primary: when it was at which position (the lag's bound). */
  private samples: { at: number; lsn: number }[] = [];
  private readonly primaryProbe: pg.Pool;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private next = 0;
  private closed = false;

  constructor(
    private readonly primary: { orm: MikroORM; url: string },
    replicas: ReplicaSource[],
    /** Who wrote lately, up to where (in Redis when REDIS_URL is set). */
    readonly positions: WritePositions,
    private readonly settings: ReplicaSettings,
    private readonly log: (line: string) => void,
    private readonly logError: (message: string, error: unknown) => void,
  ) {
    this.primaryProbe = probePool(primary.url, settings);
    this.replicas = replicas.map((r) => ({ ...r, state: 'unchecked', replayed: null, lagMs: null, reason: 'not checked yet', probe: probePool(r.url, settings), servingAt: 0, gone: abandon() }));
  }

  /**
   * `make` on the primary and on each replica; the answer calls the primary's instance, or, inside a public
   * read that picked a replica, that replica's.
   */
  route<T extends object>(make: (orm: MikroORM) => T): T {
    const onPrimary = make(this.primary.orm);
    if (!this.replicas.length) return onPrimary;
    const onReplicas = new Map(this.replicas.map((r) => [r, make(r.orm)]));
    return new Proxy(onPrimary, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => this.call(target, onReplicas, property, args);
      },
    });
  }

  private call<T extends object>(onPrimary: T, onReplicas: Map<Replica, T>, property: string | symbol, args: unknown[]): unknown {
    const onPrimaryCall = () => (Reflect.get(onPrimary, property) as (...a: unknown[]) => unknown).apply(onPrimary, args);
    const scope = this.scope.getStore();
    const replica = scope?.replica;
    // A transaction is the primary's: its reads must see its own writes.
    if (!scope || !replica || TransactionContext.getEntityManager() || !this.serves(replica)) return onPrimaryCall();
    const instance = onReplicas.get(replica)!;
    const fallBack = (error: unknown) => {
      // A rule's answer (not found, refused...) would be the same on the primary: it is the answer.
      if (error instanceof DomainError) throw error;
      // Left out until its next check; the other reads under way on it are left to finish (the error may be this read's alone).
      if (!(error instanceof LeftOut)) this.leaveOut(replica, 'down', `a read failed: ${messageOf(error)}`, { abandonReads: false });
      scope.replica = null;
      return onPrimaryCall();
    };
    try {
      // The replica's repositories work on a fork of its own MikroORM, for this call.
      const result = RequestContext.create(replica.orm.em, () => (Reflect.get(instance, property) as (...a: unknown[]) => unknown).apply(instance, args));
      // A replica that stops answering (frozen, cut off) holds the read until a check finds it down, not for
      // the statement's time limit (or for ever without one): the read then goes to the primary.
      return result instanceof Promise ? Promise.race([result, replica.gone.promise]).catch(fallBack) : result;
    } catch (e) {
      return fallBack(e);
    }
  }

  async publicRead<T>(readers: readonly string[], read: () => Promise<T>): Promise<T> {
    if (!this.replicas.length) return read();
    let since: number | null;
    try {
      since = await this.positions.highest(readers);
    } catch {
      return read(); // whether the reader wrote lately cannot be known: the primary has his writes
    }
    return this.scope.run({ replica: this.pick(since) }, read);
  }

  async wrote(writers: readonly string[]): Promise<void> {
    if (!this.replicas.length || !writers.length) return;
    let lsn: number;
    try {
      // The insert position: past the writer's commit even when commits do not wait for their WAL (synchronous_commit=off).
      const [row] = await this.primary.orm.em.execute<{ lsn: string }[]>('select pg_current_wal_insert_lsn()::text as lsn');
      lsn = insertedEnd(lsnNumber(row!.lsn));
    } catch {
      lsn = Number.MAX_SAFE_INTEGER; // where the write ended is not known: the writer reads from the primary meanwhile
    }
    await this.positions.remember(writers, lsn, this.settings.stickySeconds);
  }

  /** A serving replica that has replayed `since` (the reader's last write), taken in turn; null: the primary. */
  private pick(since: number | null): Replica | null {
    const fit = this.replicas.filter((r) => this.serves(r) && (since === null || (r.replayed ?? -1) >= since));
    if (!fit.length) return null;
    return fit[this.next++ % fit.length]!;
  }

  /**
   * Found serving by a check recent enough for its bound to hold: checks that stop answering in time leave a
   * replica out by themselves, and a check loop held up (a blocked event loop) does too.
   */
  private serves(replica: Replica): boolean {
    return replica.state === 'serving' && Date.now() - replica.servingAt <= this.settings.checkMs + checkTimeoutMs(this.settings);
  }

  /** What the last check found, for each replica (logs, the bench, the tests). */
  status(): ReplicaStatus[] {
    return this.replicas.map(({ where, state, replayed, lagMs, reason }) => ({ where, state, replayed, lagMs, reason }));
  }

  /** Checks every `checkMs` from now on (the first check at once). */
  start(): void {
    if (!this.replicas.length || this.timer || this.closed) return;
    const loop = () => {
      this.timer = null;
      void this.check().finally(() => {
        if (!this.closed) this.timer = setTimeout(loop, this.settings.checkMs).unref();
      });
    };
    loop();
  }

  /** One check of the primary and every replica (a check under way is waited for, then one more is made). */
  async check(): Promise<void> {
    const previous = this.checking;
    const mine = (async () => {
      await previous?.catch(() => undefined);
      await this.checkOnce();
    })();
    this.checking = mine;
    try {
      await mine;
    } finally {
      if (this.checking === mine) this.checking = null;
    }
  }

  private async checkOnce(): Promise<void> {
    const timeoutMs = checkTimeoutMs(this.settings);
    try {
      const [row] = await withTimeout(this.primaryProbe.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'), timeoutMs);
      this.samples.push({ at: Date.now(), lsn: lsnNumber(row!.lsn) });
    } catch {
      // The primary cannot be asked: the replicas' lag is bounded by their replay timestamps alone.
    }
    // Kept: the samples a bound under the limit could come from, and the last one before them.
    const keepFrom = Date.now() - this.settings.maxLagMs - 2 * this.settings.checkMs;
    const first = this.samples.findIndex((s) => s.at >= keepFrom);
    if (first > 1) this.samples = this.samples.slice(first - 1);
    await Promise.all(this.replicas.map((r) => this.checkReplica(r, timeoutMs)));
  }

  private async checkReplica(replica: Replica, timeoutMs: number): Promise<void> {
    let row: { standby: boolean; lsn: string | null; since_commit_ms: number | null };
    try {
      [row] = await withTimeout(
        replica.probe.query<typeof row>(
          `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn,
                  (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_commit_ms`,
        ),
        timeoutMs,
      );
    } catch (e) {
      this.leaveOut(replica, 'down', messageOf(e));
      return;
    }
    // A promoted replica takes writes of its own: its data is no longer the primary's.
    if (!row.standby || row.lsn === null) {
      this.leaveOut(replica, 'not a standby', 'it is not replaying a primary (promoted, or a primary itself)');
      return;
    }
    const replayed = lsnNumber(row.lsn);
    replica.replayed = replayed;
    const now = Date.now();
    // The last time the primary was found at a position the replica has replayed: what was written since is all it may miss.
    let caughtUpAt: number | null = null;
    for (const s of this.samples) if (s.lsn <= replayed) caughtUpAt = s.at;
    const bounds = [caughtUpAt === null ? Infinity : now - caughtUpAt, row.since_commit_ms ?? Infinity];
    const lag = Math.max(0, Math.min(...bounds));
    replica.lagMs = Number.isFinite(lag) ? Math.round(lag) : null;
    if (lag > this.settings.maxLagMs) {
      this.leaveOut(replica, 'lagging', replica.lagMs === null ? 'its lag is not known yet' : `${replica.lagMs} ms behind the primary (limit ${this.settings.maxLagMs} ms)`);
      return;
    }
    if (replica.state !== 'serving') this.log(`read replica ${replica.where} serves public reads${replica.state === 'unchecked' ? '' : ' again'}`);
    replica.state = 'serving';
    replica.reason = null;
    replica.servingAt = now;
  }

  /** Out of the choice; found down or no longer a standby by a check, the reads waiting on it go to the primary. */
  private leaveOut(replica: Replica, state: ReplicaState, reason: string, { abandonReads = state !== 'lagging' } = {}): void {
    const was = replica.state;
    replica.state = state;
    replica.reason = reason;
    if (abandonReads) {
      replica.gone.reject(new LeftOut(reason));
      replica.gone = abandon();
    }
    if (was !== state && !this.closed) this.log(`read replica ${replica.where} is left out (${state}: ${reason}); its reads go to the primary until it recovers`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.checking?.catch(() => undefined);
    await Promise.all([this.primaryProbe.end(), ...this.replicas.map((r) => r.probe.end())]);
    await Promise.all(this.replicas.map((r) => r.orm.close()));
    await this.positions.close().catch((e) => this.logError('could not close the write positions store', e));
  }
}

/** How long one check may wait for an answer: its interval, at least a second. */
const checkTimeoutMs = (settings: ReplicaSettings) => Math.max(1_000, settings.checkMs);

/** One connection for the checks, given up quickly: a check must not hang on a replica that does not answer. */
function probePool(url: string, settings: ReplicaSettings): pg.Pool {
  const timeout = checkTimeoutMs(settings);
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeout, query_timeout: timeout, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined); // an idle connection dropped: the next check opens another one and says what it found
  return pool;
}

async function withTimeout<T extends pg.QueryResultRow>(query: Promise<pg.QueryResult<T>>, ms: number): Promise<T[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      query,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))),
    ]);
    return result.rows;
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** postgres://user:password@host:port/db -> host:port/db (no credentials in logs). */
export function whereOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}
