import { forbidden, notFound } from '../../domain/errors.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { ShareRepository, Viewer } from '../ports/share.repository.js';

export const LISTING_NOT_FOUND = 'This listing is not available.';
export const NOT_YOUR_LISTING = 'Only the owner of this listing can change it';
export const OWN_LISTING_NOT_A_FAVORITE = 'Your own listing cannot be one of your favorites: you find it under My Planes.';

export const viewerOf = (user: User | null): Viewer => ({ userId: user?.id ?? null, isAdmin: user?.isAdmin ?? false });

/** Owners have the final say on their listing; admins may act on any. */
export const canEdit = (user: User | null, share: Share): boolean => !!user && (user.isAdmin || user.id === share.owner.id);

/** A listing this person may see: inactive ones only for their owner and admins (others get a 404). */
export async function visibleShare(shares: ShareRepository, user: User | null, id: number): Promise<Share> {
  const share = await shares.findById(id);
  if (!share || (!share.isActive && !canEdit(user, share))) throw notFound(LISTING_NOT_FOUND);
  return share;
}

/** A listing this person may change: 404 when they cannot even see it, 403 when they only can see it. */
export async function editableShare(shares: ShareRepository, user: User, id: number): Promise<Share> {
  const share = await visibleShare(shares, user, id);
  if (!canEdit(user, share)) throw forbidden(NOT_YOUR_LISTING);
  return share;
}
