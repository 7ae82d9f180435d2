import { conflict, validationFailed } from '../../domain/errors.js';
import type { Share } from '../../domain/share/share.js';
import { isShareType, type ShareType } from '../../domain/share/share-types.js';
import type { User } from '../../domain/user/user.js';
import type { ShareQuery, ShareRepository } from '../ports/share.repository.js';
import { OWN_LISTING_NOT_A_FAVORITE, viewerOf, visibleShare } from './share-access.js';

export const MAX_PAGE_SIZE = 50;

export interface BrowseParams {
  id?: number;
  page: number;
  limit: number;
  sortBy: 'listDate' | 'ratePerHour' | 'dist';
  sortDir: 'asc' | 'desc';
  types?: string[];
  airportId?: number;
  near?: { lat: number; lng: number };
}

export interface SharePage {
  shares: Share[];
  count: number;
  fence: { lat: number; lng: number } | null;
  /** Ids among `shares` the viewer has favourited. */
  favorites: Set<number>;
}

/** GET /share, /share/mine, /share/favorite and the favourite buttons. */
export class BrowseShares {
  constructor(private readonly shares: ShareRepository) {}

  async list(user: User | null, p: BrowseParams): Promise<SharePage> {
    const errors: string[] = [];
    const types = p.types?.filter((t) => t !== '') ?? [];
    const bad = types.filter((t) => !isShareType(t));
    if (bad.length) errors.push(`Unknown listing type: ${bad.join(', ').slice(0, 100)}`);
    if (p.sortBy === 'dist' && !p.near) errors.push('Sorting by distance needs lat and lng');
    if (errors.length) throw validationFailed(errors);
    return this.page(user, { id: p.id, types: types as ShareType[], airportId: p.airportId, near: p.near }, p);
  }

  mine(user: User, p: Pick<BrowseParams, 'page' | 'limit'>): Promise<SharePage> {
    return this.page(user, { ownerId: user.id }, { ...p, sortBy: 'listDate', sortDir: 'desc' });
  }

  favorites(user: User, p: Pick<BrowseParams, 'page' | 'limit'>): Promise<SharePage> {
    return this.page(user, { favoritesOf: user.id }, { ...p, sortBy: 'listDate', sortDir: 'desc' });
  }

  favoriteIds(user: User, shareIds: number[]): Promise<Set<number>> {
    return this.shares.favoriteIds(user.id, shareIds);
  }

  async setFavorite(user: User, shareId: number, favorite: boolean): Promise<void> {
    if (favorite) {
      const share = await visibleShare(this.shares, user, shareId);
      // Favourites are listings of others to come back to; one's own are on My Planes.
      if (share.owner.id === user.id) throw conflict(OWN_LISTING_NOT_A_FAVORITE);
      await this.shares.addFavorite(user.id, shareId);
    } else {
      await this.shares.removeFavorite(user.id, shareId);
    }
  }

  private async page(
    user: User | null,
    filter: Partial<ShareQuery>,
    p: Pick<BrowseParams, 'page' | 'limit' | 'sortBy' | 'sortDir' | 'near'>,
  ): Promise<SharePage> {
    const limit = Math.min(Math.max(1, p.limit), MAX_PAGE_SIZE);
    const { items, total, centre } = await this.shares.list({
      ...filter,
      viewer: viewerOf(user),
      near: p.near,
      sort: { by: p.sortBy, dir: p.sortDir },
      offset: (Math.max(1, p.page) - 1) * limit,
      limit,
    });
    const favorites = user ? await this.shares.favoriteIds(user.id, items.map((s) => s.id)) : new Set<number>();
    return { shares: items, count: total, fence: p.near ?? centre, favorites };
  }
}
