import { Migration } from '@mikro-orm/migrations';

/** The tables whose changes move the stamp: the counters a map search reads before its page. */
const STAMPED = ['search_airports', 'search_token_counts'] as const;

/**
 * A stamp of the search counters (issue 17), so the app can keep them in memory and still answer exactly
 * what the tables hold.
 *
 * Every map search starts with the area's airports and their counters, and a one-word search with that word's
 * counts per airport. Read from the tables, that was a GiST probe and thousands of numbers aggregated and written
 * as text per search (2.3 + 1.6 ms of database CPU at 500 km, 6.7 + 4 ms at 2000 km on the bench), though the
 * tables change only when an entry is written. The app now keeps what it read and reads this stamp first: the
 * same stamp, the same tables (search_airports and search_token_counts; search_tokens changes with the latter).
 *
 * - The stamp is a random uuid, not a counter: a backup restored into a running site brings its own stamp,
 *   never one an app process has seen with other rows.
 * - It moves in the transaction that changes a table, at its commit, once per transaction. The first changed
 *   row of a transaction asks for it (a row in search_stamp_requests, remembered for the rest of the
 *   transaction in a setting local to it), and a deferred trigger on that row moves the stamp and deletes the
 *   row at commit. Moved at the end of each statement instead, a transaction touching two airports in two
 *   statements could deadlock with another touching them in the other order: each would hold an airport's row
 *   and wait for the other's stamp. At commit every other lock of the transaction is already held. And one
 *   request per transaction, not a deferred event per row: search_rebuild() writes 1.7 million counts on the
 *   bench.
 * - `truncate` (search_rebuild) asks for it too.
 */
export class Migration20261210000000_search_stamp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_stamp (
      id boolean primary key default true check (id),
      version uuid not null default gen_random_uuid());`);
    this.addSql('insert into search_stamp default values;');
    // One row per transaction that asked, named by the transaction (no sequence: nothing to number).
    this.addSql('create table search_stamp_requests (xact xid8 not null default pg_current_xact_id());');
    this.addSql(`create function search_stamp_request() returns trigger language plpgsql as $$
    begin
      if current_setting('wingshare.search_stamp_requested', true) is distinct from 'yes' then
        perform set_config('wingshare.search_stamp_requested', 'yes', true);
        insert into search_stamp_requests default values;
      end if;
      return case when tg_level = 'STATEMENT' then null when tg_op = 'DELETE' then old else new end;
    end $$;`);
    this.addSql(`create function search_stamp_move() returns trigger language plpgsql as $$
    begin
      update search_stamp set version = gen_random_uuid();
      delete from search_stamp_requests where xact = new.xact;
      return null;
    end $$;`);
    this.addSql(`create constraint trigger search_stamp_move after insert on search_stamp_requests
      deferrable initially deferred for each row execute function search_stamp_move();`);
    for (const table of STAMPED) {
      // Before each row (no event queued per row, as an after trigger would): the first row asks, the rest check a setting.
      this.addSql(`create trigger ${table}_stamp before insert or update or delete on ${table}
        for each row execute function search_stamp_request();`);
      this.addSql(`create trigger ${table}_stamp_truncate after truncate on ${table}
        for each statement execute function search_stamp_request();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of STAMPED) {
      this.addSql(`drop trigger if exists ${table}_stamp on ${table};`);
      this.addSql(`drop trigger if exists ${table}_stamp_truncate on ${table};`);
    }
    this.addSql('drop table if exists search_stamp_requests, search_stamp;');
    this.addSql('drop function if exists search_stamp_request(), search_stamp_move();');
  }
}
