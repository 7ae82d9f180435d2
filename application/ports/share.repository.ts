import type { AircraftDetails, MediaItem, Share, ShareFields } from '../../domain/share/share.js';
import type { ShareType } from '../../domain/share/share-types.js';
import type { ListingPartnerProfile } from '../../domain/partner/partner-profile.js';

export interface ShareData {
  airportId: number;
  fields: ShareFields;
  aircraft: AircraftDetails;
  media: MediaItem[];
  /** A new listing whose lister confirmed he owns the aircraft or has its owner's permission: stored with the time. */
  ownershipConfirmed?: boolean;
  /** The group's side (issue 41): absent keeps the stored one, null removes it, a profile replaces it. */
  partnerProfile?: ListingPartnerProfile | null;
}

/** Who is looking: inactive shares are shown only to their owner and to admins. */
export interface Viewer {
  userId: number | null;
  isAdmin: boolean;
}

export interface ShareQuery {
  viewer: Viewer;
  id?: number;
  ownerId?: number;
  /** Only the favourites of this user. */
  favoritesOf?: number;
  types?: ShareType[];
  airportId?: number;
  near?: { lat: number; lng: number };
  sort: { by: 'listDate' | 'ratePerHour' | 'dist'; dir: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

/**
 * Listings storage. create and update answer a conflict DomainError ("Tail number already in use.")
 * when another listing has the tail number, even when two writes race.
 */
export interface ShareRepository {
  create(ownerId: number, data: ShareData): Promise<Share>;
  update(id: number, data: ShareData): Promise<Share>;
  findById(id: number): Promise<Share | null>;
  delete(id: number): Promise<void>;
  setActive(id: number, active: boolean): Promise<Share>;
  tailNumberInUse(tailNumber: string, exceptShareId?: number): Promise<boolean>;
  list(query: ShareQuery): Promise<{ items: Share[]; total: number; centre: { lat: number; lng: number } | null }>;
  addFavorite(userId: number, shareId: number): Promise<void>;
  removeFavorite(userId: number, shareId: number): Promise<void>;
  /** Which of these shares the user has favourited. */
  favoriteIds(userId: number, shareIds: number[]): Promise<Set<number>>;
  /** URLs of the stored images of every listing of a user (to remove them with the account). */
  imageUrlsOfOwner(ownerId: number): Promise<string[]>;
}
