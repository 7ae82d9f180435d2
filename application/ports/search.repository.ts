import type { AirportShareCount } from '../../domain/airport/airport-view.js';
import type { SearchType } from '../../domain/options.js';
import type { BucketSlice } from '../../domain/search/distance-paging.js';
import type { QualifiedFor, SearchFilter } from '../../domain/search/search-criteria.js';
import type { SearchSort } from '../../domain/search/search-order.js';
import type { InstructorResultData, SearchAirport, ShareResultData, UserResultData } from '../../domain/search/search-result.js';

/** A circle on the map, optionally narrowed to one airport. */
export interface SearchArea {
  centre: { lat: number; lng: number };
  radiusMetres: number;
  airportId: number | null;
}

/** An airport inside the area with its distance and the number of matching entries of each kind. */
export interface AirportTally {
  airport: SearchAirport;
  /** From the area's centre, in whole metres (the order of the distance sort; never shown). */
  dist: number;
  counts: Record<SearchType, number>;
}

/** A matching entry with its card data (the airport's details are joined by the use case). */
export type EntryCard =
  | { type: 'share'; id: number; airportId: number; data: Omit<ShareResultData, 'airport'> }
  | { type: 'instructor'; id: number; airportId: number; data: Omit<InstructorResultData, 'city' | 'state'> }
  | { type: 'user'; id: number; airportId: number; data: Omit<UserResultData, 'city' | 'state'> };

/** An airport with active listings, for the home map. */
export type { AirportShareCount };

/** A page in a key order (price or list date), read together with the counts. */
export interface KeyPage {
  sort: SearchSort & { by: 'ratePerHour' | 'listDate' };
  window: { offset: number; limit: number };
}

/**
 * The map search read side. Counts per airport answer markers and totals; pages come either as
 * distance slices (see domain/search/distance-paging.ts) or as one walk of a sort key.
 */
export interface SearchRepository {
  /**
   * Airports of the area holding at least one matching entry of a selected kind, with their counts;
   * with `keyPage`, also that page of entries, read from the same matching rows.
   */
  tally(area: SearchArea, filter: SearchFilter, keyPage?: KeyPage): Promise<{ airports: AirportTally[]; page: EntryCard[] }>;
  /** The cards of these shares, in this order (the find page's sortBy=fit, issue 41). */
  shareCards(shares: Array<{ id: number; airportId: number }>): Promise<EntryCard[]>;
  /** The entries of these slices with their cards, in slice order then id order. */
  slices(slices: BucketSlice[], filter: SearchFilter): Promise<EntryCard[]>;
  /** Active shares (with `qualified`: those the pilot qualifies for) and discoverable pilots (with an airport) in the whole site. */
  totals(qualified?: QualifiedFor | null): Promise<{ shares: number; users: number }>;
  /** Every airport with active shares and how many (with `qualified`: those the pilot qualifies for). */
  airportShareCounts(qualified?: QualifiedFor | null): Promise<AirportShareCount[]>;
}
