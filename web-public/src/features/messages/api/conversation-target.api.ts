import { apiRequest } from '../../../lib/api-client';
import type { ShareList } from '../../../lib/share-view';

/** Who a first message goes to, in words for the composer. */
export interface ConversationTarget {
  /** The person's name ("Bessie Coleman", or the listing owner's first name). */
  name: string;
  /** The listing, when the conversation is about one. */
  share: { id: number; title: string } | null;
  /** The caller is that person (own listing or own card): nothing to start. */
  own: boolean;
}

/** A listing's owner: GET /api/share?id= (the list holds it when it is visible). */
export async function shareTarget(shareId: number, viewerId: number, signal?: AbortSignal): Promise<ConversationTarget | null> {
  const list = await apiRequest<ShareList>('/share', { query: { id: shareId, limit: 1, page: 1 }, signal });
  const share = list.shares.find((s) => s.id === shareId);
  if (!share) return null;
  const title = share.title.trim() || [share.aircraft.year, share.aircraft.make, share.aircraft.model].filter(Boolean).join(' ') || 'this listing';
  return { name: `${share.owner.first} ${share.owner.last}`.trim(), share: { id: share.id, title }, own: share.owner.id === viewerId };
}

/** A pilot or professional: GET /api/user/:id (the public profile). */
export async function userTarget(userId: number, viewerId: number, signal?: AbortSignal): Promise<ConversationTarget | null> {
  const profile = await apiRequest<{ id: number; first: string; last: string } | null>(`/user/${userId}`, { signal });
  if (!profile || typeof profile !== 'object' || profile.id !== userId) return null;
  return { name: `${profile.first} ${profile.last}`.trim() || 'this pilot', share: null, own: userId === viewerId };
}
