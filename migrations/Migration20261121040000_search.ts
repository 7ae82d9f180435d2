import { Migration } from '@mikro-orm/migrations';

/**
 * Map search read model (ARCHITECTURE.md "Search: the hot path", docs/api.md "Search").
 *
 * - `search_entries`: one narrow row per searchable thing (active share, discoverable instructor,
 *   discoverable pilot with an airport) with its airport, both sort keys, its tags and a lower-cased
 *   keyword document. The three kinds share one table, so one B-tree walk yields the merged order
 *   (sort key, kind, id) and one trigram index answers a keyword for all kinds.
 * - `search_airports`: the airports holding such rows, with their position as an earth point (so the
 *   circle test is one GiST probe and a chord comparison, not trigonometry per airport) and the count of
 *   each kind there: map markers and totals never count rows.
 * - The `search_*_source` views say once what is searchable and what its entry holds. Statement-level
 *   triggers with transition tables keep both tables in step with shares, aircraft, users and
 *   instructors; a bulk insert costs one set-based statement, a single write a few index probes.
 *
 * Kinds are ranked share (0), instructor (1), user (2); the rank is the first tie-breaker after the key.
 */
export class Migration20261121040000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_entries (
      kind smallint not null check (kind between 0 and 2),
      entity_id int not null,
      airport_id int not null,
      rate bigint null,
      listed_at timestamptz not null,
      tags text[] not null default '{}',
      doc text not null default '',
      primary key (kind, entity_id)
    );`);
    // Distance order is per airport, then kind, then id: the page planner slices airports.
    this.addSql(`create index search_entries_airport_idx on search_entries (airport_id, kind, entity_id);`);
    // Price and list-date orders in both directions, nulls (unpriced shares, pilots) last: index-only walks.
    this.addSql(`create index search_entries_rate_asc_idx on search_entries (rate asc nulls last, kind, entity_id) include (airport_id);`);
    this.addSql(`create index search_entries_rate_desc_idx on search_entries (rate desc nulls last, kind, entity_id) include (airport_id);`);
    this.addSql(`create index search_entries_listed_asc_idx on search_entries (listed_at asc, kind, entity_id) include (airport_id);`);
    this.addSql(`create index search_entries_listed_desc_idx on search_entries (listed_at desc, kind, entity_id) include (airport_id);`);
    this.addSql(`create index search_entries_doc_trgm_idx on search_entries using gin (doc gin_trgm_ops);`);
    this.addSql(`create index search_entries_tags_idx on search_entries using gin (tags);`);

    this.addSql(`create table search_airports (
      airport_id int primary key references airports(id) on delete cascade,
      location_id varchar(10) not null,
      facility text not null,
      city text not null,
      state varchar(2) not null,
      lat double precision not null,
      long double precision not null,
      point earth not null,
      shares int not null default 0,
      instructors int not null default 0,
      users int not null default 0
    );`);
    this.addSql(`create index search_airports_point_idx on search_airports using gist (point);`);

    this.addSql(`create view search_share_source as
      select 0::smallint as kind, s.id as entity_id, s.airport_id, s.rate_per_hour::bigint as rate, s.list_date as listed_at,
             a.tags, lower(concat_ws(' ', s.title, a.make, a.model, s.description)) as doc, s.aircraft_id
        from shares s join aircraft a on a.id = s.aircraft_id
       where s.is_active;`);
    this.addSql(`create view search_instructor_source as
      select 1::smallint as kind, i.id as entity_id, i.airport_id, i.rate_per_hour::bigint as rate, i.created_at as listed_at,
             i.tags, lower(concat_ws(' ', u.firstname, u.lastname, i.business_name)) as doc, i.user_id
        from instructors i join users u on u.id = i.user_id
       where i.is_discoverable;`);
    this.addSql(`create view search_user_source as
      select 2::smallint as kind, u.id as entity_id, u.airport_id, null::bigint as rate, u.created_at as listed_at,
             '{}'::text[] as tags, lower(concat_ws(' ', u.firstname, u.lastname)) as doc
        from users u
       where u.is_discoverable and u.airport_id is not null;`);

    // Counters: one upsert of per-airport deltas, rows taken in airport order (writers cannot deadlock).
    this.addSql(`create function search_apply_counts(airport_ids int[], kinds smallint[], deltas int[]) returns void
      language sql as $$
      insert into search_airports as c (airport_id, location_id, facility, city, state, lat, long, point, shares, instructors, users)
      select d.airport_id, a.location_id, a.facility, a.city, a.state, a.lat, a.long, ll_to_earth(a.lat, a.long),
             d.shares, d.instructors, d.users
        from (select airport_id,
                     coalesce(sum(n) filter (where kind = 0), 0)::int as shares,
                     coalesce(sum(n) filter (where kind = 1), 0)::int as instructors,
                     coalesce(sum(n) filter (where kind = 2), 0)::int as users
                from unnest(airport_ids, kinds, deltas) as x(airport_id, kind, n)
               group by airport_id) d
        join airports a on a.id = d.airport_id
       where d.shares <> 0 or d.instructors <> 0 or d.users <> 0
       order by d.airport_id
      on conflict (airport_id) do update
         set shares = c.shares + excluded.shares,
             instructors = c.instructors + excluded.instructors,
             users = c.users + excluded.users;
    $$;`);
    this.addSql(`create function search_count_entries() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform search_apply_counts(array_agg(airport_id), array_agg(kind), array_agg(1)) from new_rows;
      elsif tg_op = 'DELETE' then
        perform search_apply_counts(array_agg(airport_id), array_agg(kind), array_agg(-1)) from old_rows;
      else
        perform search_apply_counts(array_agg(d.airport_id), array_agg(d.kind), array_agg(d.n))
           from (select airport_id, kind, 1 as n from new_rows
                 union all select airport_id, kind, -1 from old_rows) d;
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger search_entries_counts_ins after insert on search_entries
      referencing new table as new_rows for each statement execute function search_count_entries();`);
    this.addSql(`create trigger search_entries_counts_upd after update on search_entries
      referencing old table as old_rows new table as new_rows for each statement execute function search_count_entries();`);
    this.addSql(`create trigger search_entries_counts_del after delete on search_entries
      referencing old table as old_rows for each statement execute function search_count_entries();`);

    // The entry upsert used by every source trigger: a no-op when nothing the search reads has changed.
    const upsert = `on conflict (kind, entity_id) do update
         set airport_id = excluded.airport_id, rate = excluded.rate, listed_at = excluded.listed_at,
             tags = excluded.tags, doc = excluded.doc
       where (search_entries.airport_id, search_entries.rate, search_entries.listed_at, search_entries.tags, search_entries.doc)
             is distinct from (excluded.airport_id, excluded.rate, excluded.listed_at, excluded.tags, excluded.doc)`;
    const columns = 'kind, entity_id, airport_id, rate, listed_at, tags, doc';

    this.addSql(`create function search_sync_shares() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 0 and e.entity_id = o.id;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        delete from search_entries e using new_rows s
         where e.kind = 0 and e.entity_id = s.id
           and not exists (select 1 from search_share_source v where v.entity_id = s.id);
      end if;
      insert into search_entries (${columns})
      select ${columns} from search_share_source v where v.entity_id in (select id from new_rows)
      ${upsert};
      return null;
    end $$;`);

    this.addSql(`create function search_sync_aircraft() returns trigger language plpgsql as $$
    begin
      insert into search_entries (${columns})
      select ${columns} from search_share_source v where v.aircraft_id in (select id from new_rows)
      ${upsert};
      return null;
    end $$;`);

    this.addSql(`create function search_sync_users() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 2 and e.entity_id = o.id;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        delete from search_entries e using new_rows u
         where e.kind = 2 and e.entity_id = u.id
           and not exists (select 1 from search_user_source v where v.entity_id = u.id);
        -- A professional's entry carries the account's names.
        insert into search_entries (${columns})
        select ${columns} from search_instructor_source v where v.user_id in (select id from new_rows)
        ${upsert};
      end if;
      insert into search_entries (${columns})
      select ${columns} from search_user_source v where v.entity_id in (select id from new_rows)
      ${upsert};
      return null;
    end $$;`);

    this.addSql(`create function search_sync_instructors() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 1 and e.entity_id = o.id;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        delete from search_entries e using new_rows i
         where e.kind = 1 and e.entity_id = i.id
           and not exists (select 1 from search_instructor_source v where v.entity_id = i.id);
      end if;
      insert into search_entries (${columns})
      select ${columns} from search_instructor_source v where v.entity_id in (select id from new_rows)
      ${upsert};
      return null;
    end $$;`);

    // Airports are imported and may be corrected: their copies follow.
    this.addSql(`create function search_sync_airports() returns trigger language plpgsql as $$
    begin
      update search_airports s
         set location_id = a.location_id, facility = a.facility, city = a.city, state = a.state,
             lat = a.lat, long = a.long, point = ll_to_earth(a.lat, a.long)
        from new_rows a
       where s.airport_id = a.id
         and (s.location_id, s.facility, s.city, s.state, s.lat, s.long) is distinct from (a.location_id, a.facility, a.city, a.state, a.lat, a.long);
      return null;
    end $$;`);
    this.addSql(`create trigger airports_search_update after update on airports
      referencing new table as new_rows for each statement execute function search_sync_airports();`);

    this.addSql(`create function search_truncate_kind() returns trigger language plpgsql as $$
    begin
      delete from search_entries where kind = tg_argv[0]::smallint;
      return null;
    end $$;`);

    for (const [table, fn, kind, events] of [
      ['shares', 'search_sync_shares', 0, ['insert', 'update', 'delete']],
      ['aircraft', 'search_sync_aircraft', null, ['update']],
      ['users', 'search_sync_users', 2, ['insert', 'update', 'delete']],
      ['instructors', 'search_sync_instructors', 1, ['insert', 'update', 'delete']],
    ] as const) {
      for (const event of events) {
        const transition = event === 'insert' ? 'new table as new_rows' : event === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
        this.addSql(`create trigger ${table}_search_${event} after ${event} on ${table}
          referencing ${transition} for each statement execute function ${fn}();`);
      }
      if (kind !== null) {
        this.addSql(`create trigger ${table}_search_truncate after truncate on ${table}
          for each statement execute function search_truncate_kind('${kind}');`);
      }
    }

    // Rebuilds both tables from the sources (repair tool; also the backfill of existing rows). Rows go in
    // airport order, so an airport's entries share heap pages: reading an area touches few pages.
    // Writes afterwards land anywhere; CLUSTER search_entries USING search_entries_airport_idx (or
    // pg_repack --order-by airport_id, online) restores the locality.
    this.addSql(`create function search_rebuild() returns void language plpgsql as $$
    begin
      truncate search_entries, search_airports;
      insert into search_entries (${columns})
      select ${columns} from (
        select ${columns} from search_share_source
        union all select ${columns} from search_instructor_source
        union all select ${columns} from search_user_source) source
      order by airport_id, kind, entity_id;
    end $$;`);
    this.addSql(`select search_rebuild();`);
  }

  override async down(): Promise<void> {
    for (const [table, events] of [
      ['shares', ['insert', 'update', 'delete', 'truncate']],
      ['aircraft', ['update']],
      ['users', ['insert', 'update', 'delete', 'truncate']],
      ['instructors', ['insert', 'update', 'delete', 'truncate']],
    ] as const) {
      for (const event of events) this.addSql(`drop trigger if exists ${table}_search_${event} on ${table};`);
    }
    this.addSql(`drop trigger if exists airports_search_update on airports;`);
    this.addSql(`drop function if exists search_rebuild(), search_truncate_kind(), search_sync_airports(), search_sync_instructors(), search_sync_users(),
      search_sync_aircraft(), search_sync_shares(), search_count_entries(), search_apply_counts(int[], smallint[], int[]);`);
    this.addSql(`drop view if exists search_user_source, search_instructor_source, search_share_source;`);
    this.addSql(`drop table if exists search_airports, search_entries;`);
  }
}
