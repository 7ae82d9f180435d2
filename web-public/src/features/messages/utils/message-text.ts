import { MESSAGE_MAX_LENGTH } from '../../../../../domain/conversation/conversation-view';

/** The message checks the browser makes before asking (the server's own stay the rule): not empty, not too long. */
export function messageTextErrors(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return ['Write a message first.'];
  if (trimmed.length > MESSAGE_MAX_LENGTH) return [`A message holds at most ${MESSAGE_MAX_LENGTH} characters; this one has ${trimmed.length}.`];
  return [];
}
