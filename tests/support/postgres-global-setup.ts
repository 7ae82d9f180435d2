import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { readVegaAirports } from '../../adapters/geo/vega-airports.importer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export const TEMPLATE_DB = 'wingshare_template';

/**
 * One real PostgreSQL for the whole run (the embedded server), with a template database that has every
 * migration and the US airports. Each test file clones it (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  // The server runs as the postgres user: its data folder's parent must be reachable by it.
  const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-test-pg-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o777);
  // A throwaway server: no disk flushes (each file's clone of the template and every commit skip them).
  const db = await startEmbeddedPostgres(dir, TEMPLATE_DB, undefined, { durable: false });
  const orm = await openDatabase(db.url);
  await orm.em.fork().transactional(async (em) => {
    const records = readVegaAirports();
    for (let i = 0; i < records.length; i += 500) {
      const chunk = records.slice(i, i + 500);
      await em.execute(
        `insert into airports (location_id, facility, city, state, lat, long) values ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(',')}`,
        chunk.flatMap((r) => [r.locationId, r.facility, r.city, r.state, r.lat, r.long]),
      );
    }
  });
  await orm.close();
  const adminUrl = db.url.replace(/\/[^/]+$/, '/postgres');
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    // Clones may still be open in a crashed worker: end them so the server stops promptly.
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect().catch(() => undefined);
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid()').catch(() => undefined);
    await client.end().catch(() => undefined);
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
