import { beforeEach, describe, expect, it } from 'vitest';
import { AirportShares } from '../../../application/search/airport-shares.service.js';
import { QualifiedFilters } from '../../../application/search/qualified-filters.js';
import { SearchMap, type ShareRatingSource } from '../../../application/search/search-map.service.js';
import { SearchTotals } from '../../../application/search/search-totals.service.js';
import type { TimeZoneFinder } from '../../../application/ports/availability.repository.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { InMemorySearchRepository, searchDoc, type SearchEntry } from '../../../application/testing/in-memory-search.js';
import { InMemoryPilotRecordRepository } from '../../../application/testing/in-memory-shares.js';
import type { Minimums } from '../../../domain/pilot/minimums.js';
import { EMPTY_RECORD } from '../../../domain/pilot/pilot-record.js';
import { SEARCH_MESSAGES as M, type SearchInput } from '../../../domain/search/search-criteria.js';
import { KEYWORD_MESSAGES } from '../../../domain/search/search-keyword.js';
import type { SearchResult } from '../../../domain/search/search-result.js';
import type { User } from '../../../domain/user/user.js';

const CENTRE = { lat: 10, lng: -150 };
const AT = CENTRE;

let repo: InMemorySearchRepository;
let records: InMemoryPilotRecordRepository;
let zones: CountingZones;
let filters: QualifiedFilters;
let map: SearchMap;
let pilot: User;
const ids: Record<string, number> = {};
let nextId = 1;

/** One zone everywhere; counts the look-ups. */
class CountingZones implements TimeZoneFinder {
  lookups = 0;
  zoneAt() {
    this.lookups++;
    return 'Pacific/Honolulu';
  }
}

function airport(code: string, lat: number, lng: number) {
  const id = nextId++;
  repo.airports.push({ id, locationId: code, facility: `${code} Field`, city: 'Testville', state: 'HI', lat, long: lng });
  ids[code] = id;
}

const NO_AIRCRAFT = { make: 'Cessna', model: '172S', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false };

function share(key: string, code: string, o: { title: string; rate: number | null; listed: string; tags?: string[]; minimums?: Minimums }) {
  const id = nextId++;
  ids[key] = id;
  const entry: SearchEntry = {
    type: 'share', id, airportId: ids[code]!, doc: searchDoc(o.title, 'Cessna', '172S', 'Hangared, fresh annual.'), ratePerHour: o.rate, listDate: new Date(o.listed),
    tags: o.tags ?? ['Single Engine'], minimums: o.minimums ?? {}, aircraft: NO_AIRCRAFT,
    data: { title: o.title, year: 2001, make: 'Cessna', model: '172S', type: 'PRIVATE_OWNER_RENTAL', ratePerHour: o.rate, cost: null, pricePercentOffered: null, sharePercentOffered: null, media: [], defaultMedia: 0 },
  };
  repo.entries.push(entry);
}

function person(key: string, code: string, first: string, last: string, listed: string) {
  const id = nextId++;
  ids[key] = id;
  repo.entries.push({ type: 'user', id, airportId: ids[code]!, doc: searchDoc(first, last), ratePerHour: null, listDate: new Date(listed), tags: [], data: { first, last, avatar: null } });
}

function professional(key: string, code: string, o: { first: string; business: string; rate: number | null; tags: string[]; listed: string; alsoPilot?: boolean }) {
  const id = nextId++;
  ids[key] = id;
  repo.entries.push({
    type: 'instructor', id, airportId: ids[code]!, doc: searchDoc(o.first, 'Pro', o.business), ratePerHour: o.rate, listDate: new Date(o.listed), tags: o.tags, alsoPilot: o.alsoPilot ?? false,
    data: { first: o.first, last: 'Pro', avatar: null, userId: id + 1000, ratePerHour: o.rate, alsoPilot: o.alsoPilot ?? false },
  });
}

const keys = (results: SearchResult[]) => results.map((r) => `${r.type}:${Object.entries(ids).find(([, id]) => id === r.id)![0]}`);
const search = (input: SearchInput, viewer: User | null = null) => map.execute({ lat: AT.lat, lng: AT.lng, ...input }, viewer);

