import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';
import { UPLOAD_BUSY_MESSAGE, UploadMemoryBudget } from '../../../adapters/http/upload-memory.js';
import { DomainError } from '../../../domain/errors.js';

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await Promise.resolve();
  await Promise.resolve();
  return state;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadMemoryBudget', () => {
  it('reserves at once while there is room, and counts what is held', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const a = await budget.reserve(60);
    const b = await budget.reserve(40);
    expect(budget.inUse).toBe(100);
    a.release();
    b.release();
    expect(budget.inUse).toBe(0);
  });

  it('makes a request wait while the budget is spent, and lets it in when room frees up', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const a = await budget.reserve(70);
    const waiting = budget.reserve(50);
    expect(await settled(waiting)).toBe('pending');
    expect(budget.waiting).toBe(1);
    a.release();
    const b = await waiting;
    expect(budget.inUse).toBe(50);
    expect(budget.waiting).toBe(0);
    b.release();
  });

  it('lets waiters in first come, first served: a small request does not overtake a larger one that waits', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const a = await budget.reserve(60);
    const order: string[] = [];
    const big = budget.reserve(80).then((r) => (order.push('big'), r));
    const small = budget.reserve(10).then((r) => (order.push('small'), r)); // would fit now, but waits behind
    expect(await settled(small)).toBe('pending');
    a.release();
    const [bigHeld, smallHeld] = await Promise.all([big, small]);
    expect(order).toEqual(['big', 'small']);
    expect(budget.inUse).toBe(90);
    bigHeld.release();
    smallHeld.release();
  });

  it('refuses with 503 and Retry-After when no room frees up in time', async () => {
    vi.useFakeTimers();
    const budget = new UploadMemoryBudget({ maxBytes: 100, waitMs: 10_000, retryAfterSeconds: 7 });
    const a = await budget.reserve(100);
    const waiting = budget.reserve(1);
    const refused = expect(waiting).rejects.toMatchObject({ code: 'unavailable', message: UPLOAD_BUSY_MESSAGE, retryAfter: 7 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(waiting)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    await expect(waiting).rejects.toBeInstanceOf(DomainError);
    expect(budget.waiting).toBe(0);
    a.release();
    expect(budget.inUse).toBe(0); // the refused request holds nothing
  });

  it('lets in those behind a waiter that gave up, when they fit', async () => {
    vi.useFakeTimers();
    const budget = new UploadMemoryBudget({ maxBytes: 100, waitMs: 1_000 });
    const a = await budget.reserve(50);
    const big = budget.reserve(80);
    const bigRefused = expect(big).rejects.toMatchObject({ code: 'unavailable' });
    await vi.advanceTimersByTimeAsync(500);
    const small = budget.reserve(30); // fits, but waits behind the big one
    expect(await settled(small)).toBe('pending');
    await vi.advanceTimersByTimeAsync(500); // the big one gives up
    await bigRefused;
    const smallHeld = await small;
    expect(budget.inUse).toBe(80);
    smallHeld.release();
    a.release();
  });

  it('gives bytes back once, however often release is called', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const a = await budget.reserve(60);
    const b = await budget.reserve(40);
    a.release();
    a.release();
    expect(budget.inUse).toBe(40);
    const c = await budget.reserve(60);
    a.release(); // a late second release must not free c's bytes
    expect(budget.inUse).toBe(100);
    const waiting = budget.reserve(1);
    expect(await settled(waiting)).toBe('pending');
    b.release();
    c.release();
    (await waiting).release();
    expect(budget.inUse).toBe(0);
  });

  it('runs a request larger than the whole budget when nothing else is held, rather than never', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const huge = await budget.reserve(250); // alone: in at once
    expect(budget.inUse).toBe(250);
    const next = budget.reserve(10);
    expect(await settled(next)).toBe('pending');
    huge.release();
    (await next).release();

    const small = await budget.reserve(10);
    const hugeWaiting = budget.reserve(250);
    expect(await settled(hugeWaiting)).toBe('pending');
    small.release(); // nothing else held now: the huge one goes
    const hugeHeld = await hugeWaiting;
    expect(budget.inUse).toBe(250);
    hugeHeld.release();
  });

  it('takes a waiter out of the queue when its signal aborts (a client that hung up)', async () => {
    const budget = new UploadMemoryBudget({ maxBytes: 100 });
    const a = await budget.reserve(100);
    const hangUp = new AbortController();
    const waiting = budget.reserve(50, hangUp.signal);
    const behind = budget.reserve(50);
    hangUp.abort(new Error('hung up'));
    await expect(waiting).rejects.toThrow('hung up');
    expect(budget.waiting).toBe(1);
    a.release();
    const b = await behind;
    expect(budget.inUse).toBe(50); // the one that hung up took nothing
    b.release();
    await expect(budget.reserve(1, hangUp.signal)).rejects.toThrow('hung up');
    expect(budget.inUse).toBe(0);
  });
});

describe('UPLOAD_MEMORY_MB', () => {
  const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });

  it('defaults to 256 MB and takes a whole number of megabytes', () => {
    expect(config().uploadMemoryMb).toBe(256);
    expect(config({ UPLOAD_MEMORY_MB: '512' }).uploadMemoryMb).toBe(512);
  });

  it('refuses a value that cannot be meant', () => {
    expect(() => config({ UPLOAD_MEMORY_MB: 'lots' })).toThrow('UPLOAD_MEMORY_MB must be a whole number (got "lots")');
    expect(() => config({ UPLOAD_MEMORY_MB: '1.5' })).toThrow('UPLOAD_MEMORY_MB must be a whole number (got "1.5")');
    expect(() => config({ UPLOAD_MEMORY_MB: '0' })).toThrow('UPLOAD_MEMORY_MB must be 1 or more (got "0")');
  });
});
