import { validationFailed } from '../../domain/errors.js';
import { PARTNERS_MESSAGES } from '../../domain/partner/partners-query.js';
import { searchCriteria, type SearchInput } from '../../domain/search/search-criteria.js';
import type { AirportCount, SearchPage, SearchResult } from '../../domain/search/search-result.js';
import type { User } from '../../domain/user/user.js';
import type { SearchRepository } from '../ports/search.repository.js';
import type { PartnersForYou } from './partners-for-you.service.js';

/** The refusals of sortBy=fit, each naming the parameter (the find page shows it by its sort menu). */
const refuse = (message: string) => validationFailed([message], message, { sortBy: [message] });

/**
 * The find page's "Fits me" sort (GET /api/search?sortBy=fit, issue 41): the search's circle (and its
 * airport and plane categories) answered by "Partners for you" (partners-for-you.service.ts) over the three
 * partner listing types: the listings his partner profile fits, best first, in the search's result shape,
 * each card with its `fit`. `count` and the markers count the listings that fit. A keyword is refused (the
 * fit does not read the listings' words); `qualified` adds nothing (the minimums are one of the fit's filters).
 */
export class FitSearch {
  constructor(
    private readonly partners: Pick<PartnersForYou, 'listings'>,
    private readonly search: Pick<SearchRepository, 'tally' | 'shareCards'>,
  ) {}

  async execute(input: SearchInput, viewer: User | null): Promise<SearchPage> {
    // Every other parameter is checked as the search checks it.
    const c = searchCriteria({ ...input, sortBy: undefined, qualified: false });
    if (c.filter.keywords.length) throw validationFailed([FIT_MESSAGES.keyword], FIT_MESSAGES.keyword, { q: [FIT_MESSAGES.keyword] });
    if (!viewer) throw refuse(PARTNERS_MESSAGES.fitSignedOut);

    const categories = c.filter.shareCategories as readonly string[];
    const ranked = await this.partners.listings(
      viewer,
      { centre: c.centre, radiusKm: c.radiusMetres / 1000, limit: Number.POSITIVE_INFINITY },
      (l) => (c.airportId === null || l.airportId === c.airportId) && (!categories.length || l.aircraftTags.some((t) => categories.includes(t))),
      () => refuse(PARTNERS_MESSAGES.fitNoProfile),
    );

    const area = { centre: c.centre, radiusMetres: c.radiusMetres, airportId: c.airportId };
    const filter = { kinds: ['share' as const], keywords: [], shareCategories: [], instructorTags: [], qualified: null };
    const [{ airports }, cards] = await Promise.all([
      this.search.tally(area, filter),
      this.search.shareCards(ranked.slice(c.offset, c.offset + c.limit).map((r) => ({ id: r.id, airportId: r.airportId }))),
    ]);
    const airportOf = new Map(airports.map((t) => [t.airport.id, t]));
    const shown = ranked.slice(c.offset, c.offset + c.limit);
    const fitOf = new Map(shown.map((r) => [r.id, r.full()]));

    const results: SearchResult[] = [];
    for (const card of cards) {
      const airport = airportOf.get(card.airportId)?.airport;
      const fit = fitOf.get(card.id);
      if (card.type !== 'share' || !airport || !fit) continue;
      results.push({ type: 'share', id: card.id, airport, data: { ...card.data, airport, fit: { score: fit.score, reasons: fit.reasons, monthlyCostCents: fit.monthlyCostCents } } });
    }
    const perAirport = new Map<number, number>();
    for (const r of ranked) perAirport.set(r.airportId, (perAirport.get(r.airportId) ?? 0) + 1);
    const airportCounts: AirportCount[] = [...perAirport]
      .map(([id, n]) => ({ tally: airportOf.get(id), n }))
      .filter((x): x is { tally: NonNullable<typeof x.tally>; n: number } => !!x.tally)
      .sort((a, b) => a.tally.dist - b.tally.dist || a.tally.airport.id - b.tally.airport.id)
      .map(({ tally: { airport: a }, n }) => ({ airport: { id: a.id, locationId: a.locationId, facility: a.facility, lat: a.lat, long: a.long }, share: n, instructor: 0, user: 0 }));
    return { results, count: ranked.length, airportCounts };
  }
}

export const FIT_MESSAGES = {
  keyword: 'Sorting by fit does not take a keyword: clear the keyword, or sort by distance, price or date',
} as const;
