import { describe, expect, it } from 'vitest';
import { modalFromUrl } from '../../../web-public/src/app/url-modals';
import { newConversationPath } from '../../../web-public/src/components/messaging/conversation-path';

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
