import type { Share } from '../../domain/share/share.js';

/** A listing as the API answers it (docs/api.md "ShareView"). */
export function toShareView(s: Share, viewer: { isFavorite: boolean; canEdit: boolean }) {
  return {
    ...s,
    tailNumber: s.aircraft.tailNumber,
    regOwner: s.aircraft.regOwner,
    listDate: s.listDate.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    isFavorite: viewer.isFavorite,
    canEdit: viewer.canEdit,
  };
}
