import type { SearchRepository } from '../ports/search.repository.js';

/** GET /search/count: the home page's headline numbers (active shares, pilots on the map). */
export class SearchTotals {
  constructor(private readonly search: SearchRepository) {}

  execute(): Promise<{ shares: number; users: number }> {
    return this.search.totals();
  }
}
