import type { Airport } from '../../domain/airport/airport.js';
import type { AirportRepository } from '../ports/airport.repository.js';

export const AIRPORT_SEARCH_MAX = 25;

export class SearchAirports {
  constructor(private readonly airports: AirportRepository) {}

  async execute(q: string, options: { limit?: number; bySimilarity?: boolean } = {}): Promise<Airport[]> {
    const query = q.trim().slice(0, 100);
    if (!query) return [];
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 10) || 10), AIRPORT_SEARCH_MAX);
    return this.airports.search(query, limit, options.bySimilarity ?? true);
  }
}
