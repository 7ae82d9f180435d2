import type { PriceIds } from '../../domain/subscription/plans.js';
import type { Clock } from '../ports/security.js';
import type { SiteStats, SiteStatsSource } from '../ports/site-stats.js';

export const RECENT_DAYS = 30;

/** GET /admin/stats: the dashboard's figures, as of now; "joined recently" is the last 30 days. */
export class ReadSiteStats {
  constructor(
    private readonly source: SiteStatsSource,
    private readonly clock: Clock,
    private readonly priceIds: PriceIds,
  ) {}

  execute(): Promise<SiteStats> {
    const now = this.clock.now();
    return this.source.read({ now, joinedSince: new Date(now.getTime() - RECENT_DAYS * 86_400_000), priceIds: this.priceIds });
  }
}
