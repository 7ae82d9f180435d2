import { mailAllowedIfLastBefore } from '../../domain/conversation/conversation-rules.js';
import { CONVERSATION_MAIL_MINUTES } from '../../domain/conversation/conversation-view.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { ConversationFacts, ConversationRepository, StoredMessage } from '../ports/conversation.repository.js';
import type { Mailer } from '../ports/mailer.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/**
 * The mail that tells the other side of a new message: who wrote and where to read it, never the text or
 * either side's address (the reply happens on the site).
 */
export function messageMail(facts: ConversationFacts, message: StoredMessage, siteUrl: string): OutgoingMail {
  const about = facts.share ? ` about ${facts.share.title}` : '';
  const link = `${siteUrl}/messages/${facts.id}`;
  const text = [
    `Hello ${facts.other.name},`,
    '',
    `${message.authorName} sent you a message on Wingshare${about}.`,
    '',
    `Read it and answer: ${link}`,
    '',
    `You hear of new messages in a conversation at most once every ${CONVERSATION_MAIL_MINUTES} minutes.`,
  ].join('\n');
  return {
    to: facts.other.email,
    kind: 'conversation_message',
    subject: `New message from ${message.authorName}`.replace(/\s+/g, ' '),
    text,
    html: text.split('\n').map(escapeHtml).join('<br>\n'),
    idempotencyKey: `conversation_message-${message.id}-${facts.other.id}`,
  };
}

/**
 * Mails the other side of a new message, at most once per conversation in the throttle's window: the
 * member's last-mailed time is claimed in the message's transaction (compare and set, so of two messages at
 * once only one mails), and the mail goes through the Mailer (the outbox) once that transaction commits: a
 * message not saved mails nobody, and a mail server that fails does not undo the message.
 */
export class MessageMail {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Inside the message's transaction. `facts` are the author's view: `other` is the recipient. */
  async afterMessage(facts: ConversationFacts, message: StoredMessage, now: Date, siteUrl: string): Promise<void> {
    if (facts.other.isDisabled) return;
    if (!(await this.conversations.claimMail(facts.id, facts.other.id, now, mailAllowedIfLastBefore(now)))) return;
    const mail = messageMail(facts, message, siteUrl);
    await this.unitOfWork.afterCommit(() => this.mailer.send(mail));
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
