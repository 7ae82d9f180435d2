import { DomainError, notFound } from '../../domain/errors.js';
import { addDays, type Subscription } from '../../domain/subscription/subscription.js';
import type { PaymentGateway, SubscribeRequest, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { Clock } from '../ports/security.js';

export class InMemorySubscriptionRepository implements SubscriptionRepository {
  readonly customers = new Map<number, string>();
  readonly rows = new Map<string, { userId: number; subscription: Subscription }>();
  readonly events = new Set<string>();

  async customerIdOf(userId: number) {
    return this.customers.get(userId) ?? null;
  }
  async setCustomerId(userId: number, customerId: string) {
    this.customers.set(userId, customerId);
  }
  async userIdOfCustomer(customerId: string) {
    return [...this.customers].find(([, c]) => c === customerId)?.[0] ?? null;
  }
  async listForUser(userId: number) {
    return [...this.rows.values()].filter((r) => r.userId === userId).map((r) => structuredClone(r.subscription));
  }
  async find(id: string) {
    const r = this.rows.get(id);
    return r ? structuredClone(r) : null;
  }
  async save(userId: number, subscription: Subscription) {
    this.rows.set(subscription.id, { userId, subscription: structuredClone(subscription) });
  }
  async markEventProcessed(eventId: string) {
    if (this.events.has(eventId)) return false;
    this.events.add(eventId);
    return true;
  }
}

/** A provider that answers at once: 'pm_ok' succeeds, 'pm_declined' is declined, code 'GOOD' is 10% off. */
export class FakePaymentGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly subscriptions = new Map<string, Subscription>();
  customersCreated = 0;
  subscribeCalls = 0;
  private n = 0;

  constructor(private readonly clock: Clock) {}

  async createCustomer() {
    this.customersCreated++;
    return `cus_${++this.n}`;
  }
  async subscribe(r: SubscribeRequest) {
    this.subscribeCalls++;
    // Let another caller run in between, as a network call would.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (r.promoCode && r.promoCode !== 'GOOD') throw new DomainError('InvalidPromoCode', 'Invalid Promotional Code');
    if (r.paymentMethodId === 'pm_declined') throw new DomainError('payment_failed', 'Your card was declined.');
    const trialEnd = addDays(this.clock.now(), r.trialDays);
    const s: Subscription = {
      id: `sub_${++this.n}`, priceId: r.priceId, status: 'trialing', currentPeriodEnd: trialEnd, cancelAtPeriodEnd: false,
      trialEnd, discount: r.promoCode ? { name: r.promoCode, percentOff: 10 } : null,
    };
    this.subscriptions.set(s.id, s);
    return structuredClone(s);
  }
  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const s = this.subscriptions.get(id);
    if (!s) throw notFound('Subscription not found');
    s.cancelAtPeriodEnd = cancel;
    return structuredClone(s);
  }
  async cancelNow(id: string) {
    const s = this.subscriptions.get(id);
    if (!s) throw notFound('Subscription not found');
    s.status = 'canceled';
    return structuredClone(s);
  }
  async retrieve(id: string) {
    const s = this.subscriptions.get(id);
    if (!s) throw notFound('Subscription not found');
    return structuredClone(s);
  }
}
