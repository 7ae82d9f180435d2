import type { RatingSummary } from '../review/review-view.js';
import type { Share } from './share.js';

/** Who pilots deal with, as a listing's host card shows him (issue 34): not the registry's legal owner name. */
export interface ShareHost {
  id: number;
  firstName: string;
  avatarUrl: string | null;
  memberSince: string | null;
  rating: RatingSummary | null;
}

/**
 * A listing as the API answers it (docs/api.md "ShareView"): dates as ISO strings, plus what the caller may
 * do with it. Built by the server (adapters/http/share-view.ts), read by the public site.
 */
export interface ShareView extends Omit<Share, 'listDate' | 'updatedAt' | 'owner'> {
  /** The owner; `email` is null when he keeps it private (issue 16: emailPublic). */
  owner: Omit<Share['owner'], 'email'> & { email: string | null };
  /** The pilots' shown reviews of this listing (issue 16), null when there are none. */
  rating?: RatingSummary | null;
  /** Who pilots deal with (issue 34): first name, photo, member since, rating as a host. */
  host?: ShareHost;
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
