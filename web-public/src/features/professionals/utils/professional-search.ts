import { canonicalTag } from '../../../../../domain/instructor/instructor-rules';
import type { InstructorSearchQuery, InstructorSort } from '../api/search-instructors.api';

/** Spec 9: the radius of an instructor search once a place is picked, in kilometres. */
export const PLACE_RADIUS_KM = 250;

/** Spec 9 "Sort options", in the dropdown's order; the first is the default. */
export const SORT_OPTIONS = [
  { id: 'closest', label: 'Closest', sortBy: 'dist', sortDir: 'asc' },
  { id: 'price-desc', label: 'Price highest', sortBy: 'ratePerHour', sortDir: 'desc' },
  { id: 'price-asc', label: 'Price lowest', sortBy: 'ratePerHour', sortDir: 'asc' },
] as const satisfies readonly { id: string; label: string; sortBy: InstructorSort; sortDir: 'asc' | 'desc' }[];

export type SortId = (typeof SORT_OPTIONS)[number]['id'];

/** The professionals page's form, as the query string carries it. */
export interface ProfessionalSearch {
  /** The place's label as shown in the box ("Louisville, KY"). */
  location: string;
  /** Set when a place was picked. */
  point: { lat: number; lng: number } | null;
  q: string;
  tags: string[];
  sort: SortId;
}

export const EMPTY_SEARCH: ProfessionalSearch = { location: '', point: null, q: '', tags: [], sort: 'closest' };

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** The form from the address; anything malformed falls back to its default. */
export function readSearch(params: URLSearchParams): ProfessionalSearch {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => canonicalTag(t))
    .filter((t): t is string => t !== null);
  const sort =
    SORT_OPTIONS.find((o) => o.sortBy === params.get('sortBy') && o.sortDir === (params.get('sortDir') ?? o.sortDir))?.id ??
    EMPTY_SEARCH.sort;
  return {
    location: (params.get('location') ?? '').slice(0, 200),
    point: lat !== null && lng !== null ? { lat, lng } : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    tags: [...new Set(tags)],
    sort,
  };
}

/** The address of a search: the form's values, tags comma-joined (spec 2 "Find professionals"). */
export function writeSearch(search: ProfessionalSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.location.trim()) params.set('location', search.location.trim());
  if (search.point) {
    params.set('lat', String(search.point.lat));
    params.set('lng', String(search.point.lng));
  }
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.tags.length) params.set('tags', search.tags.join(','));
  const sort = SORT_OPTIONS.find((o) => o.id === search.sort) ?? SORT_OPTIONS[0];
  params.set('sortBy', sort.sortBy);
  params.set('sortDir', sort.sortDir);
  return params;
}

/**
 * What the API is asked. A picked place limits the results to 250 km around it; without one, Closest
 * measures from the visitor's own position (no limit), and with no position at all lists newest first.
 */
export function apiQueryOf(search: ProfessionalSearch, visitor: { lat: number; lng: number } | null): InstructorSearchQuery {
  const sort = SORT_OPTIONS.find((o) => o.id === search.sort) ?? SORT_OPTIONS[0];
  const origin = search.point ?? (sort.sortBy === 'dist' ? visitor : null);
  return {
    q: search.q || undefined,
    tags: search.tags,
    near: origin ?? undefined,
    radius: search.point ? PLACE_RADIUS_KM : undefined,
    ...(sort.sortBy === 'dist' && !origin ? { sort: 'listDate', sortDir: 'desc' } : { sort: sort.sortBy, sortDir: sort.sortDir }),
  };
}
