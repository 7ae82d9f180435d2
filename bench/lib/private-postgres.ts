import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../adapters/persistence/embedded-postgres.js';

/**
 * A PostgreSQL of its own (the embedded server, in a temporary folder, on its own port) that a fault test
 * may stop and start again on the same port: never the shared test cluster or the developer's database.
 */
export interface PrivatePostgres {
  /** postgres://... of the database `name`, the same across restarts. */
  url: string;
  port: number;
  running: () => boolean;
  /** Fast shutdown (SIGINT): sessions are ended with 57P01, new connections refused. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** The postmaster's process id while it runs (for CPU accounting). */
  serverPid: () => number | null;
  /** Stops it and deletes its data. */
  destroy: () => Promise<void>;
}

export async function startPrivatePostgres(name: string, prefix = 'wingshare-private-pg-'): Promise<PrivatePostgres> {
  // As root the server runs as the postgres user: the folder must be reachable by it.
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  const port = await freePort();
  let server: EmbeddedDatabase | null = await startEmbeddedPostgres(dir, name, port);
  const pidFile = path.join(dir, 'pg', 'postmaster.pid');
  const self: PrivatePostgres = {
    url: databaseUrl(port, name),
    port,
    running: () => server !== null,
    stop: async () => {
      const s = server;
      server = null;
      await s?.stop();
    },
    start: async () => {
      if (server) return;
      server = await startEmbeddedPostgres(dir, name, port);
    },
    serverPid: () => (server && existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null : null),
    destroy: async () => {
      await self.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return self;
}
