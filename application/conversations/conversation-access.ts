import { CONVERSATION_MESSAGES } from '../../domain/conversation/conversation-rules.js';
import { forbidden, notFound } from '../../domain/errors.js';
import type { ConversationFacts, ConversationRepository } from '../ports/conversation.repository.js';

/** A conversation the user is one of the two of; anyone else (admins too) gets the 404 of a missing one. */
export async function memberView(conversations: ConversationRepository, userId: number, id: number): Promise<ConversationFacts> {
  const facts = await conversations.factsFor(id, userId);
  if (!facts) throw notFound(CONVERSATION_MESSAGES.notFound);
  return facts;
}

/** Refuses a message when either side blocked the other (403, with the reason the page shows). */
export function assertCanSend(block: { blockedByMe: boolean; blockedByOther: boolean }, otherName: string): void {
  if (block.blockedByMe) throw forbidden(CONVERSATION_MESSAGES.youBlocked(otherName));
  if (block.blockedByOther) throw forbidden(CONVERSATION_MESSAGES.blockedYou(otherName));
}
