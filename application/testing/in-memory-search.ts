/**
 * The map search's read side in memory, for application tests: the rows of search_entries (what is on the
 * map: active listings, discoverable pilots with an airport, professionals) and the airports, filtered as
 * PostgresSearchRepository filters them. A word matches when the lower-cased document holds it; the
 * counters, token counts and access paths of the SQL side are speed, not meaning, and are left out.
 */
import type { MatchAircraft, Minimums } from '../../domain/pilot/minimums.js';
import { qualifiesByFacts } from '../../domain/pilot/qualification-facts.js';
import type { SearchType } from '../../domain/options.js';
import type { BucketSlice } from '../../domain/search/distance-paging.js';
import type { QualifiedFor, SearchFilter } from '../../domain/search/search-criteria.js';
import { compareEntries } from '../../domain/search/search-order.js';
import type { SearchAirport } from '../../domain/search/search-result.js';
import type { AirportShareCount, AirportTally, EntryCard, KeyPage, SearchArea, SearchRepository } from '../ports/search.repository.js';
import { earthMetres } from './in-memory-shares.js';

/** One row of search_entries: an entry with its card, at an airport. */
export type SearchEntry = EntryCard & {
  /** lower(concat_ws(' ', ...)) of the words searched: a listing's title, make, model, description; names; a business name. */
  doc: string;
  ratePerHour: number | null;
  listDate: Date;
  /** A listing's aircraft tags, a professional's specialties. */
  tags: string[];
  /** A listing's: what "Planes I qualify for" compares with the pilot's facts. */
  minimums?: Minimums;
  aircraft?: MatchAircraft;
  /** A professional whose account is also a discoverable pilot. */
  alsoPilot?: boolean;
};

/** The document of an entry, as the triggers write it. */
export const searchDoc = (...parts: (string | null | undefined)[]): string => parts.filter((p) => p !== null && p !== undefined).join(' ').toLowerCase();

const KIND_CODE: Record<SearchType, number> = { share: 0, instructor: 1, user: 2 };

export class InMemorySearchRepository implements SearchRepository {
  readonly airports: SearchAirport[] = [];
  readonly entries: SearchEntry[] = [];
  /** What each method was asked, for tests of the use case's reads. */
  readonly calls: { method: 'tally' | 'slices'; keyPage?: KeyPage; slices?: BucketSlice[] }[] = [];

  async tally(area: SearchArea, filter: SearchFilter, keyPage?: KeyPage): Promise<{ airports: AirportTally[]; page: EntryCard[] }> {
    this.calls.push({ method: 'tally', keyPage });
    const inArea = new Map<number, { airport: SearchAirport; dist: number }>();
    for (const airport of this.airports) {
      const dist = Math.round(earthMetres(area.centre, { lat: airport.lat, lng: airport.long }));
      if (dist <= area.radiusMetres && (area.airportId === null || airport.id === area.airportId)) inArea.set(airport.id, { airport, dist });
    }
    const matching = this.entries.filter((e) => inArea.has(e.airportId) && this.passes(e, filter, filter.kinds));
    const tallies = new Map<number, AirportTally>();
    for (const e of matching) {
      const { airport, dist } = inArea.get(e.airportId)!;
      const t = tallies.get(airport.id) ?? { airport: { ...airport }, dist, counts: { share: 0, instructor: 0, user: 0 } };
      t.counts[countedAs(e, filter)]++;
      tallies.set(airport.id, t);
    }
    // In no order: the use case orders the markers.
    const airports = [...tallies.values()].reverse();
    if (!keyPage) return { airports, page: [] };
    const sorted = matching
      .map((e) => ({ e, key: { type: e.type, id: e.id, airportId: e.airportId, dist: inArea.get(e.airportId)!.dist, ratePerHour: e.ratePerHour, listDate: e.listDate } }))
      .sort((a, b) => compareEntries(keyPage.sort, a.key, b.key));
    const { offset, limit } = keyPage.window;
    return { airports, page: sorted.slice(offset, offset + limit).map(({ e }) => cardOf(e)) };
  }

  async slices(slices: BucketSlice[], filter: SearchFilter): Promise<EntryCard[]> {
    this.calls.push({ method: 'slices', slices });
    return slices.flatMap((s) =>
      this.entries
        .filter((e) => e.airportId === s.airportId && this.passes(e, filter, [s.kind]))
        .sort((a, b) => KIND_CODE[a.type] - KIND_CODE[b.type] || a.id - b.id)
        .slice(s.offset, s.offset + s.limit)
        .map(cardOf),
    );
  }

  async shareCards(shares: Array<{ id: number; airportId: number }>): Promise<EntryCard[]> {
    return shares.flatMap((s) => this.entries.filter((e) => e.type === 'share' && e.id === s.id).map(cardOf));
  }

  async totals(qualified: QualifiedFor | null = null): Promise<{ shares: number; users: number }> {
    const shares = this.entries.filter((e) => e.type === 'share' && this.qualifies(e, qualified)).length;
    const users = this.entries.filter((e) => e.type === 'user' || (e.type === 'instructor' && e.alsoPilot)).length;
    return { shares, users };
  }

  async airportShareCounts(qualified: QualifiedFor | null = null): Promise<AirportShareCount[]> {
    return [...this.airports]
      .sort((a, b) => a.id - b.id)
      .map((airport) => ({ airport: { ...airport }, count: this.entries.filter((e) => e.type === 'share' && e.airportId === airport.id && this.qualifies(e, qualified)).length }))
      .filter((c) => c.count > 0);
  }

  /** entryFilter: the kinds (a professional who is a pilot counts among pilots searched without professionals), words, tags, qualification. */
  private passes(e: SearchEntry, filter: SearchFilter, kinds: SearchType[]): boolean {
    const kindOk = kinds.includes(e.type) || (e.type === 'instructor' && !!e.alsoPilot && kinds.includes('user') && professionalsArePilots(filter));
    if (!kindOk) return false;
    if (!filter.keywords.every((w) => e.doc.includes(w.toLowerCase()))) return false;
    if (e.type === 'share' && kinds.includes('share') && filter.shareCategories.length && !filter.shareCategories.some((c) => e.tags.includes(c))) return false;
    if (e.type === 'instructor' && kinds.includes('instructor') && filter.instructorTags.length && !filter.instructorTags.some((c) => e.tags.includes(c))) return false;
    return e.type !== 'share' || !kinds.includes('share') || this.qualifies(e, filter.qualified);
  }

  private qualifies(e: SearchEntry, q: QualifiedFor | null): boolean {
    if (!q || e.type !== 'share') return true;
    const airport = this.airports.find((a) => a.id === e.airportId)!;
    return qualifiesByFacts(q.factsOn(q.dayAt(airport)), e.minimums ?? {}, e.aircraft!);
  }
}

const professionalsArePilots = (filter: SearchFilter): boolean => filter.kinds.includes('user') && !filter.kinds.includes('instructor');

const countedAs = (e: SearchEntry, filter: SearchFilter): SearchType => (e.type === 'instructor' && professionalsArePilots(filter) ? 'user' : e.type);

function cardOf(e: SearchEntry): EntryCard {
  return structuredClone({ type: e.type, id: e.id, airportId: e.airportId, data: e.data } as EntryCard);
}