beforeEach(async () => {
  nextId = 1;
  repo = new InMemorySearchRepository();
  airport('ZSC', 10, -150); // the centre
  airport('ZSN', 10.09, -150); // ~10 km
  airport('ZSE', 10, -149.7); // ~33 km
  airport('ZSF', 14.5, -150); // ~500 km
  share('bonanza', 'ZSC', { title: 'Bonanza for rent', rate: 250, listed: '2025-01-05' });
  share('skyhawk', 'ZSC', { title: 'Skyhawk block time', rate: 150, listed: '2025-02-01', minimums: { totalHours: 1000 } });
  share('quarter', 'ZSN', { title: 'Quarter share', rate: null, listed: '2025-03-01', tags: ['Single Engine', 'Turbo'] });
  share('twin', 'ZSE', { title: 'Twin trainer', rate: 150, listed: '2025-01-20', tags: ['Multi-Engine'] });
  share('far', 'ZSF', { title: 'Far away Bonanza', rate: 300, listed: '2025-04-01' });
  person('amelia', 'ZSN', 'Amelia', 'Earhart', '2024-02-10');
  person('owner', 'ZSC', 'Olive', 'Owner', '2024-01-10');
  professional('proIvan', 'ZSE', { first: 'Ivan', business: 'Sky School', rate: 60, tags: ['Instrument'], listed: '2025-01-25', alsoPilot: true });
  professional('proPat', 'ZSC', { first: 'Pat', business: '', rate: null, tags: ['Private'], listed: '2025-02-15' });

  const clock = new FakeClock(new Date('2027-06-15T12:00:00Z'));
  const airports = new InMemoryAirportRepository();
  const users = new InMemoryUserRepository(airports, clock);
  pilot = await users.create({
    username: 'pilot', email: 'pilot@example.com', firstname: 'P', lastname: 'Q', provider: 'local', providerId: null, passwordHash: null,
    avatar: null, airportId: null, isDiscoverable: false, bio: '',
  });
  records = new InMemoryPilotRecordRepository();
  zones = new CountingZones();
  filters = new QualifiedFilters(records, zones, clock);
  map = new SearchMap(repo, filters);
});

describe('SearchMap: bad parameters are refused with their message', () => {
  it.each<[string, SearchInput, string]>([
    ['lat=95&lng=0', { lat: 95, lng: 0 }, M.lat],
    ['lat=north&lng=0', { lat: Number.NaN, lng: 0 }, M.lat],
    ['lat=0&lng=200', { lat: 0, lng: 200 }, M.lng],
    ['lat=38', { lat: 38, lng: undefined }, M.pair],
    ['radius=999', { radius: 999 }, M.radius],
    ['radius=2000001', { radius: 2_000_001 }, M.radius],
    ['radius=far', { radius: Number.NaN }, M.radius],
    ['limit=0', { limit: 0 }, M.limit],
    ['limit=101', { limit: 101 }, M.limit],
    ['limit=2.5', { limit: 2.5 }, M.limit],
    ['page=0', { page: 0 }, M.page],
    ['page=last', { page: Number.NaN }, M.page],
    ['page=1001&limit=10', { page: 1001, limit: 10 }, M.window],
    ['sortBy=price', { sortBy: 'price' }, M.sortBy],
    ['sortDir=up', { sortDir: 'up' }, M.sortDir],
    ['searchTypes=pilot', { searchTypes: ['pilot'] }, M.searchTypes(['pilot'])],
    ['shareCategories=Rocket', { shareCategories: ['Rocket'] }, M.shareCategories(['Rocket'])],
    ['instructorTags=Yoga', { instructorTags: ['Yoga'] }, M.instructorTags(['Yoga'])],
    ['q=ab', { q: 'ab' }, KEYWORD_MESSAGES.tooShort],
    [`q=${'x'.repeat(101)}`, { q: 'x'.repeat(101) }, KEYWORD_MESSAGES.tooLong],
    ['airport=LOU', { airport: Number.NaN }, M.airport],
    ['airport=-1', { airport: -1 }, M.airport],
  ])('%s', async (_query, input, message) => {
    const refused = await map.execute(input).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'validation_failed', message, errors: [message] });
    // Only the keyword is typed by a person (Find's keyword box): its message is marked on it.
    expect((refused as { fields?: object }).fields).toEqual(input.q !== undefined ? { q: [message] } : undefined);
    expect(repo.calls).toEqual([]);
  });

  it('answers every message at once, the keyword marked among them', async () => {
    await expect(map.execute({ q: 'ab', radius: 5 })).rejects.toMatchObject({ errors: [M.radius, KEYWORD_MESSAGES.tooShort], fields: { q: [KEYWORD_MESSAGES.tooShort] } });
  });
});

