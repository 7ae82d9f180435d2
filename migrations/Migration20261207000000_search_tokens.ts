import { Migration } from '@mikro-orm/migrations';

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

/**
 * Keyword search across a continent (issue 17).
 *
 * A keyword is a substring of an entry's document (`doc like '%word%'`), and a word of the keyword box never
 * holds a space, so it matches an entry exactly when it is part of one of the entry's space-separated
 * tokens. search_tokens is the vocabulary of those tokens (with how many entries hold each, and a trigram
 * index to find the tokens holding a word); search_token_counts counts, per token, the entries of each
 * airport, kind and also_pilot, kept by triggers like search_airports. When a searched word is part of a
 * single token, the markers and the total of a keyword search are read from those counters instead of
 * rechecking every trigram candidate of the area.
 */
export class Migration20261207000000_search_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_tokens (
      token text primary key,
      n int not null
    );`);
    this.addSql(`create index search_tokens_trgm_idx on search_tokens using gin (token gin_trgm_ops);`);
    this.addSql(`create table search_token_counts (
      token text not null,
      airport_id int not null,
      kind smallint not null,
      also_pilot boolean not null,
      n int not null,
      primary key (token, airport_id, kind, also_pilot) include (n)
    );`);
    for (const sql of tokenCountFunctions()) this.addSql(sql);
    for (const [event, transition] of TRANSITIONS) {
      this.addSql(`create trigger search_entries_tokens_${event.slice(0, 3)} after ${event} on search_entries
        referencing ${transition} for each statement execute function search_count_tokens_${event}();`);
    }
    // search_rebuild() (the bench seed) truncates search_entries: the counts go with it.
    this.addSql(`create or replace function search_truncate_tokens() returns trigger language plpgsql as $$
      begin
        truncate search_token_counts, search_tokens;
        return null;
      end $$;`);
    this.addSql(`create trigger search_entries_tokens_tru after truncate on search_entries
      for each statement execute function search_truncate_tokens();`);
    // The entries already there, counted by the insert trigger's function over the whole table.
    this.addSql(`with counted as (
        select t.token, e.airport_id, e.kind, e.also_pilot, count(*)::int as n
          from search_entries e
          cross join lateral (select distinct x as token from unnest(string_to_array(e.doc, ' ')) x where x <> '') t
         group by 1, 2, 3, 4),
      vocabulary as (
        insert into search_tokens (token, n) select token, sum(n)::int from counted group by token)
      insert into search_token_counts (token, airport_id, kind, also_pilot, n) select token, airport_id, kind, also_pilot, n from counted;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists search_entries_tokens_tru on search_entries;');
    this.addSql('drop function if exists search_truncate_tokens();');
    for (const [event] of TRANSITIONS) {
      this.addSql(`drop trigger if exists search_entries_tokens_${event.slice(0, 3)} on search_entries;`);
      this.addSql(`drop function if exists search_count_tokens_${event}();`);
    }
    this.addSql('drop table if exists search_token_counts, search_tokens;');
  }
}
