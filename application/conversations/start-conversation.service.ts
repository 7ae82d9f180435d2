import { CONVERSATION_MESSAGES, readConversationStart, type ConversationStartInput } from '../../domain/conversation/conversation-rules.js';
import { MESSAGES_PER_PAGE, type MessagePage } from '../../domain/conversation/conversation-view.js';
import { invalidFields, notFound, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { User } from '../../domain/user/user.js';
import { reachablePerson } from '../accounts/person-reach.js';
import type { ConversationRepository } from '../ports/conversation.repository.js';
import type { PersonLinks } from '../ports/person-links.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { UserRepository } from '../ports/user.repository.js';
import { LISTING_NOT_FOUND, visibleShare } from '../shares/share-access.js';
import { assertCanSend, memberView } from './conversation-access.js';
import { toMessageView, toSummary } from './conversation-views.js';
import type { MessageMail } from './message-mail.js';

/**
 * POST /conversations: the first message to a listing's owner (from the share modal or a request) or to a
 * person (from a pilot's or professional's card). The pair's conversation about that listing is created, or
 * the existing one is used; the answer is its page with the message added. A person needs a reason the two
 * may talk (reachablePerson): anyone else is as unknown as an id nobody has.
 */
export class StartConversation {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly shares: ShareRepository,
    private readonly users: UserRepository,
    private readonly mail: MessageMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly links: PersonLinks,
  ) {}

  async execute(user: User, input: ConversationStartInput, siteUrl: string): Promise<MessagePage> {
    const read = readConversationStart(input);
    if (!read.ok) throw invalidFields(read.errors);
    const { shareId, otherId } = await this.otherSide(user, read.target);
    if (otherId === user.id) {
      const field = shareId !== null ? 'shareId' : 'userId';
      throw validationFailed([CONVERSATION_MESSAGES.withYourself], CONVERSATION_MESSAGES.withYourself, fieldErrors([[field, [CONVERSATION_MESSAGES.withYourself]]]));
    }
    // A listing's owner is reached through the listing; a person only with a reason to talk (issue 34).
    const other = shareId !== null ? await this.users.findById(otherId) : await reachablePerson(this.users, this.links, user, otherId, 'message');
    if (!other) throw notFound(LISTING_NOT_FOUND);
    assertCanSend(await this.conversations.blockBetween(user.id, otherId), `${other.firstname} ${other.lastname}`.trim(), other.isDisabled);
    const now = this.clock.now();
    const id = await this.unitOfWork.run(async () => {
      const conversationId = await this.conversations.findOrCreate({ shareId, from: user.id, to: otherId }, now);
      const facts = await memberView(this.conversations, user.id, conversationId);
      const message = await this.conversations.addMessage(conversationId, user.id, read.text, now);
      await this.mail.afterMessage(facts, message, now, siteUrl);
      return conversationId;
    });
    const facts = await memberView(this.conversations, user.id, id);
    const rows = await this.conversations.messages(id, null, MESSAGES_PER_PAGE + 1);
    const items = rows.slice(-MESSAGES_PER_PAGE);
    return { conversation: toSummary(facts), items: items.map((m) => toMessageView(m, facts)), more: rows.length > MESSAGES_PER_PAGE };
  }

  private async otherSide(user: User, target: { shareId: number } | { userId: number }): Promise<{ shareId: number | null; otherId: number }> {
    if ('shareId' in target) {
      const share = await visibleShare(this.shares, user, target.shareId);
      return { shareId: share.id, otherId: share.owner.id };
    }
    return { shareId: null, otherId: target.userId };
  }
}
