import type { ConversationSummary } from '../../domain/conversation/conversation-view.js';
import type { User } from '../../domain/user/user.js';
import type { ConversationRepository } from '../ports/conversation.repository.js';
import type { Clock } from '../ports/security.js';
import { memberView } from './conversation-access.js';
import { toSummary } from './conversation-views.js';

/**
 * POST and DELETE /conversations/:id/block: the caller blocks (or unblocks) the other side. A block is
 * between the two people, not one conversation: it holds in every conversation of the pair, and a new one
 * cannot be started while it stands.
 */
export class BlockConversation {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, id: number, blocked: boolean): Promise<ConversationSummary> {
    const facts = await memberView(this.conversations, user.id, id);
    await this.conversations.setBlocked(user.id, facts.other.id, blocked ? this.clock.now() : null);
    return toSummary(await memberView(this.conversations, user.id, id));
  }
}
