import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40, point 5: an owner's minimums may ask where the record comes from ("proofs": an FAA-matched
 * certificate, hours from a logbook). The Find filter ("planes I qualify for") keeps one shape: each proof a
 * listing asks is one more token in its entry's `req_ratings` ('faa-certificate', 'logbook-hours'), and the
 * pilot's facts add the proofs his record gives to his ratings (adapters/persistence/qualification.sql.ts), so
 * `req_ratings <@ facts` decides both, and the requirement sets and their counts need no new column.
 * No listing asks a proof before this migration: no entry changes when it runs.
 */
export class Migration20261217250000_minimum_proofs extends Migration {
  override async up(): Promise<void> {
    this.addSql(shareSource(true));
  }

  override async down(): Promise<void> {
    this.addSql(shareSource(false));
  }
}

// Migration 20261205000000_pilot_records's view of shares as it ran (a copy, so neither migration changes when
// the other does), with the proofs' tokens when `withProofs`.
const HOUR_CLASSES = ['retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine', 'turbine', 'instrument', 'night', 'last90Days'];
const listOf = (json: string) => `jsonb_array_elements_text(case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end)`;

function requirements(m: string, a: string, withProofs: boolean): string {
  const certificate = `(array_position(array['student','sport','recreational','private','commercial','atp']::text[], ${m}->>'certificate') - 1)::smallint`;
  const classes = `case when jsonb_typeof(${m}->'classHours') = 'object' and exists (select 1 from jsonb_each(${m}->'classHours') c where jsonb_typeof(c.value) = 'number')
      then array[${HOUR_CLASSES.map((c) => `coalesce((${m}->'classHours'->>'${c}')::float8, 0)`).join(', ')}] end`;
  const proofs = withProofs ? `
        union all select r from ${listOf(`${m}->'proofs'`)} as p(r) where r in ('faa-certificate', 'logbook-hours')` : '';
  const ratings = `array(select distinct r from (
        select ${listOf(`${m}->'ratings'`)} as r
        union all select unnest(array[case when ${a}.instrument_rating_required then 'instrument' end, case when ${a}.complex then 'complex' end,
                                       case when ${a}.high_performance then 'high-performance' end, case when ${a}.tailwheel then 'tailwheel' end,
                                       case when ${a}.multi_engine then 'multi-engine' end])${proofs}) x where r is not null order by r)`;
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
}

const shareSource = (withProofs: boolean) => `create or replace view search_share_source as
      select 0::smallint as kind, s.id as entity_id, s.airport_id, s.rate_per_hour::bigint as rate, s.list_date as listed_at,
             a.tags, lower(concat_ws(' ', s.title, a.make, a.model, s.description)) as doc, s.aircraft_id, false as also_pilot,
             ${requirements('s.minimums', 'a', withProofs)}
        from shares s join aircraft a on a.id = s.aircraft_id
       where s.is_active;`;
