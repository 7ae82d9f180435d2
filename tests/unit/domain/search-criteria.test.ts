import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.js';
import { DEFAULT_CENTRE, SEARCH_LIMITS, SEARCH_MESSAGES as M, narrowsKind, searchCriteria, type SearchInput } from '../../../domain/search/search-criteria.js';
import { KEYWORD_MESSAGES } from '../../../domain/search/search-keyword.js';

function refusalOf(input: SearchInput): DomainError {
  try {
    searchCriteria(input);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe('validation_failed');
    return e as DomainError;
  }
  throw new Error('expected a validation error');
}

const errorsOf = (input: SearchInput): string[] => refusalOf(input).errors;

describe('searchCriteria', () => {
  it('fills the Find defaults: Louisville, 50 km, closest first, page 1 of 10, every kind', () => {
    expect(searchCriteria({})).toEqual({
      centre: DEFAULT_CENTRE,
      radiusMetres: 50_000,
      airportId: null,
      filter: { kinds: ['share', 'instructor', 'user'], keywords: [], shareCategories: [], instructorTags: [], qualified: null },
      sort: { by: 'dist', dir: 'asc' },
      page: 1,
      limit: 10,
      offset: 0,
    });
  });

  it("lists planes only for 'Planes I qualify for', whatever kinds were asked (issue 34)", () => {
    expect(searchCriteria({ qualified: true }).filter.kinds).toEqual(['share']);
    expect(searchCriteria({ qualified: true, searchTypes: ['user', 'instructor', 'share'] }).filter.kinds).toEqual(['share']);
    expect(searchCriteria({ qualified: false, searchTypes: ['user', 'share'] }).filter.kinds).toEqual(['share', 'user']);
  });

  it('keeps what was sent and computes the offset', () => {
    const c = searchCriteria({
      lat: 40, lng: -100, radius: 2_000_000, page: 3, limit: 25, airport: 7, sortBy: 'ratePerHour', sortDir: 'desc', q: ' Cessna  skyhawk ',
      searchTypes: ['user', 'share'], shareCategories: ['Jet', 'Turbo'], instructorTags: ['Instrument'],
    });
    expect(c).toMatchObject({
      centre: { lat: 40, lng: -100 }, radiusMetres: 2_000_000, airportId: 7, sort: { by: 'ratePerHour', dir: 'desc' }, page: 3, limit: 25, offset: 50,
      filter: { kinds: ['share', 'user'], keywords: ['Cessna', 'skyhawk'], shareCategories: ['Jet', 'Turbo'], instructorTags: ['Instrument'] },
    });
  });

  it('sorts by list date newest first unless told otherwise, by price cheapest first', () => {
    expect(searchCriteria({ sortBy: 'listDate' }).sort).toEqual({ by: 'listDate', dir: 'desc' });
    expect(searchCriteria({ sortBy: 'ratePerHour' }).sort).toEqual({ by: 'ratePerHour', dir: 'asc' });
    expect(searchCriteria({ sortBy: 'listDate', sortDir: 'asc' }).sort).toEqual({ by: 'listDate', dir: 'asc' });
  });

  it('treats empty lists as "all" and ignores duplicates and blanks', () => {
    expect(searchCriteria({ searchTypes: [], shareCategories: [' '] }).filter.kinds).toEqual(['share', 'instructor', 'user']);
    expect(searchCriteria({ searchTypes: ['user', 'user', ' share '] }).filter.kinds).toEqual(['share', 'user']);
  });

  it('accepts the radius bounds exactly (1 km and 2000 km, in metres)', () => {
    expect(searchCriteria({ radius: SEARCH_LIMITS.radiusMetres.min }).radiusMetres).toBe(1_000);
    expect(searchCriteria({ radius: SEARCH_LIMITS.radiusMetres.max }).radiusMetres).toBe(2_000_000);
  });

  it.each<[string, SearchInput, string]>([
    ['a latitude past the pole', { lat: 90.5, lng: 0 }, M.lat],
    ['a longitude past the date line', { lat: 0, lng: -180.01 }, M.lng],
    ['lat without lng', { lat: 38 }, M.pair],
    ['lng without lat', { lng: -85 }, M.pair],
    ['a radius under 1 km', { radius: 999 }, M.radius],
    ['a radius over 2000 km', { radius: 2_000_001 }, M.radius],
    ['a radius that is not a number', { radius: Number.NaN }, M.radius],
    ['limit 0', { limit: 0 }, M.limit],
    ['limit 101', { limit: 101 }, M.limit],
    ['a fractional limit', { limit: 2.5 }, M.limit],
    ['page 0', { page: 0 }, M.page],
    ['a fractional page', { page: 1.5 }, M.page],
    ['a page past the paging window', { page: SEARCH_LIMITS.window / 10 + 1, limit: 10 }, M.window],
    ['an unknown sort', { sortBy: 'price' }, M.sortBy],
    ['an unknown direction', { sortDir: 'up' }, M.sortDir],
    ['an airport id that is not a positive whole number', { airport: -3 }, M.airport],
    ['an unknown search type', { searchTypes: ['pilot'] }, M.searchTypes(['pilot'])],
    ['an unknown plane category', { shareCategories: ['Rocket'] }, M.shareCategories(['Rocket'])],
    ['an unknown specialty', { instructorTags: ['Yoga'] }, M.instructorTags(['Yoga'])],
    ['a keyword without a three-letter word', { q: 'a b' }, KEYWORD_MESSAGES.tooShort],
  ])('refuses %s', (_label, input, message) => {
    expect(errorsOf(input)).toEqual([message]);
  });

  it("marks the keyword's message on the keyword, and only it", () => {
    expect(refusalOf({ q: 'a b', radius: 5 }).fields).toEqual({ q: [KEYWORD_MESSAGES.tooShort] });
    expect(refusalOf({ radius: 5 }).fields).toBeUndefined();
  });

  it('reports every problem at once', () => {
    expect(errorsOf({ lat: 100, lng: 0, radius: 5, limit: 500, sortBy: 'x' })).toEqual([M.lat, M.radius, M.limit, M.sortBy]);
  });

  it('says which filters need counting (the counters answer the rest)', () => {
    const base = searchCriteria({}).filter;
    expect(narrowsKind(base, 'share')).toBe(false);
    expect(narrowsKind({ ...base, keywords: ['cub'] }, 'user')).toBe(true);
    expect(narrowsKind({ ...base, shareCategories: ['Jet'] }, 'share')).toBe(true);
    expect(narrowsKind({ ...base, shareCategories: ['Jet'] }, 'instructor')).toBe(false);
    expect(narrowsKind({ ...base, instructorTags: ['Jet'] }, 'instructor')).toBe(true);
  });
});
