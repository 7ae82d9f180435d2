import { Migration } from '@mikro-orm/migrations';

/**
 * A stamp of `search_airports` (issue 17), so the app can keep the whole table in memory and still answer
 * exactly what the table holds.
 *
 * Every map search starts with the area's airports and their counters. Read from the table, that was a GiST
 * probe and thousands of numbers written as text per search (2.3 ms of database CPU at 500 km, 6.7 ms at
 * 2000 km on the bench), although the table holds one row per airport with entries (3,376 on the bench) and
 * changes only when an entry is written. The app now keeps a copy and reads this stamp first: the same stamp,
 * the same table.
 *
 * - The stamp is a random uuid, not a counter: a backup restored into a running site brings its own stamp,
 *   never one an app process has seen with other rows.
 * - It changes in the transaction that changes the table, at its commit (a deferred trigger per changed row).
 *   Taken at the end of each statement instead, a transaction touching two airports in two statements could
 *   deadlock with another touching them in the other order: each would hold an airport's row and wait for the
 *   other's. At commit every other lock of the transaction is already held.
 * - `truncate` (search_rebuild) changes it too.
 */
export class Migration20261210000000_search_airports_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_airports_version (
      id boolean primary key default true check (id),
      version uuid not null default gen_random_uuid());`);
    this.addSql('insert into search_airports_version default values;');
    this.addSql(`create function search_airports_stamp() returns trigger language plpgsql as $$
    begin
      update search_airports_version set version = gen_random_uuid();
      return null;
    end $$;`);
    this.addSql(`create constraint trigger search_airports_stamp after insert or update or delete on search_airports
      deferrable initially deferred for each row execute function search_airports_stamp();`);
    this.addSql(`create trigger search_airports_stamp_truncate after truncate on search_airports
      for each statement execute function search_airports_stamp();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists search_airports_stamp on search_airports;');
    this.addSql('drop trigger if exists search_airports_stamp_truncate on search_airports;');
    this.addSql('drop function if exists search_airports_stamp();');
    this.addSql('drop table if exists search_airports_version;');
  }
}
