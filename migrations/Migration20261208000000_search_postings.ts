import { Migration } from '@mikro-orm/migrations';

/** An entry's distinct tokens: its document split at spaces, as search_token_counts counts them. */
const TOKENS_OF = (doc: string) => `(select distinct x as token from unnest(string_to_array(${doc}, ' ')) x where x <> '')`;

/** What a posting repeats of its entry: a change to any of these rewrites the entry's postings. */
const POSTED = ['airport_id', 'also_pilot', 'rate', 'listed_at', 'doc'] as const;

/** Each order's index: the same key and tie-breakers as search_entries' sort indexes, after the token. */
const ORDERS = {
  rate_asc: 'rate asc nulls last',
  rate_desc: 'rate desc nulls last',
  listed_asc: 'listed_at asc',
  listed_desc: 'listed_at desc',
} as const;

/**
 * Keyword search in a key order (issue 17): per-token postings in each sort order.
 *
 * search_token_counts (migration 20261207000000) answers a one-token keyword's markers and total, but a page
 * by price or list date still read every match of the area to sort them: 0.3 to 5.6 s at 2,000 km on the
 * bench. search_postings holds one row per entry and distinct token of its document, with the entry's sort
 * keys; a B-tree per order, led by the token, gives the page as a walk of that token's rows in the order
 * asked, keeping those at the area's airports: an index-only read of about as many rows as the page needs
 * when the area holds a fair share of the token's entries (measured: 0.2 to 0.6 ms at 500 and 2,000 km,
 * against 60 to 700 ms). Statement triggers on search_entries keep the postings, like the counters.
 *
 * The rate_asc index also finds an entry's postings to delete (token, rate, kind, entity_id are its key),
 * so there is no primary key to maintain besides the four orders.
 */
export class Migration20261208000000_search_postings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_postings (
      token text not null,
      kind smallint not null,
      entity_id int not null,
      airport_id int not null,
      also_pilot boolean not null,
      rate bigint null,
      listed_at timestamptz not null
    );`);
    // Filled before its indexes are built: one sort per index instead of twenty million insertions.
    this.addSql(`insert into search_postings (token, kind, entity_id, airport_id, also_pilot, rate, listed_at)
      select t.token, e.kind, e.entity_id, e.airport_id, e.also_pilot, e.rate, e.listed_at
        from search_entries e cross join lateral ${TOKENS_OF('e.doc')} t;`);
    for (const [name, key] of Object.entries(ORDERS)) {
      this.addSql(`create index search_postings_${name}_idx on search_postings (token, ${key}, kind, entity_id) include (airport_id, also_pilot);`);
    }

    // An entry's postings are deleted through the rate_asc index (token, rate, kind, entity_id is their key;
    // a null rate is its own statement: the index finds 'rate is null', not 'is not distinct from'), and
    // inserted from its new row. An update rewrites only the entries whose posted columns changed (a new
    // requirement or tag changes none of them: nothing is written).
    const same = (a: string, b: string) =>
      [`${a}.kind = ${b}.kind`, `${a}.entity_id = ${b}.entity_id`, ...POSTED.map((c) => `${a}.${c} is not distinct from ${b}.${c}`)].join(' and ');
    const deleteOld = (unchanged: string) => ['is not null', 'is null'].map((rate) => `
        delete from search_postings p
         using (select o.kind, o.entity_id, o.rate, t.token from old_rows o cross join lateral ${TOKENS_OF('o.doc')} t
                 where o.rate ${rate}${unchanged}) o
         where p.token = o.token and ${rate === 'is null' ? 'p.rate is null' : 'p.rate = o.rate'} and p.kind = o.kind and p.entity_id = o.entity_id;`).join('');
    const insertNew = (unchanged: string) => `
        insert into search_postings (token, kind, entity_id, airport_id, also_pilot, rate, listed_at)
        select t.token, n.kind, n.entity_id, n.airport_id, n.also_pilot, n.rate, n.listed_at
          from new_rows n cross join lateral ${TOKENS_OF('n.doc')} t
         where true${unchanged};`;
    const bodies = {
      insert: insertNew(''),
      delete: deleteOld(''),
      update: deleteOld(` and not exists (select from new_rows n where ${same('n', 'o')})`) +
        insertNew(` and not exists (select from old_rows o where ${same('o', 'n')})`),
    };
    for (const [event, body] of Object.entries(bodies)) {
      this.addSql(`create or replace function search_post_tokens_${event}() returns trigger language plpgsql as $$
        begin ${body}
          return null;
        end $$;`);
    }
    const transitions = { insert: 'new table as new_rows', delete: 'old table as old_rows', update: 'old table as old_rows new table as new_rows' };
    for (const [event, transition] of Object.entries(transitions)) {
      this.addSql(`create trigger search_entries_postings_${event.slice(0, 3)} after ${event} on search_entries
        referencing ${transition} for each statement execute function search_post_tokens_${event}();`);
    }
    // search_rebuild() (the bench seed) truncates search_entries: the postings go with it.
    this.addSql(`create or replace function search_truncate_postings() returns trigger language plpgsql as $$
      begin
        truncate search_postings;
        return null;
      end $$;`);
    this.addSql(`create trigger search_entries_postings_tru after truncate on search_entries
      for each statement execute function search_truncate_postings();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists search_entries_postings_tru on search_entries;');
    this.addSql('drop function if exists search_truncate_postings();');
    for (const event of ['insert', 'delete', 'update']) {
      this.addSql(`drop trigger if exists search_entries_postings_${event.slice(0, 3)} on search_entries;`);
      this.addSql(`drop function if exists search_post_tokens_${event}();`);
    }
    this.addSql('drop table if exists search_postings;');
  }
}
