import { openDatabase } from '../persistence/orm.js';
import { logError } from './composition.js';
import { readConfig } from './config.js';
import { countsLine, writeDemoContent } from './demo-content.js';

/** The child of writeDemoContentApart: the demo content on the database DATABASE_URL names, then exit. */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  // The server has migrated the database and holds its schema lock until this process is done.
  const orm = await openDatabase(config.databaseUrl, { queryTimeoutMs: config.dbQueryTimeoutMs, migrate: false, preparedStatements: config.preparedStatements });
  try {
    const counts = await writeDemoContent(orm, config);
    console.log(countsLine(counts));
  } finally {
    await orm.close();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    logError('could not write the demo content', e);
    process.exit(1);
  },
);
