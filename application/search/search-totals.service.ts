import type { User } from '../../domain/user/user.js';
import type { SearchRepository } from '../ports/search.repository.js';
import { requireQualifiedFilters, type QualifiedFilters } from './qualified-filters.js';

/**
 * GET /search/count: the home page's headline numbers (active shares, pilots on the map); with
 * `qualified`, the shares are those the signed-in pilot qualifies for.
 */
export class SearchTotals {
  constructor(
    private readonly search: SearchRepository,
    private readonly qualifiedFilters: QualifiedFilters | null = null,
  ) {}

  async execute(options: { qualified?: boolean; viewer?: User | null } = {}): Promise<{ shares: number; users: number }> {
    const qualified = options.qualified ? await requireQualifiedFilters(this.qualifiedFilters).for(options.viewer ?? null) : null;
    return this.search.totals(qualified);
  }
}