describe('SearchMap: counts, markers, pages', () => {
  it('gives markers nearest first whose counts add up to the count, and leaves out what is beyond the radius', async () => {
    const page = await search({ radius: 50_000, limit: 100 });
    expect(page.airportCounts.map((a) => [a.airport.locationId, a.share, a.instructor, a.user])).toEqual([['ZSC', 2, 1, 1], ['ZSN', 1, 0, 1], ['ZSE', 1, 1, 0]]);
    expect(page.count).toBe(8);
    expect(page.results).toHaveLength(8);
    expect(keys(page.results)).not.toContain('share:far');
  });

  it('pages by distance through slices of the nearest airports: by airport, then kind, then id', async () => {
    const all = await search({ radius: 50_000, limit: 100 });
    expect(keys(all.results)).toEqual(['share:bonanza', 'share:skyhawk', 'instructor:proPat', 'user:owner', 'share:quarter', 'user:amelia', 'share:twin', 'instructor:proIvan']);
    const second = await search({ radius: 50_000, limit: 3, page: 2 });
    expect(keys(second.results)).toEqual(keys(all.results).slice(3, 6));
    expect(repo.calls.at(-1)).toMatchObject({ method: 'slices', slices: [{ airportId: ids.ZSC, kind: 'user', offset: 0, limit: 1 }, { airportId: ids.ZSN, kind: 'share', offset: 0, limit: 1 }, { airportId: ids.ZSN, kind: 'user', offset: 0, limit: 1 }] });
    const desc = await search({ radius: 50_000, limit: 2, sortDir: 'desc' });
    expect(keys(desc.results)).toEqual(['share:twin', 'instructor:proIvan']);
  });

  it('reads a price or date page with the counts, in one read, pilots (no rate) last', async () => {
    const byRate = await search({ radius: 50_000, limit: 100, sortBy: 'ratePerHour', sortDir: 'desc' });
    expect(keys(byRate.results)).toEqual(['share:bonanza', 'share:skyhawk', 'share:twin', 'instructor:proIvan', 'share:quarter', 'instructor:proPat', 'user:amelia', 'user:owner']);
    expect(repo.calls.map((c) => c.method)).toEqual(['tally']);
    const newest = await search({ radius: 50_000, limit: 1, sortBy: 'listDate' });
    expect(keys(newest.results)).toEqual(['share:quarter']);
  });

  it('answers an empty page past the end with the count, reading no slices', async () => {
    const past = await search({ radius: 50_000, limit: 10, page: 5 });
    expect([past.results, past.count]).toEqual([[], 8]);
    expect(repo.calls.map((c) => c.method)).toEqual(['tally']);
  });

  it('answers nothing where nothing is', async () => {
    expect(await map.execute({ lat: -40, lng: 0 })).toEqual({ results: [], count: 0, airportCounts: [] });
  });

  it('gives every card its airport, people the airport\'s city and state', async () => {
    const [card] = (await search({ radius: 50_000, searchTypes: ['user'], q: 'amelia' })).results;
    expect(card).toEqual({
      type: 'user', id: ids.amelia, airport: { id: ids.ZSN, locationId: 'ZSN', facility: 'ZSN Field', city: 'Testville', state: 'HI', lat: 10.09, long: -150 },
      data: { first: 'Amelia', last: 'Earhart', avatar: null, city: 'Testville', state: 'HI' },
    });
  });
});

