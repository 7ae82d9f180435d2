import { describe, expect, it } from 'vitest';
import { cannotSendReason, CONVERSATION_MESSAGES, mailAllowedIfLastBefore, readConversationStart, readMessage, shouldMail } from '../../../domain/conversation/conversation-rules.js';
import { MESSAGE_MAX_LENGTH } from '../../../domain/conversation/conversation-view.js';
import { shorten } from '../../../domain/text/read-text.js';

describe('readMessage', () => {
  it('keeps the text as typed, trimmed at both ends (links and markup stay text)', () => {
    expect(readMessage({ text: '  Is it <b>free</b> on Friday? https://example.com \n' })).toEqual({ ok: true, text: 'Is it <b>free</b> on Friday? https://example.com' });
  });

  it.each([[undefined], [null], [''], ['   \n\t'], [42], [{ text: 'x' }]])('refuses %j as empty, on the text field', (text) => {
    expect(readMessage({ text })).toEqual({ ok: false, errors: { text: [CONVERSATION_MESSAGES.textRequired] } });
  });

  it('takes the longest message and refuses one character more', () => {
    expect(readMessage({ text: 'a'.repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(readMessage({ text: ` ${'a'.repeat(MESSAGE_MAX_LENGTH)} ` }).ok).toBe(true);
    expect(readMessage({ text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ ok: false, errors: { text: [CONVERSATION_MESSAGES.textTooLong] } });
    expect(CONVERSATION_MESSAGES.textTooLong).toBe('A message is at most 4,000 characters.');
  });
});

describe('readConversationStart', () => {
  it('takes a listing or a person, and the first message', () => {
    expect(readConversationStart({ shareId: 7, text: ' Hello ' })).toEqual({ ok: true, target: { shareId: 7 }, text: 'Hello' });
    expect(readConversationStart({ userId: 3, text: 'Hello' })).toEqual({ ok: true, target: { userId: 3 }, text: 'Hello' });
  });

  it('names each wrong field with its own message', () => {
    expect(readConversationStart({ text: '' })).toEqual({
      ok: false, errors: { shareId: [CONVERSATION_MESSAGES.targetMissing], text: [CONVERSATION_MESSAGES.textRequired] },
    });
    expect(readConversationStart({ shareId: 1, userId: 2, text: 'Hi' })).toEqual({ ok: false, errors: { shareId: [CONVERSATION_MESSAGES.targetBoth] } });
    expect(readConversationStart({ shareId: '1', text: 'Hi' })).toEqual({ ok: false, errors: { shareId: [CONVERSATION_MESSAGES.shareIdInvalid] } });
    expect(readConversationStart({ userId: 1.5, text: 'Hi' })).toEqual({ ok: false, errors: { userId: [CONVERSATION_MESSAGES.userIdInvalid] } });
    expect(readConversationStart({ userId: 0, text: 'Hi' }).ok).toBe(false);
    expect(readConversationStart({ userId: 2 ** 31, text: 'Hi' }).ok).toBe(false);
  });
});

describe('who may send', () => {
  it('anyone when nobody blocked', () => {
    expect(cannotSendReason({ blockedByMe: false, blockedByOther: false, otherName: 'Tom Baker' })).toBeNull();
  });

  it('nobody when either side blocked, with the reason the page shows', () => {
    expect(cannotSendReason({ blockedByMe: true, blockedByOther: false, otherName: 'Tom Baker' })).toBe('You blocked Tom Baker. Unblock to send messages again.');
    expect(cannotSendReason({ blockedByMe: false, blockedByOther: true, otherName: 'Tom Baker' })).toBe('Tom Baker is not taking messages from you.');
    // Both: the caller's own block first, the one he can lift.
    expect(cannotSendReason({ blockedByMe: true, blockedByOther: true, otherName: 'Tom Baker' })).toBe('You blocked Tom Baker. Unblock to send messages again.');
  });

  it('nobody to an account staff disabled', () => {
    expect(cannotSendReason({ blockedByMe: false, blockedByOther: false, otherName: 'Tom Baker', otherDisabled: true })).toBe(
      "Tom Baker's account is no longer active: messages cannot reach them.",
    );
  });
});

describe('the mail throttle', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('mails when never mailed, or 15 minutes or more ago; not sooner', () => {
    expect(shouldMail(null, now)).toBe(true);
    expect(shouldMail(minutesAgo(15), now)).toBe(true);
    expect(shouldMail(minutesAgo(60), now)).toBe(true);
    expect(shouldMail(minutesAgo(14.99), now)).toBe(false);
    expect(shouldMail(minutesAgo(0), now)).toBe(false);
  });

  it('gives the store the same limit', () => {
    const limit = mailAllowedIfLastBefore(now);
    expect(shouldMail(limit, now)).toBe(true);
    expect(shouldMail(new Date(limit.getTime() + 1), now)).toBe(false);
  });
});

describe('shorten', () => {
  it('leaves short texts and cuts long ones to the length, with an ellipsis', () => {
    expect(shorten('Hello', 140)).toBe('Hello');
    const cut = shorten('a'.repeat(200), 140);
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
  });
});
