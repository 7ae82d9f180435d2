import type { MikroORM } from '@mikro-orm/postgresql';
import type { SiteStats, SiteStatsQuery, SiteStatsSource } from '../../application/ports/site-stats.js';
import { ENDED_STATUSES } from '../../domain/subscription/subscription.js';

/** The dashboard's figures in one statement (one snapshot, one round trip); each count is over a small table or an index. */
export class PostgresSiteStats implements SiteStatsSource {
  constructor(private readonly orm: MikroORM) {}

  async read({ now, joinedSince, priceIds }: SiteStatsQuery): Promise<SiteStats> {
    // The subscription rule of domain/subscription/subscription.ts: the period has not ended and the provider has not ended it.
    const active = `current_period_end > ? and status <> all(?::text[])`;
    const ended = `{${ENDED_STATUSES.join(',')}}`;
    const [r] = await this.orm.em.fork().execute<Record<string, string>[]>(
      `select
         (select count(*) from users) as users,
         (select count(*) from users where created_at >= ?) as users_recent,
         (select count(*) from users where is_discoverable) as users_discoverable,
         (select count(*) from shares where is_active) as listings_active,
         (select count(*) from shares) as listings,
         (select count(*) from instructors where is_discoverable) as professionals_discoverable,
         (select count(*) from instructors) as professionals,
         (select count(*) from subscriptions where ${active}) as subscriptions,
         (select count(*) from subscriptions where ${active} and price_id = ?) as subscriptions_listing,
         (select count(*) from subscriptions where ${active} and price_id = ?) as subscriptions_professional,
         (select count(*) from alert_outbox where status = 'pending') as alerts_queued,
         (select count(*) from outbox where status = 'logged') as mail_unsent,
         (select count(*) from outbox where status = 'failed') as mail_failed,
         (select count(*) from contact_messages) as contact_messages`,
      [joinedSince, now, ended, now, ended, priceIds.listing, now, ended, priceIds.professional],
    );
    const n = (key: string) => Number(r?.[key] ?? 0);
    return {
      users: { total: n('users'), joinedRecently: n('users_recent'), discoverable: n('users_discoverable') },
      listings: { active: n('listings_active'), total: n('listings') },
      professionals: { discoverable: n('professionals_discoverable'), total: n('professionals') },
      subscriptions: { active: n('subscriptions'), listing: n('subscriptions_listing'), professional: n('subscriptions_professional') },
      mail: { alertsQueued: n('alerts_queued'), unsent: n('mail_unsent'), failed: n('mail_failed') },
      contactMessages: n('contact_messages'),
    };
  }
}
