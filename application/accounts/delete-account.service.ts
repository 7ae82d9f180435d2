import type { User } from '../../domain/user/user.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { AvatarUpload } from './avatar-upload.js';

/**
 * Deletes an account with its favourites, sessions and reset tokens (the repository cascades). Its
 * running subscriptions are ended at the provider first, so nobody is charged for a deleted account.
 */
export class DeleteAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly avatars: AvatarUpload,
    private readonly billing: { subscriptions: SubscriptionRepository; gateway: PaymentGateway },
  ) {}

  async execute(user: User): Promise<void> {
    for (const s of await this.billing.subscriptions.listForUser(user.id)) {
      if (s.status !== 'canceled') await this.billing.gateway.cancelNow(s.id);
    }
    await this.sessions.destroyAllFor(user.id);
    await this.users.delete(user.id);
    await this.avatars.discard(user.avatar);
  }
}
