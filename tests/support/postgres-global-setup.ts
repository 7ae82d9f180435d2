import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

interface SharedServer {
  adminUrl: string;
  /** The projects whose setup has not been torn down yet. */
  users: number;
  stop: () => Promise<void>;
}

/**
 * The server of this vitest run, shared by every project that sets it up: the global setups all run in
 * vitest's own process, each project loading this module anew, so the server is kept on globalThis.
 * Starting it and filling its template took about ten seconds of CPU, once per project (five times a run).
 */
const shared = globalThis as { wingshareTestPostgres?: Promise<SharedServer> };

/**
 * One real PostgreSQL for the whole run (the embedded server), with a template database that has every
 * migration and the US airports. Each test file clones it (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  shared.wingshareTestPostgres ??= startServer();
  let server: SharedServer;
  try {
    server = await shared.wingshareTestPostgres;
  } catch (e) {
    delete shared.wingshareTestPostgres;
    throw e;
  }
  server.users += 1;
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    server.users -= 1;
    if (server.users > 0) return;
    delete shared.wingshareTestPostgres;
    await server.stop();
  };
}

async function startServer(): Promise<SharedServer> {
  // The server runs as the postgres user: its data folder's parent must be reachable by it.
  const dir = mkdtempSync(path.join(tmpdir(), 'wingshare-test-pg-'));
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
  return {
    adminUrl,
    users: 0,
    stop: async () => {
      // Clones may still be open in a crashed worker: end them so the server stops promptly.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect().catch(() => undefined);
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid()').catch(() => undefined);
      await client.end().catch(() => undefined);
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
