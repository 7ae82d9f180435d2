import { MAKE_MODEL_KEY_MIN } from '../../domain/pilot/make-model.js';
import { HOUR_CLASSES } from '../../domain/pilot/pilot-record.js';
import type { QualificationFacts } from '../../domain/search/search-criteria.js';

/**
 * "Planes I qualify for" in SQL: the twin of qualifiesByFacts (domain/pilot/qualification-facts.ts) over
 * the requirement columns of search_entries (migration 20261205000000), with the pilot's facts as
 * parameters. A listing that asks nothing (`req_any` false) passes at once. Each requirement passes when
 * it is not asked or the facts meet it; unknown facts (no certificate, no valid medical, no age) are
 * given values no requirement accepts. tests/http/qualified-search.http.test.ts holds the two to the
 * same answer, listing by listing.
 */
export function qualifiedSql(f: QualificationFacts): { sql: string; params: unknown[] } {
  // hoursInMakeModelKeys: the most hours among the entries whose key starts the model's or the make and
  // model's key (entries shorter than MAKE_MODEL_KEY_MIN count for nothing).
  const entries = f.makeModel.filter((e) => e.key.length >= MAKE_MODEL_KEY_MIN);
  const makeModel = entries.length
    ? `coalesce((select max(x.h) from unnest(?::text[], ?::float8[]) as x(k, h)
                 where starts_with(req_model_key, x.k) or starts_with(req_make_model_key, x.k)), 0)`
    : '0';
  const classes = HOUR_CLASSES.map((c, i) => `req_classes[${i + 1}] <= ?::float8`).join(' and ');
  const sql = `(not req_any or (
      (req_certificate is null or req_certificate <= ?::int)
      and req_ratings <@ ?::text[]
      and (req_total is null or req_total <= ?::float8)
      and (req_classes is null or (${classes}))
      and (req_make_model_hours is null or req_make_model_hours <= ${makeModel})
      and (req_medical is null or req_medical >= ?::int)
      and (not req_flight_review or ?::boolean)
      and (req_min_age is null or req_min_age <= ?::int)
      and (req_max_age is null or req_max_age >= ?::int)
      and (req_insurance is null or req_insurance <= ?::float8)))`;
  const params = [
    f.certificateRank,
    textArray([...f.ratings, ...f.proofs]),
    f.totalHours,
    ...HOUR_CLASSES.map((c) => f.classHours[c] ?? 0),
    ...(entries.length ? [textArray(entries.map((e) => e.key)), `{${entries.map((e) => e.hours).join(',')}}`] : []),
    f.medicalClass ?? 99,
    f.flightReviewCurrent,
    f.age ?? -1,
    f.age ?? 1_000_000,
    f.renterInsurance,
  ];
  return { sql, params };
}

/** A text[] literal: one parameter (knex would spread a JS array). */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
