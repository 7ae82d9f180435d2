import { AIRCRAFT_TAGS, INSTRUCTOR_TAGS, SEARCH_TYPES, type AircraftTag, type InstructorTag, type SearchType } from '../../../../../domain/options';
import { SEARCH_SORTS, type SearchSortBy, type SortDir } from '../../../../../domain/search/search-order';
import type { QueryValue } from '../../../lib/api-client';

/**
 * The sorts the form offers: the search's, and "Fits me" (issue 41: sortBy=fit, the signed-in pilot's partner
 * fit, best first; share-purchase, partnership and club listings only).
 */
export type FindSortBy = SearchSortBy | 'fit';
export const FIT_SORT = 'fit' as const;
const FIND_SORTS: readonly string[] = [...SEARCH_SORTS, FIT_SORT];

/** The Find form (spec 3 "Search form"); the radius is in km here and in the address, metres for the API. */
export interface SearchForm {
  location: string;
  lat: number;
  lng: number;
  radius: number;
  q: string;
  /** Airport id of a clicked marker, or null. */
  airport: number | null;
  sortBy: FindSortBy;
  sortDir: SortDir;
  shareCategories: AircraftTag[];
  instructorTags: InstructorTag[];
  /** Empty means every kind. */
  searchTypes: SearchType[];
  /** "Planes I qualify for": only listings whose minimums the signed-in pilot meets (the server decides). */
  qualified: boolean;
}

/** Find constants (spec 9). */
export const RADIUS_KM = { default: 50, min: 1, max: 2000 } as const;
/** Fewer results than this on the first search widen the circle. */
export const RETRY_BELOW = 4;
export const PAGE_SIZE = 10;

export const SORT_OPTIONS: readonly { label: string; sortBy: FindSortBy; sortDir: SortDir }[] = [
  { label: 'Closest', sortBy: 'dist', sortDir: 'asc' },
  { label: 'Price highest', sortBy: 'ratePerHour', sortDir: 'desc' },
  { label: 'Price lowest', sortBy: 'ratePerHour', sortDir: 'asc' },
  { label: 'List Date newest', sortBy: 'listDate', sortDir: 'desc' },
  { label: 'List Date oldest', sortBy: 'listDate', sortDir: 'asc' },
];

/** "Fits me": offered to signed-in pilots while the kinds shown include planes. */
export const FIT_OPTION = { label: 'Fits me', sortBy: FIT_SORT, sortDir: 'desc' } as const;

/** The kinds a form shows include planes (none ticked is every kind). */
export const showsPlanes = (form: Pick<SearchForm, 'searchTypes' | 'qualified'>): boolean =>
  form.qualified || form.searchTypes.length === 0 || form.searchTypes.includes('share');

/** Kept to three decimals: halving 50 km a few times reads 6.25, not 6.250000001. */
export const clampRadius = (km: number): number =>
  Math.min(RADIUS_KM.max, Math.max(RADIUS_KM.min, Math.round(km * 1000) / 1000));

export const formDefaults = (): Omit<SearchForm, 'lat' | 'lng' | 'location'> => ({
  radius: RADIUS_KM.default,
  q: '',
  airport: null,
  sortBy: 'dist',
  sortDir: 'asc',
  shareCategories: [],
  instructorTags: [],
  searchTypes: [],
  qualified: false,
});

const number = (raw: string | null, ok: (n: number) => boolean): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && ok(n) ? n : undefined;
};

const list = <T extends string>(raw: string | null, allowed: readonly T[]): T[] =>
  [...new Set((raw ?? '').split(',').map((v) => v.trim()))].filter((v): v is T => allowed.includes(v as T));

/** What the address says, as far as it makes sense: unknown names and numbers out of range are dropped. */
export function formFromQuery(params: URLSearchParams): Partial<SearchForm> {
  const out: Partial<SearchForm> = {};
  const lat = number(params.get('lat'), (n) => Math.abs(n) <= 90);
  const lng = number(params.get('lng'), (n) => Math.abs(n) <= 180);
  if (lat !== undefined && lng !== undefined) Object.assign(out, { lat, lng });
  const radius = number(params.get('radius'), (n) => n > 0);
  if (radius !== undefined) out.radius = clampRadius(radius);
  const airport = number(params.get('airport'), (n) => Number.isInteger(n) && n > 0);
  if (airport !== undefined) out.airport = airport;
  if (params.get('q')) out.q = params.get('q')!;
  if (params.get('location')) out.location = params.get('location')!;
  const sortBy = params.get('sortBy') as FindSortBy | null;
  if (sortBy && FIND_SORTS.includes(sortBy)) {
    out.sortBy = sortBy;
    const sortDir = params.get('sortDir');
    out.sortDir = sortDir === 'asc' || sortDir === 'desc' ? sortDir : sortBy === 'listDate' || sortBy === FIT_SORT ? 'desc' : 'asc';
  }
  out.shareCategories = list(params.get('shareCategories'), AIRCRAFT_TAGS);
  out.instructorTags = list(params.get('instructorTags'), INSTRUCTOR_TAGS);
  const types = list(params.get('searchTypes'), SEARCH_TYPES);
  out.searchTypes = types.length === SEARCH_TYPES.length ? [] : types;
  out.qualified = params.get('qualified') === 'true';
  return out;
}

/** Lists go comma-joined; every kind selected is the same as none, so it is left out (spec 7). */
const joined = (values: string[], all?: number) => (values.length && values.length !== all ? values.join(',') : undefined);

/** The address of a search (spec 2 route table): the form's values, radius in km. */
export function queryOfForm(form: SearchForm): URLSearchParams {
  const entries: [string, string | number | null | undefined][] = [
    ['lat', form.lat],
    ['lng', form.lng],
    ['radius', form.radius],
    ['q', form.q.trim() || undefined],
    ['location', form.location || undefined],
    ['airport', form.airport],
    ['sortBy', form.sortBy],
    ['sortDir', form.sortDir],
    ['shareCategories', joined(form.shareCategories)],
    ['instructorTags', joined(form.instructorTags)],
    ['searchTypes', joined(form.searchTypes, SEARCH_TYPES.length)],
    ['qualified', form.qualified ? 'true' : undefined],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== null) params.set(key, String(value));
  return params;
}

/** GET /api/search's parameters: the same (qualified=true included), with the radius in metres. */
export function apiQueryOf(form: SearchForm, page: number): Record<string, QueryValue> {
  return {
    ...Object.fromEntries(queryOfForm(form)),
    radius: Math.round(form.radius * 1000),
    page,
    limit: PAGE_SIZE,
  };
}
