import { Migration } from '@mikro-orm/migrations';
import { Migration20261121040000_search } from './Migration20261121040000_search.js';

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
    const previous = new Migration20261121040000_search(this.driver, this.config);
    // The tables go first: their counter triggers hold on to functions that the previous down() drops.
    this.addSql('drop table if exists search_airports, search_entries;');
    this.addSql('drop function if exists search_sync_pilots(int[]);');
    await previous.down();
    await previous.up();
    for (const sql of previous.getQueries()) this.addSql(sql);
  }
}
