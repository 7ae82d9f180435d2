import type { RatingSummary } from '../../domain/review/review-view.js';
import type { Share } from '../../domain/share/share.js';

/** A listing as the API answers it (docs/api.md "ShareView"); `rating`: its pilots' shown reviews (issue 16). */
export function toShareView(s: Share, viewer: { isFavorite: boolean; canEdit: boolean; rating?: RatingSummary | null }) {
  return {
    ...s,
    tailNumber: s.aircraft.tailNumber,
    regOwner: s.aircraft.regOwner,
    listDate: s.listDate.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    isFavorite: viewer.isFavorite,
    canEdit: viewer.canEdit,
    rating: viewer.rating ?? null,
  };
}
