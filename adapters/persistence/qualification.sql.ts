import { HOUR_CLASSES } from '../../domain/pilot/pilot-record.js';
import type { QualificationFacts } from '../../domain/search/search-criteria.js';

/**
 * "Planes I qualify for" in SQL: the twin of qualifiesByFacts (domain/pilot/qualification-facts.ts) over
 * the requirement columns of search_entries (migration 20261205000000), with the pilot's facts as
 * parameters. A listing that asks nothing (`req_any` false) passes at once. Each requirement passes when
 * it is not asked or the facts meet it; unknown facts (no certificate, no valid medical, no age) are
 * given values no requirement accepts. tests/integration/qualified-search.test.ts holds the two to the
 * same answer, listing by listing.
 */
export function qualifiedSql(f: QualificationFacts): { sql: string; params: unknown[] } {
  const makeModel: Record<string, number> = {};
  for (const { key, hours } of f.makeModel) makeModel[key] = (makeModel[key] ?? 0) + hours;
  const classes = HOUR_CLASSES.map((c, i) => `req_classes[${i + 1}] <= ?::float8`).join(' and ');
  const sql = `(not req_any or (
      (req_certificate is null or req_certificate <= ?::int)
      and req_ratings <@ ?::text[]
      and (req_total is null or req_total <= ?::float8)
      and (req_classes is null or (${classes}))
      and (req_make_model_hours is null or req_make_model_hours <= coalesce((?::jsonb ->> req_make_model)::float8, 0))
      and (req_medical is null or req_medical >= ?::int)
      and (not req_flight_review or ?::boolean)
      and (req_min_age is null or req_min_age <= ?::int)
      and (req_max_age is null or req_max_age >= ?::int)
      and (req_insurance is null or req_insurance <= ?::float8)))`;
  const params = [
    f.certificateRank ?? -1,
    `{${f.ratings.map((r) => `"${r.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`,
    f.totalHours,
    ...HOUR_CLASSES.map((c) => f.classHours[c] ?? 0),
    JSON.stringify(makeModel),
    f.medicalClass ?? 99,
    f.flightReviewCurrent,
    f.age ?? -1,
    f.age ?? 1_000_000,
    f.renterInsurance,
  ];
  return { sql, params };
}
