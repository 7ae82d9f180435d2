import type { User } from '../../domain/user/user.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';

/** POST /user/customer: the user's payment customer, created once. */
export class EnsureCustomer {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(user: User): Promise<string> {
    const existing = await this.subscriptions.customerIdOf(user.id);
    if (existing) return existing;
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
    const id = await this.gateway.createCustomer({ userId: user.id, email: user.email, name });
    await this.subscriptions.setCustomerId(user.id, id);
    return id;
  }
}
