import { planDistancePage } from '../../domain/search/distance-paging.js';
import { searchCriteria, type SearchInput } from '../../domain/search/search-criteria.js';
import type { User } from '../../domain/user/user.js';
import { requireQualifiedFilters, type QualifiedFilters } from './qualified-filters.js';
import type { AirportCount, SearchPage, SearchResult } from '../../domain/search/search-result.js';
import type { EntryCard, SearchRepository } from '../ports/search.repository.js';
import type { RatingSummary } from '../../domain/review/review-view.js';
import type { FitSearch } from '../partners/fit-search.service.js';

/** The listings' ratings, one query for a page of cards (application/reviews/ratings.service.ts). */
export interface ShareRatingSource {
  forShares(shareIds: number[]): Promise<Map<number, RatingSummary>>;
}

/**
 * GET /search: the airports of the circle with their matching counts (markers and total), then one page
 * of entries in the chosen order with their cards.
 */
export class SearchMap {
  constructor(
    private readonly search: SearchRepository,
    private readonly qualifiedFilters: QualifiedFilters | null = null,
    private readonly ratings: ShareRatingSource | null = null,
    /** sortBy=fit (issue 41): "Partners for you" with the search's circle. */
    private readonly fit: Pick<FitSearch, 'execute'> | null = null,
  ) {}

  /** `viewer`: who asks; `qualified=true` needs one (401 otherwise). */
  async execute(input: SearchInput, viewer: User | null = null): Promise<SearchPage> {
    if (input.sortBy === 'fit' && this.fit) return this.fit.execute(input, viewer);
    const c = searchCriteria(input);
    if (input.qualified) c.filter.qualified = await requireQualifiedFilters(this.qualifiedFilters).for(viewer);
    const area = { centre: c.centre, radiusMetres: c.radiusMetres, airportId: c.airportId };
    const window = { offset: c.offset, limit: c.limit };
    const { by, dir } = c.sort;
    const tally = await this.search.tally(area, c.filter, by === 'dist' ? undefined : { sort: { by, dir }, window });
    // Nearest first, the order of distance pages and markers (the repository answers in no order).
    const tallies = tally.airports.sort((a, b) => a.dist - b.dist || a.airport.id - b.airport.id);
    const count = tallies.reduce((n, t) => n + t.counts.share + t.counts.instructor + t.counts.user, 0);

    let cards: EntryCard[] = tally.page;
    if (by === 'dist' && c.offset < count) {
      const buckets = tallies.map((t) => ({ airportId: t.airport.id, dist: t.dist, counts: t.counts }));
      cards = await this.search.slices(planDistancePage(buckets, dir, window), c.filter);
    }

    const airports = new Map(tallies.map((t) => [t.airport.id, t.airport]));
    // The share cards' ratings: one query for the page's listings, after the search (search_entries untouched).
    const rated = this.ratings ? await this.ratings.forShares(cards.filter((c) => c.type === 'share').map((c) => c.id)) : null;
    const results: SearchResult[] = [];
    for (const card of cards) {
      const airport = airports.get(card.airportId);
      if (airport) results.push(toResult(card, airport, rated, c.filter.qualified !== null));
    }

    const airportCounts: AirportCount[] = tallies.map(({ airport: a, counts }) => ({
      airport: { id: a.id, locationId: a.locationId, facility: a.facility, lat: a.lat, long: a.long },
      share: counts.share,
      instructor: counts.instructor,
      user: counts.user,
    }));
    return { results, count, airportCounts };
  }
}

function toResult(card: EntryCard, airport: SearchResult['airport'], rated: Map<number, RatingSummary> | null, qualified: boolean): SearchResult {
  const place = { city: airport.city, state: airport.state };
  switch (card.type) {
    case 'share': {
      const data = { ...card.data, airport, ...(rated ? { rating: rated.get(card.id) ?? null } : {}), ...(qualified ? { qualifies: true as const } : {}) };
      return { type: 'share', id: card.id, airport, data };
    }
    case 'instructor':
      return { type: 'instructor', id: card.id, airport, data: { ...card.data, ...place } };
    case 'user':
      return { type: 'user', id: card.id, airport, data: { ...card.data, ...place } };
  }
}
