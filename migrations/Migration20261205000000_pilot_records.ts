import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15: the pilot's record, the owner's minimums and the aircraft's classes, and what the search
 * needs to answer "planes I qualify for" in SQL.
 *
 * - `pilot_records`: one row per pilot who saved a record (the domain's PilotRecord as JSON, written only
 *   after domain/pilot/pilot-record-rules.ts accepted it); removed with the account.
 * - `shares.minimums`: the listing's Minimums as JSON (checked by readMinimums before it is written).
 * - `aircraft`: the five class flags, and `model_key` and `make_model_key`, the model and the make and model
 *   as the match compares them (domain makeModelKey, written by the application with the make and model).
 * - `search_entries` gains the requirements of each listing as plain columns (`req_*`), computed by the
 *   share source view from the minimums and the aircraft, so the same triggers and `search_rebuild()` keep
 *   them in step. The filter compares them with the pilot's qualificationFacts passed as parameters
 *   (adapters/persistence/qualification.sql.ts), the SQL twin of qualifiesByFacts.
 *   `req_any` is false for a listing that asks nothing (most): the filter passes it at once.
 */
/** The requirement columns of a share's search entry, with their types. */
const REQUIREMENT_COLUMNS = [
  ['req_certificate', 'smallint null'], ['req_ratings', "text[] not null default '{}'"], ['req_total', 'float8 null'],
  ['req_classes', 'float8[] null'], ['req_model_key', 'text null'], ['req_make_model_key', 'text null'], ['req_make_model_hours', 'float8 null'],
  ['req_medical', 'smallint null'], ['req_flight_review', 'boolean not null default false'], ['req_min_age', 'smallint null'],
  ['req_max_age', 'smallint null'], ['req_insurance', 'float8 null'],
] as const;
const REQ_NAMES = REQUIREMENT_COLUMNS.map(([c]) => c).join(', ');

