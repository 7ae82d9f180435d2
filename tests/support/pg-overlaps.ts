import { createRequire } from 'node:module';

interface PgClient {
  activeQuery: unknown;
  queryQueue: unknown[];
  query: (...args: unknown[]) => unknown;
}

/**
 * Records every query handed to a pg connection while that connection still runs another one: what pg
 * queues with its "Calling client.query() when the client is already executing a query" deprecation warning
 * (printed once per process, so a test cannot wait for the warning itself). The app of a test runs in the
 * test's process and its driver (knex's `pg`) is this same module. `stop` puts the driver back.
 */
export function watchPgOverlaps(): { overlaps: string[]; stop: () => void } {
  const pg = createRequire(import.meta.url)('pg') as { Client: { prototype: PgClient } };
  const proto = pg.Client.prototype;
  const original = proto.query;
  const overlaps: string[] = [];
  proto.query = function (this: PgClient, ...args: unknown[]) {
    if (this.activeQuery || this.queryQueue.length) {
      const first = args[0] as string | { text?: string } | undefined;
      overlaps.push(String(typeof first === 'string' ? first : first?.text).slice(0, 200));
    }
    return original.apply(this, args);
  };
  return { overlaps, stop: () => void (proto.query = original) };
}
