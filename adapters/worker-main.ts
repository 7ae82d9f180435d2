// `npm run worker`: delivers new-listing alerts from the transactional outbox in a process of its own (run
// `npm start` with ALERT_WORKER=off then). Any number may run side by side: they share the work through row
// claims with leases. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR when no `npm start` holds it.
import type { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { compose, log, logError } from './composition.js';
import { readConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './persistence/embedded-postgres.js';
import { openDatabase } from './persistence/orm.js';

async function main() {
  const config = readConfig();
  let embedded: EmbeddedDatabase | null = null;
  let orm: MikroORM | null = null;
  try {
    let url = config.databaseUrl;
    if (!url) {
      log(`starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')})`);
      embedded = await startEmbeddedPostgres(config.dataDir);
      url = embedded.url;
    }
    orm = await openDatabase(url, { poolMax: 3, queryTimeoutMs: config.dbQueryTimeoutMs });
  } catch (e) {
    await orm?.close();
    await embedded?.stop();
    throw e;
  }

  const worker = compose(orm, config).alerts.worker();
  worker.start();
  log(`alert worker ${worker.id} started; it mails new-listing alerts as they are queued. Stop with Ctrl-C.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the alert worker`);
    await worker.stop();
    await orm.close();
    if (embedded) {
      await embedded.stop();
      log('database stopped cleanly');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  logError('the alert worker could not start', e);
  process.exit(1);
});
