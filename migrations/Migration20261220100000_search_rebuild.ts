import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42, target 3: `search_rebuild()` set-based. It used to empty `search_entries` and insert every entry in
 * one statement, letting the statement triggers on `search_entries` fill the counters, the vocabulary, the token
 * counts with their ids, the postings and the requirement groups: each of those a set-based statement too, but run
 * against the tables' indexes, row by row into B-trees and GIN lists, with upserts (`search_ids_apply`) and a
 * stamp check per row. On the bench (1,954,822 entries) that took 17 minutes 56 seconds.
 *
 * Now, in the same one transaction (searches wait for it, as before):
 * 1. every search table is emptied (the truncate asks for the stamp to move at commit, as any write does);
 * 2. the user triggers of the search tables are disabled and their secondary indexes (those that back no
 *    constraint) dropped, their definitions kept;
 * 3. `search_entries` is filled from the three source views in airport order, then each derived table from it
 *    with one `insert ... select ... group by` each, in its key order: `search_airports`, `search_token_counts`
 *    (ids sorted, as `search_ids_apply` keeps them), `search_tokens` from those, `search_postings`, the
 *    requirement sets and groups;
 * 4. the indexes are built again from their definitions and the triggers enabled.
 *
 * `work_mem` (the groupings) and `maintenance_work_mem` (the postings' B-trees sort tens of millions of rows) are
 * raised for the transaction only.
 *
 * The result is what the triggers keep, less the rows they leave at zero (an airport, a token, a group whose
 * last entry went): tests/integration/search-rebuild.test.ts compares every table after writes kept by the
 * triggers with the same tables after a rebuild. Each step's time is raised as a notice (bench:seed prints them).
 * Run `vacuum analyze` on the search tables afterwards (the bench seed does): the walks read the postings from
 * their indexes alone once the visibility map says so.
 *
 * Measured on the bench (8 December, 1,954,822 entries, 20.7 million postings, 2 cores): 341 s, against 1,076 s
 * before. The entries 30 s, the token counts 23 s (their ids sorted per group by intarray.sort, not by an ordered
 * aggregate over 20 million rows: that was 111 s), the postings 23 s, the indexes 257 s, of which the four
 * postings B-trees 181 s and the entries' trigram index 58 s.
 */
const REQ = 'req_certificate, req_ratings, req_total, req_classes, req_model_key, req_make_model_key, req_make_model_hours, req_medical, req_flight_review, req_min_age, req_max_age, req_insurance';
const ENTRY = `kind, entity_id, airport_id, rate, listed_at, tags, doc, also_pilot, req_any, ${REQ}`;
const TABLES = ['search_entries', 'search_airports', 'search_tokens', 'search_token_counts', 'search_postings', 'search_requirement_sets', 'search_requirement_groups'];
/** Each distinct token of an entry's document: the rule of domain/search/search-tokens.ts, as the triggers write it. */
const TOKENS = `cross join lateral (select distinct x as token from unnest(string_to_array(e.doc, ' ')) x where x <> '') t`;
/**
 * The transaction's memory for the groupings (work_mem) and for each index build (maintenance_work_mem), unless
 * the server gives more. On the bench (1,954,822 entries, 20.7 million postings) the token counts' grouping and
 * the postings' B-tree builds are most of the rebuild's time.
 */
const WORK_MEM = '256MB';
const MAINTENANCE_WORK_MEM = '1GB';
/** What a listing asks of a pilot, as one key (the triggers' md5 of the requirement columns). */
const REQ_KEY = `md5(row(${REQ})::text)`;
/** The entries from the three source views, in airport order: the first step of the rebuild, before and after this migration. */
const FILL_ENTRIES = `insert into search_entries (${ENTRY})
      select ${ENTRY} from (
        select ${ENTRY} from search_share_source
        union all select ${ENTRY} from search_instructor_source
        union all select ${ENTRY} from search_user_source) source
      order by airport_id, kind, entity_id;`;
/** A step's time as a notice (bench:seed prints them), and the clock started again for the next; `arg` fills a % of the label. */
const lap = (label: string, arg?: string) => `raise notice 'search_rebuild: ${label} in % s',${arg ? ` ${arg},` : ''} round(extract(epoch from clock_timestamp() - step)::numeric, 1);
      step := clock_timestamp();`;

export class Migration20261220100000_search_rebuild extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function search_rebuild() returns void language plpgsql as $$
    declare
      tables text[] := array['${TABLES.join("', '")}'];
      kept text[];
      dropped text[];
      t text;
      step timestamptz := clock_timestamp();
    begin
      -- The truncate triggers of search_entries empty the vocabulary, the token counts and the postings.
      truncate search_entries, search_airports, search_requirement_groups, search_requirement_sets;
      -- Memory for the groupings and the index builds, for this transaction, never less than the server gives.
      if pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes('${MAINTENANCE_WORK_MEM}') then
        perform set_config('maintenance_work_mem', '${MAINTENANCE_WORK_MEM}', true);
      end if;
      if pg_size_bytes(current_setting('work_mem')) < pg_size_bytes('${WORK_MEM}') then
        perform set_config('work_mem', '${WORK_MEM}', true);
      end if;
      -- The secondary indexes (those backing no constraint): their definitions kept, then dropped.
      select coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}'), coalesce(array_agg(c.relname::text), '{}') into kept, dropped
        from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = any (select oid from pg_class where relname = any (tables) and relnamespace = 'public'::regnamespace)
         and not exists (select from pg_constraint k where k.conindid = i.indexrelid);
      foreach t in array dropped loop
        execute format('drop index %I', t);
      end loop;
      foreach t in array tables loop
        execute format('alter table %I disable trigger user', t);
      end loop;

      ${FILL_ENTRIES}
      ${lap('entries')}

      insert into search_airports (airport_id, location_id, facility, city, state, lat, long, point, shares, instructors, users, professional_pilots)
      select e.airport_id, a.location_id, a.facility, a.city, a.state, a.lat, a.long, ll_to_earth(a.lat, a.long),
             count(*) filter (where e.kind = 0), count(*) filter (where e.kind = 1), count(*) filter (where e.kind = 2),
             count(*) filter (where e.also_pilot)
        from search_entries e join airports a on a.id = e.airport_id
       group by e.airport_id, a.id
       order by e.airport_id;
      ${lap('airport counters')}

      insert into search_token_counts (token, airport_id, kind, also_pilot, n, ids)
      select t.token, e.airport_id, e.kind, e.also_pilot, count(*)::int, intarray.sort(array_agg(e.entity_id))
        from search_entries e ${TOKENS}
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4;
      ${lap('token counts')}

      insert into search_tokens (token, n)
      select token, sum(n)::int from search_token_counts group by token order by token;
      ${lap('vocabulary')}

      insert into search_postings (token, kind, entity_id, airport_id, also_pilot, rate, listed_at)
      select t.token, e.kind, e.entity_id, e.airport_id, e.also_pilot, e.rate, e.listed_at
        from search_entries e ${TOKENS};
      ${lap('postings')}

      insert into search_requirement_sets (req_key, ${REQ})
      select distinct on (1) ${REQ_KEY}, ${REQ} from search_entries where kind = 0 and req_any order by 1;

      insert into search_requirement_groups (airport_id, req_key, n)
      select airport_id, k.req_key, count(*)::int
        from search_entries cross join lateral (values (${REQ_KEY}), ('*')) k(req_key)
       where kind = 0 and req_any
       group by 1, 2
       order by 1, 2;
      ${lap('requirement sets and groups')}

      for i in 1 .. coalesce(array_length(kept, 1), 0) loop
        execute kept[i];
        ${lap('index %', 'dropped[i]')}
      end loop;
      foreach t in array tables loop
        execute format('alter table %I enable trigger user', t);
      end loop;
    end $$;`);
  }

  override async down(): Promise<void> {
    // The rebuild of 20261205000000_pilot_records: the entries in one statement, the triggers doing the rest.
    this.addSql(`create or replace function search_rebuild() returns void language plpgsql as $$
    begin
      truncate search_entries, search_airports, search_requirement_groups, search_requirement_sets;
      ${FILL_ENTRIES}
    end $$;`);
  }
}
