import { validationFailed } from '../errors.js';
import { AIRCRAFT_TAGS, INSTRUCTOR_TAGS, SEARCH_TYPES, type AircraftTag, type InstructorTag, type SearchType } from '../options.js';
import type { CalendarDay } from '../pilot/pilot-record.js';
import type { qualificationFacts } from '../pilot/qualification-facts.js';
import { keywordWords } from './search-keyword.js';
import { KIND_ORDER, SEARCH_SORTS, type SearchSort, type SearchSortBy, type SortDir } from './search-order.js';

/** Find constants (spec section 9). The radius travels in metres (km x 1000). */
export const SEARCH_LIMITS = {
  radiusMetres: { min: 1_000, max: 2_000_000, default: 50_000 },
  limit: { default: 10, max: 100 },
  /** The deepest result reachable by paging (offset + limit): past it, narrow the search. */
  window: 10_000,
} as const;

/** The default find map centre, also the fallback location (Louisville, KY). */
export const DEFAULT_CENTRE = { lat: 38.175662, lng: -85.7369231 } as const;

export const SEARCH_MESSAGES = {
  lat: 'lat must be a latitude between -90 and 90',
  lng: 'lng must be a longitude between -180 and 180',
  pair: 'Send lat and lng together',
  radius: `radius must be between ${SEARCH_LIMITS.radiusMetres.min} and ${SEARCH_LIMITS.radiusMetres.max} metres (1 to 2000 km)`,
  limit: `limit must be a whole number between 1 and ${SEARCH_LIMITS.limit.max}`,
  page: 'page must be a whole number, 1 or more',
  window: `Only the first ${SEARCH_LIMITS.window} results can be paged through; narrow the search`,
  sortBy: 'sortBy must be dist, ratePerHour, listDate or fit (signed in, with a partner profile)',
  sortDir: 'sortDir must be asc or desc',
  airport: 'airport must be an airport id',
  searchTypes: (bad: string[]) => `Unknown search type: ${bad.join(', ')} (use user, instructor or share)`,
  shareCategories: (bad: string[]) => `Unknown plane category: ${bad.join(', ')}`,
  instructorTags: (bad: string[]) => `Unknown professional specialty: ${bad.join(', ')}`,
  qualified: 'qualified must be true or false',
  qualifiedSignedOut: 'Sign in to see the planes you qualify for: the filter compares listings with your pilot record.',
} as const;

/** The search form as it arrives, typed but unchecked. Lists omitted (or empty) mean "all". */
export interface SearchInput {
  lat?: number;
  lng?: number;
  radius?: number;
  limit?: number;
  page?: number;
  q?: string;
  airport?: number;
  sortBy?: string;
  sortDir?: string;
  searchTypes?: string[];
  shareCategories?: string[];
  instructorTags?: string[];
  /** Only the listings the signed-in pilot qualifies for (issue 15). */
  qualified?: boolean;
}

/** The pilot's facts (domain/pilot/qualification-facts.ts) on a day. */
export type QualificationFacts = ReturnType<typeof qualificationFacts>;

/**
 * "Planes I qualify for": the signed-in pilot's facts on each listing's day. A listing's "today" is its
 * airport's local calendar day, so the facts that age (medical, flight review, age, insurance) are taken
 * on the day of each airport of the area.
 */
export interface QualifiedFor {
  dayAt(airport: { id: number; lat: number; long: number }): CalendarDay;
  factsOn(day: CalendarDay): QualificationFacts;
}

/** What narrows the entries, whatever the area. */
export interface SearchFilter {
  /** Selected kinds, in rank order. */
  kinds: SearchType[];
  keywords: string[];
  /** Shares must carry one of these aircraft tags (other kinds are not affected). */
  shareCategories: AircraftTag[];
  /** Professionals must carry one of these specialties (other kinds are not affected). */
  instructorTags: InstructorTag[];
  /** Shares must be ones this pilot qualifies for (other kinds are not affected); null: no such filter. */
  qualified: QualifiedFor | null;
}

export interface SearchCriteria {
  centre: { lat: number; lng: number };
  radiusMetres: number;
  /** Only this airport (a marker click), still within the radius. */
  airportId: number | null;
  filter: SearchFilter;
  sort: SearchSort;
  page: number;
  limit: number;
  offset: number;
}

