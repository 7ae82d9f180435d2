import { Migration } from '@mikro-orm/migrations';

/**
 * One search entry per person (issue 12, defect 7). A professional whose account is also a discoverable
 * pilot used to have two entries, a professional (kind 1) and a pilot (kind 2), and was shown, counted and
 * paged twice. Now, while a person's professional profile is on the map:
 *
 * - their pilot entry is not indexed (`search_user_source` leaves them out);
 * - their professional entry carries `also_pilot`, so the card says both and a search for pilots alone
 *   still finds them;
 * - `search_airports.professional_pilots` counts those entries per airport (the counters trigger sees the
 *   flag as a fourth kind), so a pilots-only search counts them from the counters, without reading rows.
 *
 * The write path stays in the triggers, in the writer's transaction: a professional profile created,
 * hidden, shown or removed takes the person's pilot entry out or brings it back; an account edit refreshes
 * the flag. Searches that select professionals read exactly what they read before (fewer rows).
 */
const COLUMNS = 'kind, entity_id, airport_id, rate, listed_at, tags, doc, also_pilot';
const UPSERT = `on conflict (kind, entity_id) do update
     set airport_id = excluded.airport_id, rate = excluded.rate, listed_at = excluded.listed_at,
         tags = excluded.tags, doc = excluded.doc, also_pilot = excluded.also_pilot
   where (search_entries.airport_id, search_entries.rate, search_entries.listed_at, search_entries.tags, search_entries.doc, search_entries.also_pilot)
         is distinct from (excluded.airport_id, excluded.rate, excluded.listed_at, excluded.tags, excluded.doc, excluded.also_pilot)`;

