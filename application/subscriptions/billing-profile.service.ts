import { viewForPrice, type Subscription, type SubscriptionView } from '../../domain/subscription/subscription.js';
import type { PriceIds } from '../../domain/subscription/plans.js';
import type { User } from '../../domain/user/user.js';
import type { SubscriptionRepository } from '../ports/payment-gateway.js';
import type { Clock } from '../ports/security.js';
import type { SubscriptionLedger } from './subscription-ledger.js';

export interface BillingProfile {
  customer: { id: string; subscriptions: Subscription[] } | null;
  subscriptions: { listing: SubscriptionView | null; professional: SubscriptionView | null };
}

/** What GET /user adds to the profile: the customer with its subscriptions and the view per plan. */
export class BillingProfileReader {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly ledger: SubscriptionLedger,
    private readonly priceIds: PriceIds,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<BillingProfile> {
    const customerId = await this.subscriptions.customerIdOf(user.id);
    const subs = await this.ledger.forUser(user.id);
    const now = this.clock.now();
    return {
      customer: customerId ? { id: customerId, subscriptions: subs } : null,
      subscriptions: {
        listing: viewForPrice(subs, this.priceIds.listing, now),
        professional: viewForPrice(subs, this.priceIds.professional, now),
      },
    };
  }
}
