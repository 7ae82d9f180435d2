import { describe, expect, it } from 'vitest';
import { PeriodicJob } from '../../../adapters/workers/periodic-job.js';

const scope = <T>(fn: () => Promise<T>) => fn();

describe('PeriodicJob', () => {
  it('runs its rounds when it was given no report (the round ran only inside the report call before)', async () => {
    let rounds = 0;
    let resolveFirst!: () => void;
    const first = new Promise<void>((r) => (resolveFirst = r));
    const job = new PeriodicJob(async () => {
      rounds += 1;
      resolveFirst();
    }, { name: 'test', everyMs: 60_000, scope, log: () => {}, logError: () => {} });
    job.start();
    await first;
    await job.stop();
    expect(rounds).toBe(1);
  });

  it('logs what the report makes of a round, and a failed round without stopping', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    let calls = 0;
    let resolveTwo!: () => void;
    const two = new Promise<void>((r) => (resolveTwo = r));
    const job = new PeriodicJob(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      resolveTwo();
      return 3;
    }, { name: 'test', everyMs: 1, scope, log: (l) => lines.push(l), logError: (m) => errors.push(m), report: (n) => `${n} done` });
    job.start();
    await two;
    await job.stop();
    expect(errors).toEqual(['The test job could not finish a round (the next one tries again)']);
    expect(lines[0]).toBe('test: 3 done');
  });
});
