// `npm run worker`: delivers new-listing alerts from the transactional outbox, expires requests unanswered
// for 48 hours once a minute, and runs the rentals' money steps (issue 37), in a process of its own (run
// `npm start` with ALERT_WORKER=off then). Any number may run side by side: they share the work through row
// claims with leases. Uses DATABASE_URL (and DATABASE_DIRECT_URL to migrate), or the embedded PostgreSQL in DATA_DIR when no `npm start` holds it.
import type { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { compose, log, logError } from './composition/composition.js';
import { readConfig } from './composition/config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './persistence/embedded-postgres.js';
import { openDatabase } from './persistence/orm.js';
import { stopOnSignals } from './composition/stop-on-signals.js';

async function main() {
  const config = readConfig();
  let embedded: EmbeddedDatabase | null = null;
  let orm: MikroORM | null = null;
  try {
    let url = config.databaseUrl;
    let directUrl = config.databaseDirectUrl;
    if (!url || !directUrl) {
      log(`starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')})`);
      embedded = await startEmbeddedPostgres(config.dataDir);
      url = directUrl = embedded.url;
    }
    // The jobs use DATABASE_URL (the pooler, if any); the migrations DATABASE_DIRECT_URL.
    orm = await openDatabase(url, { poolMax: 3, queryTimeoutMs: config.dbQueryTimeoutMs, directUrl, preparedStatements: config.preparedStatements });
  } catch (e) {
    await orm?.close();
    await embedded?.stop();
    throw e;
  }

  // A worker serves no public reads: no read replicas (issue 43), whatever DATABASE_REPLICA_URLS says.
  const composed = compose(orm, { ...config, replicas: { ...config.replicas, urls: [] } });
  const worker = composed.alerts.worker();
  worker.start();
  const expiryJob = composed.bookings.expiryJob();
  expiryJob.start();
  const closingJob = composed.bookings.closingJob();
  closingJob.start();
  const maintenanceSweep = composed.bookings.maintenanceSweep();
  maintenanceSweep.start();
  // The groups' monthly statements (issue 39): each hour, last month's for every group once it is over.
  const groupStatementsJob = composed.bookings.groupStatementsJob();
  groupStatementsJob.start();
  // The rentals' money steps (issue 37): the durable jobs (pg-boss) and the minute sweep.
  const moneyWorker = composed.payments.worker();
  await moneyWorker.start();
  const moneySweep = composed.payments.sweepJob();
  moneySweep.start();
  log(`alert worker ${worker.id} started; it mails new-listing alerts as they are queued, expires requests unanswered for 48 hours, closes flights undisputed 72 hours after check-in, sweeps the aircraft's maintenance status and reminders every five minutes, issues the groups' monthly statements and runs the rentals' money steps (holds, captures, transfers). Stop with Ctrl-C.`);
  const site = composed.siteAddress;
  log(site.configured
    ? `links in its mails: ${site.fallback} (PUBLIC_URL)`
    : `links in its mails: the address each listing was saved through when it is this machine's, else ${site.fallback} (set PUBLIC_URL to choose one)`);
  const db = orm;
  // The mail in progress finishes; the rest of its batch is handed back.
  stopOnSignals(
    'the alert worker',
    [() => worker.stop(), () => expiryJob.stop(), () => closingJob.stop(), () => maintenanceSweep.stop(), () => groupStatementsJob.stop(), () => moneySweep.stop(), () => moneyWorker.stop(), composed.close, () => db.close()],
    embedded,
    log,
  );
}

main().catch((e) => {
  logError('the alert worker could not start', e);
  process.exit(1);
});
