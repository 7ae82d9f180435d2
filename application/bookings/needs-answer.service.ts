import type { NeedsAnswer } from '../../domain/site/needs-answer.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { ConversationRepository } from '../ports/conversation.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';

/**
 * GET /attention (issue 34, point 14): an owner who only watched the unread messages missed the requests
 * waiting for him; the header counts both, one per conversation and one per request.
 */
export class CountNeedsAnswer {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly bookings: BookingRepository,
    private readonly shares: ShareRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<NeedsAnswer> {
    // One after the other: the two share the request's database client.
    const messages = await this.conversations.unreadConversations(user.id);
    const requests = await this.waitingRequests(user);
    const owner = requests > 0 || (await this.shares.list({
      viewer: { userId: user.id, isAdmin: false }, ownerId: user.id, sort: { by: 'listDate', dir: 'desc' }, offset: 0, limit: 1,
    })).total > 0;
    return { messages, requests, total: messages + requests, owner };
  }

  /** Requests on the user's listings he may still approve or decline, and flights checked in waiting for his confirmation (issue 36). */
  async waitingRequests(user: User): Promise<number> {
    const { total } = await this.bookings.list({ ownerId: user.id, states: ['pending'], expiringAfter: this.clock.now(), offset: 0, limit: 1 });
    const flown = await this.bookings.list({ ownerId: user.id, states: ['flown'], offset: 0, limit: 1 });
    return total + flown.total;
  }
}
