import type { Subscription } from '../../domain/subscription/subscription.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { Clock } from '../ports/security.js';

/**
 * A user's subscriptions, brought up to date first: one whose period has ended while it still looked
 * alive is asked of the provider again (the sandbox renews or ends it; Stripe may have missed a webhook).
 */
export class SubscriptionLedger {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async forUser(userId: number): Promise<Subscription[]> {
    const now = this.clock.now().getTime();
    const stored = await this.subscriptions.listForUser(userId);
    return Promise.all(
      stored.map(async (s) => {
        const stale = s.currentPeriodEnd.getTime() <= now && (s.status === 'trialing' || s.status === 'active');
        if (!stale) return s;
        const fresh = await this.gateway.retrieve(s.id);
        await this.subscriptions.save(userId, fresh);
        return fresh;
      }),
    );
  }
}
