import { fieldErrors, mergeFieldErrors, type FieldErrors } from '../field-errors.js';
import { readText } from '../text/read-text.js';
import { CONVERSATION_MAIL_MINUTES, MESSAGE_MAX_LENGTH } from './conversation-view.js';
import { usNumber } from '../text/us-format.js';

export const CONVERSATION_MESSAGES = {
  textRequired: 'Write a message first.',
  textTooLong: `A message is at most ${usNumber(MESSAGE_MAX_LENGTH)} characters.`,
  targetMissing: 'Say which listing or which person the conversation is about: send shareId or userId.',
  targetBoth: 'Send shareId or userId, not both.',
  shareIdInvalid: 'shareId must be a listing id (a whole number).',
  userIdInvalid: 'userId must be a user id (a whole number).',
  withYourself: 'You cannot start a conversation with yourself.',
  notFound: 'This conversation does not exist.',
  youBlocked: (name: string) => `You blocked ${name}. Unblock to send messages again.`,
  blockedYou: (name: string) => `${name} is not taking messages from you.`,
  otherDisabled: (name: string) => `${name}'s account is no longer active: messages cannot reach them.`,
  beforeInvalid: 'before must be a message id (a whole number).',
} as const;

/** The longest preview of the last message in a conversation list. */
export const PREVIEW_LENGTH = 140;

const readMessageText = (value: unknown) =>
  readText(value, 'text', MESSAGE_MAX_LENGTH, { required: CONVERSATION_MESSAGES.textRequired, tooLong: CONVERSATION_MESSAGES.textTooLong });

/** POST /conversations/:id/messages body, read: the message's text, trimmed. */
export function readMessage(input: { text?: unknown }): { ok: true; text: string } | { ok: false; errors: FieldErrors } {
  return readMessageText(input.text);
}

export type ConversationTarget = { shareId: number } | { userId: number };

export interface ConversationStartInput {
  shareId?: unknown;
  userId?: unknown;
  text?: unknown;
}

export type ConversationStartRead = { ok: true; target: ConversationTarget; text: string } | { ok: false; errors: FieldErrors };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const given = (v: unknown) => v !== undefined && v !== null;

/** POST /conversations body, read: exactly one of a listing or a person, and the first message's text. */
export function readConversationStart(input: ConversationStartInput): ConversationStartRead {
  const hasShare = given(input.shareId);
  const hasUser = given(input.userId);
  let targetErrors: string[] = [];
  let field = 'shareId';
  if (!hasShare && !hasUser) targetErrors = [CONVERSATION_MESSAGES.targetMissing];
  else if (hasShare && hasUser) targetErrors = [CONVERSATION_MESSAGES.targetBoth];
  else if (hasShare && !isId(input.shareId)) targetErrors = [CONVERSATION_MESSAGES.shareIdInvalid];
  else if (hasUser && !isId(input.userId)) {
    field = 'userId';
    targetErrors = [CONVERSATION_MESSAGES.userIdInvalid];
  }
  const text = readMessageText(input.text);
  const errors = mergeFieldErrors(fieldErrors([[field, targetErrors]]), text.ok ? {} : text.errors);
  if (Object.keys(errors).length || !text.ok) return { ok: false, errors };
  const target: ConversationTarget = hasShare ? { shareId: input.shareId as number } : { userId: input.userId as number };
  return { ok: true, target, text: text.text };
}

/** Who blocked whom in a conversation, from the caller's side. */
export interface BlockState {
  blockedByMe: boolean;
  blockedByOther: boolean;
  /** The other side's name, as the page shows it. */
  otherName: string;
  /** Staff disabled the other side's account: nothing reaches it. */
  otherDisabled?: boolean;
}

/**
 * Whether the caller may send: not when either side blocked the other, nor to a disabled account. Answers why not in the words the
 * page shows (the caller's own block first: that one he can lift), or null when he may.
 */
export function cannotSendReason(state: BlockState): string | null {
  if (state.blockedByMe) return CONVERSATION_MESSAGES.youBlocked(state.otherName);
  if (state.blockedByOther) return CONVERSATION_MESSAGES.blockedYou(state.otherName);
  if (state.otherDisabled) return CONVERSATION_MESSAGES.otherDisabled(state.otherName);
  return null;
}

/**
 * The mail throttle: the other side hears of new messages at most once per conversation in
 * CONVERSATION_MAIL_MINUTES. Mail when he was never mailed about it, or last mailed that long ago or more.
 */
export function shouldMail(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= CONVERSATION_MAIL_MINUTES * 60_000;
}

/** The latest last-mailed time that still allows a mail now (the store's compare-and-set uses it). */
export function mailAllowedIfLastBefore(now: Date): Date {
  return new Date(now.getTime() - CONVERSATION_MAIL_MINUTES * 60_000);
}
