import { Migration } from '@mikro-orm/migrations';

/**
 * "Planes I qualify for" counted from the cheaper side (issue 15).
 *
 * The count per airport took off the listings whose set of requirements the pilot does not meet: a join of
 * search_requirement_groups on the unmet sets. A pilot meets few of the sets, so over a large area that read
 * nearly every group row (134,000 at 2000 km on the bench's million listings, most of a search's time).
 * Each airport now also has a group row of key '*': how many of its listings ask anything. The unmet count
 * is then either the sum over the unmet sets, or that total less the sum over the met sets, whichever reads
 * fewer rows; and an index by set reads one set's airports without the others'.
 */
export class Migration20261206100000_requirement_totals extends Migration {
  override async up(): Promise<void> {
    for (const sql of requirementCountFunctions(true)) this.addSql(sql);
    this.addSql(`insert into search_requirement_groups (airport_id, req_key, n)
      select airport_id, '*', sum(n)::int from search_requirement_groups group by airport_id having sum(n) <> 0
      on conflict (airport_id, req_key) do update set n = excluded.n;`);
    this.addSql(`create index search_requirement_groups_by_set on search_requirement_groups (req_key, airport_id) include (n);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists search_requirement_groups_by_set;');
    this.addSql(`delete from search_requirement_groups where req_key = '*';`);
    for (const sql of requirementCountFunctions(false)) this.addSql(sql);
  }
}

// The helpers of migration 20261205000000_pilot_records as they were when this migration was written (a copy,
// so that neither migration changes when the other does).
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
 * `withTotals` (migration 20261206100000) also keeps, per airport, the row of key '*': how many of its
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
