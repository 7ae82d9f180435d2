import type { User } from '../../domain/user/user.js';
import type { MediaStore } from '../ports/media.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { AvatarUpload } from './avatar-upload.js';

/**
 * Deletes an account with its listings, favourites, sessions and reset tokens (the repository cascades),
 * and their stored images. Its running subscriptions are ended at the provider first, so nobody is
 * charged for a deleted account.
 */
export class DeleteAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly avatars: AvatarUpload,
    private readonly billing: { subscriptions: SubscriptionRepository; gateway: PaymentGateway },
    private readonly listings: { shares: ShareRepository; media: MediaStore },
  ) {}

  async execute(user: User): Promise<void> {
    for (const s of await this.billing.subscriptions.listForUser(user.id)) {
      if (s.status !== 'canceled') await this.billing.gateway.cancelNow(s.id);
    }
    const images = await this.listings.shares.imageUrlsOfOwner(user.id);
    await this.sessions.destroyAllFor(user.id);
    await this.users.delete(user.id); // its listings go with it
    await this.avatars.discard(user.avatar);
    await Promise.all(images.map((url) => this.listings.media.remove(url)));
  }
}
