import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../../domain/conversation/conversation-view';
import { modalFromUrl } from '../../../web-public/src/app/url-modals';
import { newConversationPath } from '../../../web-public/src/components/messaging/conversation-path';
import { messageTextErrors } from '../../../web-public/src/features/messages/utils/message-text';

const search = (path: string) => new URL(path, 'https://wingshare.test').search;

describe('where Message buttons lead', () => {
  it("to a listing's owner: the composer with the listing, and no share modal over it", () => {
    const path = newConversationPath({ shareId: 42 });
    expect(path).toBe('/messages/new?listing=42');
    expect(modalFromUrl(search(path))).toBeNull();
  });

  it('to a person, with the listing an owner writes about when there is one', () => {
    expect(newConversationPath({ userId: 7 })).toBe('/messages/new?user=7');
    const path = newConversationPath({ userId: 7, about: 42 });
    expect(path).toBe('/messages/new?user=7&about=42');
    expect(modalFromUrl(search(path))).toBeNull();
  });
});

describe('a message the browser refuses before asking', () => {
  it('is empty or blank', () => {
    expect(messageTextErrors('')).toEqual(['Write a message first.']);
    expect(messageTextErrors(' \n\t ')).toEqual(['Write a message first.']);
  });

  it('is longer than a message holds once trimmed', () => {
    expect(messageTextErrors(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).toEqual([]);
    expect(messageTextErrors('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toEqual([`A message holds at most ${MESSAGE_MAX_LENGTH} characters; this one has ${MESSAGE_MAX_LENGTH + 1}.`]);
  });
});
