import type pg from 'pg';
import { migrationsList } from '../../../migrations/index.js';
import { BackupRefused } from './backup-errors.js';
import { MIGRATIONS_TABLE, type MigrationRecord } from './database-catalog.js';

/**
 * A backup's schema is the migrations that made it: this code must know every one, in its order. A backup
 * from an older Wingshare has fewer; the next start applies the rest, as after any upgrade.
 */
export function checkMigrationsKnown(names: string[]): void {
  const known = migrationsList.map((m) => m.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new BackupRefused(
      `This backup comes from a newer Wingshare: its database has ${unknown.length} migration(s) this code does not know ` +
        `(${unknown.join(', ')}). Restore it with that version of Wingshare or a later one.`,
    );
  }
  const first = names.findIndex((name, i) => name !== known[i]);
  if (first >= 0) {
    throw new BackupRefused(`This backup's migrations are not this code's, in its order: ${names[first]} came where this code has ${known[first]}.`);
  }
}

/**
 * Makes the schema on `db` by running the backup's migrations, inside the caller's transaction, and
 * records them as MikroORM's migrator does (same table, same names), so `npm start` finds them applied.
 */
export async function applyMigrations(db: pg.ClientBase, records: MigrationRecord[]): Promise<void> {
  checkMigrationsKnown(records.map((r) => r.name));
  // The table MikroORM's migrator creates (its knex definition: increments, string, dateTime default now).
  await db.query(`create table ${MIGRATIONS_TABLE} ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default CURRENT_TIMESTAMP)`);
  for (const [i, record] of records.entries()) {
    // Wingshare's migrations only add SQL (addSql): they need no driver to say what they run.
    const migration = new migrationsList[i]!.class(undefined as never, undefined as never);
    await migration.up();
    for (const query of migration.getQueries()) {
      if (typeof query !== 'string') throw new Error(`Migration ${record.name} uses a query builder; the restore runs SQL text only.`);
      await db.query(query);
    }
    await db.query(`insert into ${MIGRATIONS_TABLE} (name, executed_at) values ($1, coalesce($2::timestamptz, now()))`, [record.name, record.executedAt]);
  }
}
