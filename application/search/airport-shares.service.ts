import type { User } from '../../domain/user/user.js';
import type { AirportShareCount, SearchRepository } from '../ports/search.repository.js';
import { requireQualifiedFilters, type QualifiedFilters } from './qualified-filters.js';

/**
 * GET /airport/shares: the home map's markers, one per airport with active shares; with `qualified`, only
 * the shares the signed-in pilot qualifies for are counted (airports left with none are left out).
 */
export class AirportShares {
  constructor(
    private readonly search: SearchRepository,
    private readonly qualifiedFilters: QualifiedFilters | null = null,
  ) {}

  async execute(options: { qualified?: boolean; viewer?: User | null } = {}): Promise<AirportShareCount[]> {
    const qualified = options.qualified ? await requireQualifiedFilters(this.qualifiedFilters).for(options.viewer ?? null) : null;
    return this.search.airportShareCounts(qualified);
  }
}
