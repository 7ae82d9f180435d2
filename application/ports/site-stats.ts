import type { PriceIds } from '../../domain/subscription/plans.js';

/** The figures of the back office's dashboard: what the site holds now, counted where it is kept. */
export interface SiteStats {
  users: { total: number; joinedRecently: number; discoverable: number };
  listings: { active: number; total: number };
  professionals: { discoverable: number; total: number };
  /** Active by the domain's rule (domain/subscription/subscription.ts): period not over, not ended by the provider. */
  subscriptions: { active: number; listing: number; professional: number };
  mail: {
    /** New-listing alerts queued for the alert worker (alert_outbox, pending). */
    alertsQueued: number;
    /** Mails kept in the outbox only: written without SMTP, or not yet sent. */
    unsent: number;
    /** Mails the SMTP server refused or could not be given. */
    failed: number;
  };
  contactMessages: number;
}

export interface SiteStatsQuery {
  now: Date;
  /** Accounts created since then count as joined recently. */
  joinedSince: Date;
  priceIds: PriceIds;
}

export interface SiteStatsSource {
  read(query: SiteStatsQuery): Promise<SiteStats>;
}
