import type { Grounding } from '../../domain/booking/availability.js';
import type { RatingSummary } from '../../domain/review/review-view.js';
import type { Share } from '../../domain/share/share.js';
import type { ShareView } from '../../domain/share/share-view.js';

/**
 * A listing as the API answers it (the domain's ShareView, docs/api.md "ShareView"); `rating`: its pilots' shown reviews (issue 16);
 * `host`: who pilots deal with, as the host card shows him (issue 34): first name, photo, member since and his
 * rating as a host, rather than the registry's legal owner name.
 */
export function toShareView(s: Share, viewer: { isFavorite: boolean; canEdit: boolean; rating?: RatingSummary | null; hostRating?: RatingSummary | null; grounded?: Grounding | null }): ShareView {
  return {
    ...s,
    host: {
      id: s.owner.id,
      firstName: s.owner.first,
      avatarUrl: s.owner.avatarUrl ?? null,
      memberSince: s.owner.memberSince?.toISOString() ?? null,
      rating: viewer.hostRating ?? null,
    },
    tailNumber: s.aircraft.tailNumber,
    regOwner: s.aircraft.regOwner,
    listDate: s.listDate.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    isFavorite: viewer.isFavorite,
    canEdit: viewer.canEdit,
    rating: viewer.rating ?? null,
    // The group's side for partner matching (issue 41); null when not stated and on rentals.
    partnerProfile: s.partnerProfile ?? null,
    /** Grounded by its owner (issue 34, point 15): it takes no requests until cleared. */
    grounded: viewer.grounded ? { reason: viewer.grounded.reason, since: viewer.grounded.since.toISOString() } : null,
  };
}
