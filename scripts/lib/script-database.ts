import type { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { Config } from '../../adapters/composition/config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../adapters/persistence/embedded-postgres.js';
import { openDatabase } from '../../adapters/persistence/orm.js';

/**
 * A command's database, as `npm start` finds it: DATABASE_DIRECT_URL (DATABASE_URL unless set), else the embedded
 * PostgreSQL in DATA_DIR. The imports' long bulk writes go to the database itself, not through a pooler.
 */
export async function openScriptDatabase(config: Pick<Config, 'databaseDirectUrl' | 'dataDir'>): Promise<{ orm: MikroORM; close(): Promise<void> }> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseDirectUrl;
  if (!url) {
    console.log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')})`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    url = embedded.url;
  }
  try {
    const orm = await openDatabase(url, { poolMax: 2 });
    return {
      orm,
      close: async () => {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