/** Transition tables are named per event (an INSERT trigger has no old table): one function per event. */
const TRANSITIONS = [
  ['insert', 'new table as new_rows'],
  ['delete', 'old table as old_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
] as const;

/**
 * The trigger functions that keep search_requirement_sets and search_requirement_groups, one per event.
 * `withTotals` (migration 20261206100000 has its own copy) also keeps, per airport, the row of key '*': how many of its
 * listings ask anything at all.
 */
function requirementCountFunctions(withTotals: boolean): string[] {
  const asked = (table: string, delta: number) => `select airport_id, ${REQ_NAMES}, ${delta} as delta from ${table} where kind = 0 and req_any`;
  const rowsOf = { insert: asked('new_rows', 1), delete: asked('old_rows', -1), update: `${asked('new_rows', 1)} union all ${asked('old_rows', -1)}` };
  return TRANSITIONS.map(([event]) => {
    const rows = rowsOf[event];
    const keyed = `select airport_id, md5(row(${REQ_NAMES})::text) as req_key, delta from (${rows}) d${withTotals ? `
                union all select airport_id, '*', delta from (${rows}) d` : ''}`;
    return `create or replace function search_count_requirements_${event}() returns trigger language plpgsql as $$
      begin
        ${event === 'delete' ? '' : `insert into search_requirement_sets (req_key, ${REQ_NAMES})
        select distinct md5(row(${REQ_NAMES})::text), ${REQ_NAMES} from (${rows}) d where delta > 0
        on conflict (req_key) do nothing;`}
        insert into search_requirement_groups as g (airport_id, req_key, n)
        select airport_id, req_key, sum(delta)::int
          from (${keyed}) k
         group by airport_id, req_key
         order by 1, 2
        on conflict (airport_id, req_key) do update set n = g.n + excluded.n;
        return null;
      end $$;`;
  });
}

const COLUMNS =
  'kind, entity_id, airport_id, rate, listed_at, tags, doc, also_pilot, req_any, req_certificate, req_ratings, req_total, req_classes, req_model_key, req_make_model_key, req_make_model_hours, req_medical, req_flight_review, req_min_age, req_max_age, req_insurance';
const CHANGED = COLUMNS.split(', ').filter((c) => c !== 'kind' && c !== 'entity_id');
const UPSERT = `on conflict (kind, entity_id) do update
     set ${CHANGED.map((c) => `${c} = excluded.${c}`).join(', ')}
   where (${CHANGED.map((c) => `search_entries.${c}`).join(', ')})
         is distinct from (${CHANGED.map((c) => `excluded.${c}`).join(', ')})`;

/** Columns of the people's sources: they ask nothing. */
const NO_REQUIREMENTS = `false as req_any, null::smallint as req_certificate, '{}'::text[] as req_ratings, null::float8 as req_total,
             null::float8[] as req_classes, null::text as req_model_key, null::text as req_make_model_key, null::float8 as req_make_model_hours, null::smallint as req_medical,
             false as req_flight_review, null::smallint as req_min_age, null::smallint as req_max_age, null::float8 as req_insurance`;

/**
 * The requirements of a listing from its minimums (m) and its aircraft (a). Certificate ranks follow
 * CERTIFICATES (student 0 .. atp 5); class hours follow HOUR_CLASSES, 0 where not asked; the ratings are
 * the minimums' and those the aircraft itself asks for (its instrument-rating switch and its classes).
 */
const HOUR_CLASSES = ['retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine', 'turbine', 'instrument', 'night', 'last90Days'];
const SHARE_REQUIREMENTS = (m: string, a: string) => {
  const certificate = `(array_position(array['student','sport','recreational','private','commercial','atp']::text[], ${m}->>'certificate') - 1)::smallint`;
  const classes = `case when jsonb_typeof(${m}->'classHours') = 'object' and exists (select 1 from jsonb_each(${m}->'classHours') c where jsonb_typeof(c.value) = 'number')
      then array[${HOUR_CLASSES.map((c) => `coalesce((${m}->'classHours'->>'${c}')::float8, 0)`).join(', ')}] end`;
  const ratings = `array(select distinct r from (
        select jsonb_array_elements_text(case when jsonb_typeof(${m}->'ratings') = 'array' then ${m}->'ratings' else '[]'::jsonb end) as r
        union all select unnest(array[case when ${a}.instrument_rating_required then 'instrument' end, case when ${a}.complex then 'complex' end,
                                       case when ${a}.high_performance then 'high-performance' end, case when ${a}.tailwheel then 'tailwheel' end,
                                       case when ${a}.multi_engine then 'multi-engine' end])) x where r is not null order by r)`;
  const makeModelHours = `(${m}->>'makeModelHours')::float8`;
  const flightReview = `coalesce((${m}->>'flightReview')::boolean, false)`;
  const parts = {
    req_certificate: certificate,
    req_ratings: ratings,
    req_total: `(${m}->>'totalHours')::float8`,
    req_classes: classes,
    req_model_key: `case when ${makeModelHours} is not null then ${a}.model_key end`,
    req_make_model_key: `case when ${makeModelHours} is not null then ${a}.make_model_key end`,
    req_make_model_hours: makeModelHours,
    req_medical: `(${m}->>'medicalClass')::smallint`,
    req_flight_review: flightReview,
    req_min_age: `(${m}->>'minAge')::smallint`,
    req_max_age: `(${m}->>'maxAge')::smallint`,
    req_insurance: `(${m}->>'renterInsurance')::float8`,
  };
  const any = `(${certificate} is not null or cardinality(${ratings}) > 0 or ${parts.req_total} is not null or (${classes}) is not null
      or ${makeModelHours} is not null or ${parts.req_medical} is not null or ${flightReview} or ${parts.req_min_age} is not null
      or ${parts.req_max_age} is not null or ${parts.req_insurance} is not null)`;
  return [`${any} as req_any`, ...Object.entries(parts).map(([name, sql]) => `${sql} as ${name}`)].join(',\n             ');
};

export class Migration20261205000000_pilot_records extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pilot_records (
      user_id int primary key references users(id) on delete cascade,
      record jsonb not null,
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`alter table shares add column minimums jsonb not null default '{}';`);
    this.addSql(`alter table aircraft
      add column retractable boolean not null default false,
      add column complex boolean not null default false,
      add column high_performance boolean not null default false,
      add column tailwheel boolean not null default false,
      add column multi_engine boolean not null default false,
      add column model_key text not null default '',
      add column make_model_key text not null default '';`);

    this.addSql(`alter table search_entries
      add column req_any boolean not null default false,
      ${REQUIREMENT_COLUMNS.map(([c, type]) => `add column ${c} ${type}`).join(',\n      ')};`);

    // "Planes I qualify for" counts, per airport, the listings with requirements a pilot does not meet and
    // takes them off the counters. Listings ask the same few things (round numbers, the same insurers), so
    // each distinct set of requirements is a row of search_requirement_sets (a few hundred), checked once per
    // search, and search_requirement_groups counts the listings per airport and set, kept by triggers like
    // search_airports: the count is a join on the sets the pilot does not meet, no per-listing check.
    this.addSql(`create table search_requirement_sets (
      req_key text primary key,
      req_any boolean not null default true,
      ${REQUIREMENT_COLUMNS.map(([c, type]) => `${c} ${type}`).join(',\n      ')}
    );`);
    this.addSql(`create table search_requirement_groups (
      airport_id int not null,
      req_key text not null,
      n int not null,
      primary key (airport_id, req_key) include (n)
    );`);
    for (const sql of requirementCountFunctions(false)) this.addSql(sql);
    for (const [event, transition] of TRANSITIONS) {
      this.addSql(`create trigger search_entries_requirements_${event.slice(0, 3)} after ${event} on search_entries
        referencing ${transition} for each statement execute function search_count_requirements_${event}();`);
    }

    // New columns go last (create or replace view keeps the existing ones in place).
    this.addSql(`create or replace view search_share_source as
      select 0::smallint as kind, s.id as entity_id, s.airport_id, s.rate_per_hour::bigint as rate, s.list_date as listed_at,
             a.tags, lower(concat_ws(' ', s.title, a.make, a.model, s.description)) as doc, s.aircraft_id, false as also_pilot,
             ${SHARE_REQUIREMENTS('s.minimums', 'a')}
        from shares s join aircraft a on a.id = s.aircraft_id
       where s.is_active;`);
    this.addSql(`create or replace view search_instructor_source as
      select 1::smallint as kind, i.id as entity_id, i.airport_id, i.rate_per_hour::bigint as rate, i.created_at as listed_at,
             i.tags, lower(concat_ws(' ', u.firstname, u.lastname, i.business_name)) as doc, i.user_id,
             (u.is_discoverable and u.airport_id is not null) as also_pilot,
             ${NO_REQUIREMENTS}
        from instructors i join users u on u.id = i.user_id
       where i.is_discoverable;`);
    this.addSql(`create or replace view search_user_source as
      select 2::smallint as kind, u.id as entity_id, u.airport_id, null::bigint as rate, u.created_at as listed_at,
             '{}'::text[] as tags, lower(concat_ws(' ', u.firstname, u.lastname)) as doc, false as also_pilot,
             ${NO_REQUIREMENTS}
        from users u
       where u.is_discoverable and u.airport_id is not null
         and not exists (select 1 from instructors i where i.user_id = u.id and i.is_discoverable);`);

    // Every function that writes entries, with the new columns (bodies otherwise as migration 20261125000000).
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

    this.addSql(`create or replace function search_sync_pilots(user_ids int[]) returns void language plpgsql as $$
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
      truncate search_entries, search_airports, search_requirement_groups, search_requirement_sets;
      insert into search_entries (${COLUMNS})
      select ${COLUMNS} from (
        select ${COLUMNS} from search_share_source
        union all select ${COLUMNS} from search_instructor_source
        union all select ${COLUMNS} from search_user_source) source
      order by airport_id, kind, entity_id;
    end $$;`);
    // Existing listings ask nothing yet (no minimums, every flag false) except the instrument-rating switch.
    this.addSql(`update search_entries e set req_any = true, req_ratings = '{instrument}'
      from shares s join aircraft a on a.id = s.aircraft_id
      where e.kind = 0 and e.entity_id = s.id and a.instrument_rating_required;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists pilot_records;');
    for (const event of ['insert', 'delete', 'update']) {
      this.addSql(`drop trigger if exists search_entries_requirements_${event.slice(0, 3)} on search_entries;`);
      this.addSql(`drop function if exists search_count_requirements_${event}();`);
    }
    this.addSql('drop table if exists search_requirement_groups, search_requirement_sets;');
    // The previous views and functions, then the columns.
    const previous = new SearchPeopleOnceAsItRan(this.driver, this.config);
    this.addSql(`drop view if exists search_share_source, search_instructor_source, search_user_source;`);
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
    await previous.up();
    for (const query of previous.getQueries()) {
      const sql = String(query);
      // Only its views and functions: its columns and data changes are in place already.
      if (/^(create or replace (view|function)|create function)/.test(sql.trim())) this.addSql(sql.replace(/^create function/, 'create or replace function'));
    }
    this.addSql(`alter table search_entries drop column req_any, drop column req_certificate, drop column req_ratings, drop column req_total,
      drop column req_classes, drop column req_model_key, drop column req_make_model_key, drop column req_make_model_hours, drop column req_medical,
      drop column req_flight_review, drop column req_min_age, drop column req_max_age, drop column req_insurance;`);
    this.addSql(`alter table aircraft drop column retractable, drop column complex, drop column high_performance, drop column tailwheel,
      drop column multi_engine, drop column model_key, drop column make_model_key;`);
    this.addSql('alter table shares drop column minimums;');
  }
}

/**
 * Migration 20261125000000_search_people_once as it ran (a copy, so that this migration never changes when
 * that file does): down() above takes its views and functions, to which this migration's down() goes back.
 */
const PEOPLE_ONCE_COLUMNS = 'kind, entity_id, airport_id, rate, listed_at, tags, doc, also_pilot';
const PEOPLE_ONCE_UPSERT = `on conflict (kind, entity_id) do update
     set airport_id = excluded.airport_id, rate = excluded.rate, listed_at = excluded.listed_at,
         tags = excluded.tags, doc = excluded.doc, also_pilot = excluded.also_pilot
   where (search_entries.airport_id, search_entries.rate, search_entries.listed_at, search_entries.tags, search_entries.doc, search_entries.also_pilot)
         is distinct from (excluded.airport_id, excluded.rate, excluded.listed_at, excluded.tags, excluded.doc, excluded.also_pilot)`;

class SearchPeopleOnceAsItRan extends Migration {
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
      insert into search_entries (${PEOPLE_ONCE_COLUMNS})
      select ${PEOPLE_ONCE_COLUMNS} from search_share_source v where v.entity_id in (select id from new_rows)
      ${PEOPLE_ONCE_UPSERT};
      return null;
    end $$;`);

    this.addSql(`create or replace function search_sync_aircraft() returns trigger language plpgsql as $$
    begin
      insert into search_entries (${PEOPLE_ONCE_COLUMNS})
      select ${PEOPLE_ONCE_COLUMNS} from search_share_source v where v.aircraft_id in (select id from new_rows)
      ${PEOPLE_ONCE_UPSERT};
      return null;
    end $$;`);

    // The pilot entries of these accounts, as the source says now (in, out, or refreshed).
    this.addSql(`create function search_sync_pilots(user_ids int[]) returns void language plpgsql as $$
    begin
      delete from search_entries e
       where e.kind = 2 and e.entity_id = any(user_ids)
         and not exists (select 1 from search_user_source v where v.entity_id = e.entity_id);
      insert into search_entries (${PEOPLE_ONCE_COLUMNS})
      select ${PEOPLE_ONCE_COLUMNS} from search_user_source v where v.entity_id = any(user_ids)
      ${PEOPLE_ONCE_UPSERT};
    end $$;`);

    this.addSql(`create or replace function search_sync_users() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from search_entries e using old_rows o where e.kind = 2 and e.entity_id = o.id;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        -- A professional's entry carries the account's names and whether the account is a pilot on the map.
        insert into search_entries (${PEOPLE_ONCE_COLUMNS})
        select ${PEOPLE_ONCE_COLUMNS} from search_instructor_source v where v.user_id in (select id from new_rows)
        ${PEOPLE_ONCE_UPSERT};
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
      insert into search_entries (${PEOPLE_ONCE_COLUMNS})
      select ${PEOPLE_ONCE_COLUMNS} from search_instructor_source v where v.entity_id in (select id from new_rows)
      ${PEOPLE_ONCE_UPSERT};
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
        insert into search_entries (${PEOPLE_ONCE_COLUMNS}) select ${PEOPLE_ONCE_COLUMNS} from search_user_source on conflict do nothing;
      end if;
      return null;
    end $$;`);

    this.addSql(`create or replace function search_rebuild() returns void language plpgsql as $$
    begin
      truncate search_entries, search_airports;
      insert into search_entries (${PEOPLE_ONCE_COLUMNS})
      select ${PEOPLE_ONCE_COLUMNS} from (
        select ${PEOPLE_ONCE_COLUMNS} from search_share_source
        union all select ${PEOPLE_ONCE_COLUMNS} from search_instructor_source
        union all select ${PEOPLE_ONCE_COLUMNS} from search_user_source) source
      order by airport_id, kind, entity_id;
    end $$;`);

    // Existing data, through the new triggers (counters included): flag the professionals who are pilots,
    // then take out their pilot entries. Touches only those people's rows.
    this.addSql(`update search_entries e set also_pilot = true
      from search_instructor_source v where e.kind = 1 and e.entity_id = v.entity_id and v.also_pilot;`);
    this.addSql(`delete from search_entries e using instructors i
      where e.kind = 2 and e.entity_id = i.user_id and i.is_discoverable;`);
  }
}
