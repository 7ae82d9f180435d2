import { readMessage } from '../../domain/conversation/conversation-rules.js';
import type { MessageView } from '../../domain/conversation/conversation-view.js';
import { invalidFields } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { ConversationRepository } from '../ports/conversation.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { assertCanSend, memberView } from './conversation-access.js';
import { toMessageView } from './conversation-views.js';
import type { MessageMail } from './message-mail.js';

/** POST /conversations/:id/messages: a member adds a plain-text message; the other side may be mailed. */
export class SendMessage {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly mail: MessageMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, conversationId: number, input: { text?: unknown }, siteUrl: string): Promise<MessageView> {
    const facts = await memberView(this.conversations, user.id, conversationId);
    const read = readMessage(input);
    if (!read.ok) throw invalidFields(read.errors);
    assertCanSend(facts, facts.other.name, facts.other.isDisabled);
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const message = await this.conversations.addMessage(facts.id, user.id, read.text, now);
      await this.mail.afterMessage(facts, message, now, siteUrl);
      return toMessageView(message, facts);
    });
  }
}
