import { Migration } from '@mikro-orm/migrations';

// The helpers of migration 20261207000000_search_tokens as they were when this migration was written (a copy,
// so that neither migration changes when the other does): down() goes back to its trigger functions.
const TRANSITIONS = [
  ['insert', 'new table as new_rows'],
  ['delete', 'old table as old_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
] as const;

/**
 * The trigger functions that keep search_tokens and search_token_counts, one per event: each entry's
 * distinct tokens (its document split at spaces) counted per airport, kind and also_pilot. An update that
 * leaves the document and the airport alone (a new rate) adds and takes off the same counts: nothing is
 * written.
 */
function tokenCountFunctions(): string[] {
  const rows = (table: string, delta: number) => `select airport_id, kind, also_pilot, doc, ${delta} as delta from ${table}`;
  const rowsOf = { insert: rows('new_rows', 1), delete: rows('old_rows', -1), update: `${rows('new_rows', 1)} union all ${rows('old_rows', -1)}` };
  return TRANSITIONS.map(([event]) => `create or replace function search_count_tokens_${event}() returns trigger language plpgsql as $$
    begin
      with counted as (
        select t.token, r.airport_id, r.kind, r.also_pilot, sum(r.delta)::int as n
          from (${rowsOf[event]}) r
          cross join lateral (select distinct x as token from unnest(string_to_array(r.doc, ' ')) x where x <> '') t
         group by 1, 2, 3, 4
        having sum(r.delta) <> 0),
      vocabulary as (
        insert into search_tokens as v (token, n)
        select token, sum(n)::int from counted group by token order by token
        on conflict (token) do update set n = v.n + excluded.n)
      insert into search_token_counts as c (token, airport_id, kind, also_pilot, n)
      select token, airport_id, kind, also_pilot, n from counted order by 1, 2, 3, 4
      on conflict (token, airport_id, kind, also_pilot) do update set n = c.n + excluded.n;
      return null;
    end $$;`);
}

/** An entry's distinct tokens: its document split at spaces, as search_token_counts counts them. */
const TOKENS_OF = (doc: string) => `(select distinct x as token from unnest(string_to_array(${doc}, ' ')) x where x <> '')`;

/**
 * The trigger functions of migration 20261207000000, keeping each count's entries as well. Per token, airport,
 * kind and also_pilot, the entries that came (their ids) and went (their ids negated, as entity ids are
 * positive), in one signed array: an upsert's proposed row has one value per column, and search_ids_apply
 * takes both from it. A new row only ever gains entries.
 */
function tokenIdFunctions(): string[] {
  const rows = (table: string, delta: number) => `select airport_id, kind, also_pilot, entity_id, doc, ${delta} as delta from ${table}`;
  const rowsOf = { insert: rows('new_rows', 1), delete: rows('old_rows', -1), update: `${rows('new_rows', 1)} union all ${rows('old_rows', -1)}` };
  return TRANSITIONS.map(([event]) => `create or replace function search_count_tokens_${event}() returns trigger language plpgsql as $$
    begin
      with changed as (
        select t.token, r.airport_id, r.kind, r.also_pilot, r.entity_id, sum(r.delta)::int as d
          from (${rowsOf[event]}) r
          cross join lateral ${TOKENS_OF('r.doc')} t
         group by 1, 2, 3, 4, 5
        having sum(r.delta) <> 0),
      counted as (
        select token, airport_id, kind, also_pilot, sum(d)::int as n, array_agg(entity_id * sign(d)::int order by entity_id) as ids
          from changed group by 1, 2, 3, 4),
      vocabulary as (
        insert into search_tokens as v (token, n)
        select token, sum(n)::int from counted group by token order by token
        on conflict (token) do update set n = v.n + excluded.n)
      insert into search_token_counts as c (token, airport_id, kind, also_pilot, n, ids)
      select token, airport_id, kind, also_pilot, n, ids from counted order by 1, 2, 3, 4
      on conflict (token, airport_id, kind, also_pilot) do update set n = c.n + excluded.n, ids = search_ids_apply(c.ids, excluded.ids);
      return null;
    end $$;`);
}

/**
 * Keywords of several words, and a word inside several tokens (issue 17): each count's entries.
 *
 * search_token_counts counts per token the entries of each airport, kind and also_pilot; a search whose words
 * are each one token took its markers and total from those numbers, but numbers cannot say which entries hold
 * two words. Such a search read every match through the token index, and each match was a visit of its row in
 * search_entries for its airport: for `cessna skyhawk`, 28,577 rows at 500 km and 148,148 at 2,000 km (60 and
 * 150 ms of the statement, 0.6 to 3.9 s p95 at 10 clients on the bench).
 *
 * Each count now keeps its entries too: `ids`, the sorted entity ids of the token's entries of that airport,
 * kind and also_pilot (a kind's ids are its entries' primary keys; n is their number). The entries holding
 * every word of a search, per airport, are the intersection of each word's ids there (a word in several tokens:
 * the union of theirs), computed by the intarray extension's sorted-set functions: measured on the bench, 3 ms
 * at 500 km and 10 ms at 2,000 km for `cessna skyhawk`, against 300 ms and 1 s read through the index.
 *
 * - intarray lives in a schema of its own: installed in public, its operators for int[] would take the place
 *   of the built-in ones (`&&`, `@>`) wherever int arrays are compared, and those of the built-in GIN operator
 *   class. Its functions are called by name.
 * - The table is written afresh in key order with room on each page (fillfactor 85): a search reads a token's
 *   rows of many airports, and a change rewrites a row's array in place when it can.
 */
export class Migration20261211000000_search_token_ids extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists intarray;');
    this.addSql('create extension if not exists intarray schema intarray;');
    this.addSql(`create function search_ids_apply(ids int[], delta int[]) returns int[] language sql immutable strict parallel safe as $$
      select intarray._int_union(intarray.intset_subtract(ids, array(select -x from unnest(delta) x where x < 0)),
                                 array(select x from unnest(delta) x where x > 0))
    $$;`);
    // The union of sets of ids (sorted, distinct) across rows: a word's in each of its tokens.
    this.addSql('create aggregate search_ids_union(int[]) (sfunc = intarray._int_union, stype = int[], parallel = safe);');
    this.addSql(`alter table search_token_counts add column ids int[] not null default '{}';`);
    this.addSql('alter table search_token_counts set (fillfactor = 85);');
    for (const sql of tokenIdFunctions()) this.addSql(sql);
    // Written afresh without the stamp's triggers (their deferred event would be pending in this transaction,
    // which a restore, running the migrations, must be free of), the stamp moved here instead.
    this.addSql('alter table search_token_counts disable trigger search_token_counts_stamp, disable trigger search_token_counts_stamp_truncate;');
    this.addSql('truncate search_token_counts;');
    this.addSql(`insert into search_token_counts (token, airport_id, kind, also_pilot, n, ids)
      select t.token, e.airport_id, e.kind, e.also_pilot, count(*)::int, array_agg(e.entity_id order by e.entity_id)
        from search_entries e
        cross join lateral ${TOKENS_OF('e.doc')} t
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4;`);
    this.addSql('alter table search_token_counts enable trigger search_token_counts_stamp, enable trigger search_token_counts_stamp_truncate;');
    this.addSql('update search_stamp set version = gen_random_uuid();');
    this.addSql('analyze search_token_counts;');
  }

  override async down(): Promise<void> {
    for (const sql of tokenCountFunctions()) this.addSql(sql);
    this.addSql('alter table search_token_counts drop column if exists ids;');
    this.addSql('alter table search_token_counts reset (fillfactor);');
    this.addSql('drop aggregate if exists search_ids_union(int[]);');
    this.addSql('drop function if exists search_ids_apply(int[], int[]);');
    this.addSql('drop extension if exists intarray;');
    this.addSql('drop schema if exists intarray;');
  }
}
