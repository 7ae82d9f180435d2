import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { preparesStatements } from '../orm.js';

/** Sees every statement with its parameters (the benchmark EXPLAINs them). */
export type QueryObserver = (sql: string, params: unknown[]) => void;

/** The part of knex's client the prepared statements use (MikroORM 6 runs on knex and node-postgres). */
interface PooledClient {
  acquireConnection(): Promise<{ query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/** How the search's statements reach PostgreSQL: planned for their values, or prepared. Each is shown to the observer. */
export class SearchStatements {
  constructor(
    private readonly orm: MikroORM,
    private readonly observe?: QueryObserver,
  ) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  run<T>(sql: string, params: unknown[]): Promise<T[]> {
    this.observe?.(sql, params);
    return this.em.execute<T[]>(sql, params);
  }

  /**
   * A statement whose text is one of a few and whose best plan does not depend on its values, as a
   * named prepared statement: PostgreSQL parses it once per connection and soon reuses a generic plan.
   * Planning dominated the small searches: 2.2 ms of database CPU per search unprepared, 0.7 ms prepared
   * (measured). Statements whose best plan depends on the values (how many airports, which filter) stay
   * unnamed and are planned for their values.
   */
  async runPrepared<T>(sql: string, params: unknown[]): Promise<T[]> {
    this.observe?.(sql, params);
    const client = (this.em.getConnection().getKnex() as { client?: Partial<PooledClient> }).client;
    // Behind a transaction-mode pooler (DATABASE_PREPARED_STATEMENTS off) it is planned each time, as the others.
    if (!client?.acquireConnection || !client.releaseConnection || !preparesStatements(this.orm)) return this.em.execute<T[]>(sql, params);
    const connection = await client.acquireConnection();
    try {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      return (await connection.query({ name, text, values: params })).rows as T[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
