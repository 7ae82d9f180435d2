// One Wingshare app process for tests that need several (tests/support/app-processes.ts starts them): what
// `npm start` does on DATABASE_URL (and DATABASE_DIRECT_URL) and REDIS_URL, the first-start data included (without the demo content,
// the web apps or the alert worker), listening on HOST:PORT. Says "listening on <port>" when it serves;
// SIGTERM stops it.
import { RequestContext } from '@mikro-orm/core';
import { once } from 'node:events';
import { compose, logError } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { lockSchema, openDatabase } from '../../adapters/persistence/orm.js';
import { listenHttp } from '../../adapters/http/listen.js';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import { importAirportsIfEmpty } from '../../adapters/geo/vega-airports.importer.js';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  // Behind a pooler (DATABASE_DIRECT_URL set), as adapters/main.ts: migrations and the schema lock on the database itself.
  const orm = await openDatabase(config.databaseUrl, {
    poolMax: 4, queryTimeoutMs: config.dbQueryTimeoutMs, directUrl: config.databaseDirectUrl, preparedStatements: config.preparedStatements,
  });
  const composed = compose(orm, config);
  const { users, airports } = composed.repositories;
  // As adapters/main.ts: under the schema lock, so processes starting together write the first-start data once.
  const unlock = await lockSchema(config.databaseDirectUrl ?? config.databaseUrl);
  await RequestContext.create(orm.em, async () => {
    await importAirportsIfEmpty(airports);
    await seedFirstStart({ users, airports, hasher: composed.hasher }, { ...config, demoData: false });
  });
  await unlock();
  const server = listenHttp(composed.app, config.port, config.host);
  await once(server, 'listening');
  console.log(`listening on ${config.port}`);
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void composed.close().then(() => orm.close()).finally(() => process.exit(0));
  });
}

main().catch((e) => {
  logError('the test app process could not start', e);
  process.exit(1);
});
