import { cannotSendReason, CONVERSATION_MESSAGES } from '../../domain/conversation/conversation-rules.js';
import { forbidden, notFound } from '../../domain/errors.js';
import type { ConversationFacts, ConversationRepository } from '../ports/conversation.repository.js';

/** A conversation the user is one of the two of; anyone else (admins too) gets the 404 of a missing one. */
export async function memberView(conversations: ConversationRepository, userId: number, id: number): Promise<ConversationFacts> {
  const facts = await conversations.factsFor(id, userId);
  if (!facts) throw notFound(CONVERSATION_MESSAGES.notFound);
  return facts;
}

/** Refuses a message when either side blocked the other or the other's account is disabled (403, with the reason the page shows). */
export function assertCanSend(block: { blockedByMe: boolean; blockedByOther: boolean }, otherName: string, otherDisabled: boolean): void {
  const reason = cannotSendReason({ ...block, otherName, otherDisabled });
  if (reason) throw forbidden(reason);
}
