import { Migration } from '@mikro-orm/migrations';
import { requirementCountFunctions } from './Migration20261205000000_pilot_records.js';

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
