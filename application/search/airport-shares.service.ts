import type { AirportShareCount, SearchRepository } from '../ports/search.repository.js';

/** GET /airport/shares: the home map's markers, one per airport with active shares. */
export class AirportShares {
  constructor(private readonly search: SearchRepository) {}

  execute(): Promise<AirportShareCount[]> {
    return this.search.airportShareCounts();
  }
}