describe('SearchMap: filters', () => {
  it('selects kinds in rank order; a professional who is also a pilot counts among pilots when professionals are not selected', async () => {
    const people = await search({ radius: 50_000, limit: 100, searchTypes: ['user'] });
    expect([people.count, keys(people.results)]).toEqual([3, ['user:owner', 'user:amelia', 'instructor:proIvan']]);
    expect(people.airportCounts.find((a) => a.airport.id === ids.ZSE)).toMatchObject({ instructor: 0, user: 1 });
    const both = await search({ radius: 50_000, limit: 100, searchTypes: ['user', 'instructor'] });
    expect(both.count).toBe(4);
  });

  it('filters shares by plane category and professionals by specialty, leaving the other kinds alone', async () => {
    const turbo = await search({ radius: 50_000, limit: 100, shareCategories: ['Turbo'] });
    expect(keys(turbo.results).filter((k) => k.startsWith('share'))).toEqual(['share:quarter']);
    expect(turbo.count).toBe(5);
    const instrument = await search({ radius: 50_000, limit: 100, instructorTags: ['Instrument'] });
    expect(keys(instrument.results).filter((k) => k.startsWith('instructor'))).toEqual(['instructor:proIvan']);
  });

  it('finds a keyword in any case; every word must match', async () => {
    expect(keys((await search({ radius: 50_000, q: 'BONANZA' })).results)).toEqual(['share:bonanza']);
    expect(keys((await search({ radius: 50_000, q: 'sky school' })).results)).toEqual(['instructor:proIvan']);
    expect((await search({ radius: 50_000, q: 'bonanza school' })).count).toBe(0);
  });

  it('narrows to one airport (a marker click), still within the circle', async () => {
    expect((await search({ radius: 50_000, airport: ids.ZSN })).count).toBe(2);
    expect((await search({ radius: 50_000, airport: ids.ZSF })).count).toBe(0);
  });

  it('joins the ratings of the share cards, none to the others', async () => {
    const ratings: ShareRatingSource = { forShares: async (shareIds) => new Map(shareIds.filter((id) => id === ids.bonanza).map((id) => [id, { average: 4.5, count: 2 }])) };
    const rated = await new SearchMap(repo, filters, ratings).execute({ ...AT, radius: 50_000, limit: 100 });
    const by = new Map(rated.results.map((r) => [r.id, r.data as { rating?: unknown }]));
    expect([by.get(ids.bonanza!)!.rating, by.get(ids.skyhawk!)!.rating, 'rating' in by.get(ids.amelia!)!]).toEqual([{ average: 4.5, count: 2 }, null, false]);
    expect('rating' in (await search({ radius: 50_000 })).results[0]!.data).toBe(false);
  });
});

describe('"Planes I qualify for"', () => {
  it('is refused to a visitor with its message, on the map, the totals and the markers', async () => {
    await expect(search({ qualified: true })).rejects.toMatchObject({ code: 'unauthenticated', message: M.qualifiedSignedOut });
    await expect(new SearchTotals(repo, filters).execute({ qualified: true })).rejects.toMatchObject({ code: 'unauthenticated', message: M.qualifiedSignedOut });
    await expect(new AirportShares(repo, filters).execute({ qualified: true, viewer: null })).rejects.toMatchObject({ code: 'unauthenticated', message: M.qualifiedSignedOut });
  });

  it('lists only the planes the pilot qualifies for, each card saying so, no people beside them', async () => {
    const page = await search({ radius: 50_000, limit: 100, qualified: true }, pilot);
    expect(keys(page.results)).toEqual(['share:bonanza', 'share:quarter', 'share:twin']);
    expect(page.results.every((r) => r.type === 'share' && r.data.qualifies === true)).toBe(true);
    await records.save(pilot.id, { ...EMPTY_RECORD, totalHours: 1200 });
    expect(keys((await search({ radius: 50_000, limit: 100, qualified: true }, pilot)).results)).toContain('share:skyhawk');
    expect('qualifies' in (await search({ radius: 50_000 })).results[0]!.data).toBe(false);
  });

  it('counts the same on the totals and the markers, and looks an airport\'s zone up once', async () => {
    expect(await new SearchTotals(repo, filters).execute({ qualified: true, viewer: pilot })).toEqual({ shares: 4, users: 3 });
    expect(await new SearchTotals(repo, filters).execute()).toEqual({ shares: 5, users: 3 });
    const markers = await new AirportShares(repo, filters).execute({ qualified: true, viewer: pilot });
    expect(markers.map((m) => [m.airport.locationId, m.count])).toEqual([['ZSC', 1], ['ZSN', 1], ['ZSE', 1], ['ZSF', 1]]);
    expect((await new AirportShares(repo).execute()).map((m) => m.count)).toEqual([2, 1, 1, 1]);
    const before = zones.lookups;
    await new AirportShares(repo, filters).execute({ qualified: true, viewer: pilot });
    expect(zones.lookups).toBe(before);
  });

  it('needs the pilot records: a search built without them fails loudly', async () => {
    await expect(new SearchMap(repo).execute({ qualified: true }, pilot)).rejects.toThrow(/without the pilot records/);
  });
});