/** True when the filter only selects kinds: per-airport counters answer the counts. */
export const narrowsKind = (filter: SearchFilter, kind: SearchType): boolean =>
  filter.keywords.length > 0 ||
  (kind === 'share' && filter.shareCategories.length > 0) ||
  (kind === 'instructor' && filter.instructorTags.length > 0) ||
  (kind === 'share' && filter.qualified !== null);

/** Checks every parameter and answers the criteria, or one validation error with every message. */
export function searchCriteria(input: SearchInput): SearchCriteria {
  const errors: string[] = [];
  const { lat, lng } = input;
  if (lat !== undefined && !(Math.abs(lat) <= 90)) errors.push(SEARCH_MESSAGES.lat);
  if (lng !== undefined && !(Math.abs(lng) <= 180)) errors.push(SEARCH_MESSAGES.lng);
  if ((lat === undefined) !== (lng === undefined)) errors.push(SEARCH_MESSAGES.pair);

  const radius = input.radius ?? SEARCH_LIMITS.radiusMetres.default;
  if (!(radius >= SEARCH_LIMITS.radiusMetres.min && radius <= SEARCH_LIMITS.radiusMetres.max)) errors.push(SEARCH_MESSAGES.radius);

  const limit = input.limit ?? SEARCH_LIMITS.limit.default;
  if (!(Number.isInteger(limit) && limit >= 1 && limit <= SEARCH_LIMITS.limit.max)) errors.push(SEARCH_MESSAGES.limit);
  const page = input.page ?? 1;
  if (!(Number.isInteger(page) && page >= 1)) errors.push(SEARCH_MESSAGES.page);
  else if (Number.isInteger(limit) && page * limit > SEARCH_LIMITS.window) errors.push(SEARCH_MESSAGES.window);

  const airport = input.airport ?? null;
  if (airport !== null && !(Number.isInteger(airport) && airport >= 1 && airport <= 2_147_483_647)) errors.push(SEARCH_MESSAGES.airport);

  const sortBy = (input.sortBy || 'dist') as SearchSortBy;
  if (!SEARCH_SORTS.includes(sortBy)) errors.push(SEARCH_MESSAGES.sortBy);
  const sortDir = (input.sortDir || (sortBy === 'listDate' ? 'desc' : 'asc')) as SortDir;
  if (sortDir !== 'asc' && sortDir !== 'desc') errors.push(SEARCH_MESSAGES.sortDir);

  const keyword = keywordWords(input.q);
  if (keyword.error) errors.push(keyword.error);

  const kinds = pick(input.searchTypes, SEARCH_TYPES, SEARCH_MESSAGES.searchTypes, errors);
  const shareCategories = pick(input.shareCategories, AIRCRAFT_TAGS, SEARCH_MESSAGES.shareCategories, errors);
  const instructorTags = pick(input.instructorTags, INSTRUCTOR_TAGS, SEARCH_MESSAGES.instructorTags, errors);

  // The keyword is the one parameter a person types (Find's keyword box): its message is marked on it.
  if (errors.length) throw validationFailed(errors, errors[0], keyword.error ? { q: [keyword.error] } : undefined);
  return {
    centre: lat !== undefined && lng !== undefined ? { lat, lng } : { ...DEFAULT_CENTRE },
    radiusMetres: radius,
    airportId: airport,
    filter: {
      // "Planes I qualify for" lists planes (issue 34): no pilot or professional cards beside them.
      kinds: input.qualified ? ['share'] : kinds.length ? KIND_ORDER.filter((k) => kinds.includes(k)) : [...KIND_ORDER],
      keywords: keyword.words,
      shareCategories,
      instructorTags,
      // Set by the use case, which knows who asks (searchMap): the criteria only read the parameters.
      qualified: null,
    },
    sort: { by: sortBy, dir: sortDir },
    page,
    limit,
    offset: (page - 1) * limit,
  };
}

/** The distinct known values of a list parameter; unknown ones are reported. Empty means "no filter". */
function pick<T extends string>(values: string[] | undefined, allowed: readonly T[], message: (bad: string[]) => string, errors: string[]): T[] {
  const list = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
  const bad = list.filter((v) => !allowed.includes(v as T));
  if (bad.length) errors.push(message(bad.map((b) => b.slice(0, 40)).slice(0, 5)));
  return list.filter((v): v is T => allowed.includes(v as T));
}
