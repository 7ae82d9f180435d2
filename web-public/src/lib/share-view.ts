import type { RatingSummary } from '../../../domain/review/review-view';
import type { Share } from '../../../domain/share/share';

/**
 * A listing as the API answers it (docs/api.md "ShareView"): dates as ISO strings, plus what the caller
 * may do with it.
 */
export interface ShareView extends Omit<Share, 'listDate' | 'updatedAt' | 'owner'> {
  /** The owner; `email` is null when he keeps it private (issue 16: emailPublic). */
  owner: Omit<Share['owner'], 'email'> & { email: string | null };
  /** The pilots' shown reviews of this listing (issue 16), null when there are none. */
  rating?: RatingSummary | null;
  /** Who pilots deal with (issue 34): first name, photo, member since, rating as a host. */
  host?: { id: number; firstName: string; avatarUrl: string | null; memberSince: string | null; rating: RatingSummary | null };
  /** The aircraft's, repeated on the listing. */
  tailNumber: string;
  regOwner: string;
  listDate: string;
  updatedAt: string;
  /** The caller has it among their favourites (always false for visitors). */
  isFavorite: boolean;
  /** The caller is the owner or an admin. */
  canEdit: boolean;
  /** Grounded by its owner: no requests until cleared (issue 34). */
  grounded?: { reason: string; since: string } | null;
}

/** A page of listings (GET /api/share, /share/mine, /share/favorite). */
export interface ShareList {
  shares: ShareView[];
  count: number;
  fence?: { lat: number; lng: number } | null;
}

/** The heading of a listing: year, make and model, else its own title. */
export function shareHeading(share: Pick<ShareView, 'aircraft' | 'title'>): string {
  const { year, make, model } = share.aircraft;
  const built = [year ? String(year) : '', make, model].map((part) => part?.trim()).filter(Boolean).join(' ');
  return built || share.title || 'Untitled listing';
}

/** The address anyone can open to see a listing: the site root with `?share={id}`. */
export const shareLink = (id: number | string, origin = window.location.origin): string => `${origin}/?share=${id}`;

/** The cover photo's address: the default media when it is an image, else the first image, else null. */
export function coverImageUrl(share: Pick<ShareView, 'media' | 'defaultMedia'>): string | null {
  const chosen = share.media[share.defaultMedia];
  if (chosen?.type === 'image') return chosen.url;
  return share.media.find((item) => item.type === 'image')?.url ?? null;
}
