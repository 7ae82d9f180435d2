import { conflict, validationFailed } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';
import { planKindOf, TRIAL_DAYS, type PriceIds } from '../../domain/subscription/plans.js';
import { hasActiveSubscription, type Subscription } from '../../domain/subscription/subscription.js';
import type { User } from '../../domain/user/user.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { Clock } from '../ports/security.js';
import type { EnsureCustomer } from './ensure-customer.service.js';
import { KeyedLock } from './keyed-lock.js';
import type { SubscriptionLedger } from './subscription-ledger.js';

export interface SubscribeCommand {
  user: User;
  priceId: unknown;
  paymentMethodId: unknown;
  promoCode: unknown;
}

/** Subscribes a user to a plan with a first free month; nothing is stored when the provider refuses. */
export class Subscribe {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly ledger: SubscriptionLedger,
    private readonly ensureCustomer: EnsureCustomer,
    private readonly gateway: PaymentGateway,
    private readonly priceIds: PriceIds,
    private readonly clock: Clock,
  ) {}

  async execute({ user, priceId, paymentMethodId, promoCode }: SubscribeCommand): Promise<Subscription> {
    const errors: string[] = [];
    if (typeof priceId !== 'string' || !planKindOf(this.priceIds, priceId)) errors.push(PAYMENT_MESSAGES.unknownPlan);
    if (typeof paymentMethodId !== 'string' || !paymentMethodId.trim() || paymentMethodId.length > 255) {
      errors.push(PAYMENT_MESSAGES.paymentMethodRequired);
    }
    if (promoCode !== undefined && promoCode !== null && (typeof promoCode !== 'string' || promoCode.length > 100)) {
      errors.push(PAYMENT_MESSAGES.invalidPromoCode);
    }
    if (errors.length) throw validationFailed(errors);
    const code = typeof promoCode === 'string' && promoCode.trim() ? promoCode.trim() : null;

    return this.lock.run(String(user.id), async () => {
      const current = await this.ledger.forUser(user.id);
      if (hasActiveSubscription(current, priceId as string, this.clock.now())) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      const customerId = await this.ensureCustomer.execute(user);
      const subscription = await this.gateway.subscribe({
        customerId,
        priceId: priceId as string,
        paymentMethodId: (paymentMethodId as string).trim(),
        promoCode: code,
        trialDays: TRIAL_DAYS,
      });
      await this.subscriptions.save(user.id, subscription);
      return subscription;
    });
  }
}
