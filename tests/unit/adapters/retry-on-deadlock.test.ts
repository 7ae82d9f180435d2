import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../../adapters/persistence/postgres-errors.js';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
const exclusion = Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' });

/** A piece of work that fails with each of `failures` in turn, then answers 'done'. */
function failingWith(...failures: Error[]) {
  let calls = 0;
  const work = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return 'done';
  };
  return { work, calls: () => calls };
}

// A transaction PostgreSQL aborted to break a deadlock (two approvals inserting overlapping holds) runs again.
describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock, and answers what it answers then', async () => {
    const w = failingWith(deadlock, deadlock);
    expect(await retryOnDeadlock(w.work)).toBe('done');
    expect(w.calls()).toBe(3);
  });

  it('gives up after the last attempt with the deadlock itself', async () => {
    const w = failingWith(deadlock, deadlock, deadlock);
    await expect(retryOnDeadlock(w.work)).rejects.toBe(deadlock);
    expect(w.calls()).toBe(3);
  });

  it('throws any other failure at once (the exclusion violation a second run meets)', async () => {
    const w = failingWith(deadlock, exclusion);
    await expect(retryOnDeadlock(w.work)).rejects.toBe(exclusion);
    expect(w.calls()).toBe(2);
  });
});
