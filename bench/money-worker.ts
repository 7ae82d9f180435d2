// A money worker of `npm run bench:faults -- --only money` (bench/lib/money-fault.ts): the app's composition
// running the rentals' money jobs (pg-boss) and their sweep, every half second instead of every minute, on a
// clock MONEY_CLOCK_OFFSET_MS ahead of the machine's (the transfers, due 72 hours after the capture, come due
// without waiting for them). Uses DATABASE_URL; migrated by the scenario before it starts.
import { RequestContext } from '@mikro-orm/core';
import { compose, log, logError } from '../adapters/composition/composition.js';
import { readConfig } from '../adapters/composition/config.js';
import { openDatabase } from '../adapters/persistence/orm.js';
import { PeriodicJob } from '../adapters/workers/periodic-job.js';
import type { Clock } from '../application/ports/security.js';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) throw new Error('the money worker needs DATABASE_URL');
  const offset = Number(process.env.MONEY_CLOCK_OFFSET_MS ?? 0);
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  const orm = await openDatabase(config.databaseUrl, { poolMax: 4, migrate: false });
  const composed = compose(orm, config, { clock });
  const worker = composed.payments.worker();
  await worker.start();
  const sweep = new PeriodicJob(() => composed.payments.queueDueMoneySteps.execute(), {
    name: 'money sweep', everyMs: 500, scope: (fn) => RequestContext.create(orm.em, fn), log, logError,
    // PeriodicJob runs its round inside report's call (`report?.(await this.round())`): without one, no round runs.
    report: (queued) => (queued ? `${queued} due money steps queued` : null),
  });
  sweep.start();
  log(`money worker started (clock ${offset / 3_600_000} h ahead)`);
  const stop = async () => {
    await sweep.stop();
    await worker.stop();
    await composed.close();
    await orm.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((e) => {
  logError('the money worker could not start', e);
  process.exit(1);
});
