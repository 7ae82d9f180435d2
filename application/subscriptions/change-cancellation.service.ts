import { forbidden, notFound, validationFailed } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';
import type { Subscription } from '../../domain/subscription/subscription.js';
import type { User } from '../../domain/user/user.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';

/** PATCH /user/subscription/{id}: cancel at the period end (true) or restart (false); own subscriptions only. */
export class ChangeCancellation {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(user: User, subscriptionId: string, cancelAtPeriodEnd: unknown): Promise<Subscription> {
    if (typeof cancelAtPeriodEnd !== 'boolean') throw validationFailed([PAYMENT_MESSAGES.cancelAtPeriodEndRequired]);
    const stored = await this.subscriptions.find(subscriptionId);
    if (!stored) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    if (stored.userId !== user.id) throw forbidden(PAYMENT_MESSAGES.subscriptionNotYours);
    // The provider refuses changes to an ended subscription; say so instead of failing there.
    if (stored.subscription.status === 'canceled') throw validationFailed([PAYMENT_MESSAGES.subscriptionEnded]);
    const updated = await this.gateway.setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd);
    await this.subscriptions.save(user.id, updated);
    return updated;
  }
}