export class Migration20261125000000_search_people_once extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table search_entries add column also_pilot boolean not null default false;`);
    this.addSql(`alter table search_airports add column professional_pilots int not null default 0;`);

    // New columns go last (create or replace view keeps the existing ones in place).
    this.addSql(`create or replace view search_share_source as
      select 0::smallint as kind, s.id as entity_id, s.airport_id, s.rate_per_hour::bigint as rate, s.list_date as listed_at,
             a.tags, lower(concat_ws(' ', s.title, a.make, a.model, s.description)) as doc, s.aircraft_id, false as also_pilot
        from shares s join aircraft a on a.id = s.aircraft_id
       where s.is_active;`);
    this.addSql(`create or replace view search_instructor_source as
      select 1::smallint as kind, i.id as entity_id, i.airport_id, i.rate_per_hour::bigint as rate, i.created_at as listed_at,
             i.tags, lower(concat_ws(' ', u.firstname, u.lastname, i.business_name)) as doc, i.user_id,
             (u.is_discoverable and u.airport_id is not null) as also_pilot
        from instructors i join users u on u.id = i.user_id
       where i.is_discoverable;`);
    this.addSql(`create or replace view search_user_source as
      select 2::smallint as kind, u.id as entity_id, u.airport_id, null::bigint as rate, u.created_at as listed_at,
             '{}'::text[] as tags, lower(concat_ws(' ', u.firstname, u.lastname)) as doc, false as also_pilot
        from users u
       where u.is_discoverable and u.airport_id is not null
         and not exists (select 1 from instructors i where i.user_id = u.id and i.is_discoverable);`);

    // Kind 3 in the deltas is "a professional who is also a pilot" (an entry of kind 1 with also_pilot).
    this.addSql(`create or replace function search_apply_counts(airport_ids int[], kinds smallint[], deltas int[]) returns void
      language sql as $$
      insert into search_airports as c (airport_id, location_id, facility, city, state, lat, long, point, shares, instructors, users, professional_pilots)
      select d.airport_id, a.location_id, a.facility, a.city, a.state, a.lat, a.long, ll_to_earth(a.lat, a.long),
             d.shares, d.instructors, d.users, d.professional_pilots
        from (select airport_id,
                     coalesce(sum(n) filter (where kind = 0), 0)::int as shares,
                     coalesce(sum(n) filter (where kind = 1), 0)::int as instructors,
                     coalesce(sum(n) filter (where kind = 2), 0)::int as users,
                     coalesce(sum(n) filter (where kind = 3), 0)::int as professional_pilots
                from unnest(airport_ids, kinds, deltas) as x(airport_id, kind, n)
               group by airport_id) d
        join airports a on a.id = d.airport_id
       where d.shares <> 0 or d.instructors <> 0 or d.users <> 0 or d.professional_pilots <> 0
       order by d.airport_id
      on conflict (airport_id) do update
         set shares = c.shares + excluded.shares,
             instructors = c.instructors + excluded.instructors,
             users = c.users + excluded.users,
             professional_pilots = c.professional_pilots + excluded.professional_pilots;
    $$;`);
    this.addSql(`create or replace function search_count_entries() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform search_apply_counts(array_agg(d.airport_id), array_agg(d.kind), array_agg(d.n))
           from (select airport_id, kind, 1 as n from new_rows
                 union all select airport_id, 3::smallint, 1 from new_rows where also_pilot) d;
      elsif tg_op = 'DELETE' then
        perform search_apply_counts(array_agg(d.airport_id), array_agg(d.kind), array_agg(d.n))
           from (select airport_id, kind, -1 as n from old_rows
                 union all select airport_id, 3::smallint, -1 from old_rows where also_pilot) d;
      else
        perform search_apply_counts(array_agg(d.airport_id), array_agg(d.kind), array_agg(d.n))
           from (select airport_id, kind, 1 as n from new_rows
                 union all select airport_id, 3::smallint, 1 from new_rows where also_pilot
                 union all select airport_id, kind, -1 from old_rows
                 union all select airport_id, 3::smallint, -1 from old_rows where also_pilot) d;
      end if;
      return null;
    end $$;`);

    this.addSql(`create or replace function search_sync_shares() returns trigger language plpgsql as $$
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
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from search_share_source v where v.entity_id in (select id from new_rows)
      ${UPSERT};
      return null;
    end $$;`);

    this.addSql(`create or replace function search_sync_aircraft() returns trigger language plpgsql as $$
    begin
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from search_share_source v where v.aircraft_id in (select id from new_rows)
      ${UPSERT};
      return null;
    end $$;`);

    // The pilot entries of these accounts, as the source says now (in, out, or refreshed).
    this.addSql(`create function search_sync_pilots(user_ids int[]) returns void language plpgsql as $$
    begin
      delete from search_entries e
       where e.kind = 2 and e.entity_id = any(user_ids)
         and not exists (select 1 from search_user_source v where v.entity_id = e.entity_id);
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from search_user_source v where v.entity_id = any(user_ids)
      ${UPSERT};
    end $$;`);

    this.addSql(`create or replace function search_sync_users() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 2 and e.entity_id = o.id;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        -- A professional's entry carries the account's names and whether the account is a pilot on the map.
        insert into search_entries (${COLUMNS})
        select ${COLUMNS} from search_instructor_source v where v.user_id in (select id from new_rows)
        ${UPSERT};
      end if;
      perform search_sync_pilots(array(select id from new_rows));
      return null;
    end $$;`);

    this.addSql(`create or replace function search_sync_instructors() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 1 and e.entity_id = o.id;
        -- The person is listed as a pilot again (when the account is discoverable).
        perform search_sync_pilots(array(select user_id from old_rows));
        return null;
      end if;
      if tg_op = 'UPDATE' then
        delete from search_entries e using new_rows i
         where e.kind = 1 and e.entity_id = i.id
           and not exists (select 1 from search_instructor_source v where v.entity_id = i.id);
      end if;
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from search_instructor_source v where v.entity_id in (select id from new_rows)
      ${UPSERT};
      if tg_op = 'UPDATE' then
        perform search_sync_pilots(array(select user_id from new_rows union select user_id from old_rows));
      else
        perform search_sync_pilots(array(select user_id from new_rows));
      end if;
      return null;
    end $$;`);

    // Emptying the professionals brings their pilot entries back.
    this.addSql(`create or replace function search_truncate_kind() returns trigger language plpgsql as $$
    begin
      delete from search_entries where kind = tg_argv[0]::smallint;
      if tg_argv[0]::smallint = 1 then
        insert into search_entries (${COLUMNS}) select ${COLUMNS} from search_user_source on conflict do nothing;
      end if;
      return null;
    end $$;`);

    this.addSql(`create or replace function search_rebuild() returns void language plpgsql as $$
    begin
      truncate search_entries, search_airports;
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from (
        select ${COLUMNS} from search_share_source
        union all select ${COLUMNS} from search_instructor_source
        union all select ${COLUMNS} from search_user_source) source
      order by airport_id, kind, entity_id;
    end $$;`);

    // Existing data, through the new triggers (counters included): flag the professionals who are pilots,
    // then take out their pilot entries. Touches only those people's rows.
    this.addSql(`update search_entries e set also_pilot = true
      from search_instructor_source v where e.kind = 1 and e.entity_id = v.entity_id and v.also_pilot;`);
    this.addSql(`delete from search_entries e using instructors i
      where e.kind = 2 and e.entity_id = i.user_id and i.is_discoverable;`);
  }

  /** Back to two entries per professional pilot: the search tables rebuilt as the previous migration made them. */
  override async down(): Promise<void> {
    const previous = new SearchAsFirstMade(this.driver, this.config);
    // The tables go first: their counter triggers hold on to functions that the previous down() drops.
    this.addSql('drop table if exists search_airports, search_entries;');
    this.addSql('drop function if exists search_sync_pilots(int[]);');
    await previous.down();
    await previous.up();
    for (const sql of previous.getQueries()) this.addSql(sql);
  }
}

/**
 * Migration 20261121040000_search as it ran (a copy, so that this migration never changes when that file
 * does): down() above goes back to the search tables it made.
 */
class SearchAsFirstMade extends Migration {
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
