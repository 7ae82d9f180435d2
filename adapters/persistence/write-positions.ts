import { Redis } from 'ioredis';

/**
 * Who wrote lately, and up to which WAL position of the primary (read-your-writes on replicas, issue 43). A
 * position is a number: an LSN `X/Y` as X * 2^32 + Y, exact below 2^53 (8 PiB of WAL).
 */
export interface WritePositions {
  /** Keeps `lsn` under each key for `seconds` (the higher one when a key already holds one). */
  remember(keys: readonly string[], lsn: number, seconds: number): Promise<void>;
  /** The highest position kept under any of `keys`, or null when none wrote lately. */
  highest(keys: readonly string[]): Promise<number | null>;
  close(): Promise<void>;
}

/** The positions of this process's writers (one app process, or Redis's stand-in while it is away). */
export class MemoryWritePositions implements WritePositions {
  private readonly kept = new Map<string, { lsn: number; until: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async remember(keys: readonly string[], lsn: number, seconds: number): Promise<void> {
    const now = this.now();
    this.sweep(now);
    for (const key of keys) {
      const held = this.kept.get(key);
      this.kept.set(key, { lsn: held && held.until > now ? Math.max(held.lsn, lsn) : lsn, until: now + seconds * 1000 });
    }
  }

  async highest(keys: readonly string[]): Promise<number | null> {
    const now = this.now();
    let highest: number | null = null;
    for (const key of keys) {
      const held = this.kept.get(key);
      if (held && held.until > now && (highest === null || held.lsn > highest)) highest = held.lsn;
    }
    return highest;
  }

  async close(): Promise<void> {}

  /** Drops expired keys now and then, so the map holds only the last few seconds' writers. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [key, held] of this.kept) if (held.until <= now) this.kept.delete(key);
  }
}

/** Raises each key to ARGV[1] unless it holds more, and keeps it ARGV[2] ms either way. */
const REMEMBER = `for i, key in ipairs(KEYS) do
  local held = tonumber(redis.call('get', key) or '0')
  if tonumber(ARGV[1]) > held then redis.call('set', key, ARGV[1], 'PX', ARGV[2]) else redis.call('pexpire', key, ARGV[2]) end
end
return 1`;

/**
 * The positions in Redis, shared by every app process: a pilot who approved through one process reads his
 * booking through another. Each process also keeps its own writers' positions in memory and answers the
 * higher of both: while Redis cannot be reached, a writer still reads his writes through the process he
 * wrote through, and a read whose writer cannot be known goes to the primary (see ReplicaReads).
 */
export class RedisWritePositions implements WritePositions {
  private readonly client: Redis;
  private readonly local = new MemoryWritePositions();

  constructor(url: string, private readonly logError: (message: string, error: unknown) => void) {
    // As the rate limits' client: fail at once rather than queue while disconnected.
    this.client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
    this.client.on('error', () => undefined); // reported by the calls that fail (and by the rate limits' client)
  }

  async remember(keys: readonly string[], lsn: number, seconds: number): Promise<void> {
    await this.local.remember(keys, lsn, seconds);
    if (!keys.length) return;
    try {
      await this.client.eval(REMEMBER, keys.length, ...keys.map(redisKey), String(lsn), String(seconds * 1000));
    } catch (e) {
      this.logError('could not keep a write position in Redis (reads-your-writes holds in this process only)', e);
    }
  }

  /** Throws when Redis cannot answer: the caller cannot know whether the reader wrote through another process. */
  async highest(keys: readonly string[]): Promise<number | null> {
    if (!keys.length) return null;
    const local = await this.local.highest(keys);
    const shared = (await this.client.mget(...keys.map(redisKey))).filter((v): v is string => v !== null).map(Number);
    const all = local === null ? shared : [...shared, local];
    return all.length ? Math.max(...all) : null;
  }

  /** Connected: the positions are shared with the other processes. */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit();
    else this.client.disconnect();
  }
}

const redisKey = (key: string) => `wingshare:wrote:${key}`;
