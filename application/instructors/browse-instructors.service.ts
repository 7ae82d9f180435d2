import { notFound, validationFailed } from '../../domain/errors.js';
import type { Instructor } from '../../domain/instructor/instructor.js';
import { INSTRUCTOR_MESSAGES, readTags } from '../../domain/instructor/instructor-rules.js';
import type { User } from '../../domain/user/user.js';
import type { InstructorQuery, InstructorRepository, InstructorSort } from '../ports/instructor.repository.js';
import { ownProfile, PROFESSIONAL_NOT_FOUND, visibleProfile } from './instructor-access.js';

export const MAX_PAGE_SIZE = 50;
export const MAX_RADIUS_KM = 2000;
const MAX_KEYWORDS = 10;

export const BROWSE_MESSAGES = {
  distNeedsNear: 'Sorting by distance needs lat and lng',
  radiusNeedsNear: 'A radius needs lat and lng',
  radius: `radius must be between 1 and ${MAX_RADIUS_KM} km`,
} as const;

export interface BrowseInstructorsParams {
  page: number;
  limit: number;
  /** Keywords over business name, first and last name and about. */
  q?: string;
  /** Specialties, any of them. */
  tags?: string[];
  near?: { lat: number; lng: number };
  radiusKm?: number;
  /** Default: dist when near is given, else listDate. */
  sort?: InstructorSort;
  /** Default: desc for listDate, asc for dist and ratePerHour. */
  sortDir?: 'asc' | 'desc';
  /** A fresh search (spec section 4): starts again at page 1, whatever page says. */
  fresh?: boolean;
}

export interface InstructorPage {
  instructors: Instructor[];
  count: number;
  /** Ids among `instructors` the viewer has favourited. */
  favorites: Set<number>;
}

/** GET /instructor, /instructor/mine, /instructor/favorite and the favourite buttons. */
export class BrowseInstructors {
  constructor(private readonly instructors: InstructorRepository) {}

  async list(user: User | null, p: BrowseInstructorsParams): Promise<InstructorPage> {
    const errors: string[] = [];
    const tags = readTags(p.tags ?? []);
    if (tags?.unknown.length) errors.push(INSTRUCTOR_MESSAGES.tagsUnknown(tags.unknown));
    const sort = p.sort ?? (p.near ? 'dist' : 'listDate');
    if (sort === 'dist' && !p.near) errors.push(BROWSE_MESSAGES.distNeedsNear);
    if (p.radiusKm !== undefined && !p.near) errors.push(BROWSE_MESSAGES.radiusNeedsNear);
    if (p.radiusKm !== undefined && !(p.radiusKm >= 1 && p.radiusKm <= MAX_RADIUS_KM)) errors.push(BROWSE_MESSAGES.radius);
    if (errors.length) throw validationFailed(errors);
    const keywords = (p.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_KEYWORDS);
    return this.page(user, {
      keywords: keywords.length ? keywords : undefined,
      tags: tags?.tags.length ? tags.tags : undefined,
      near: p.near,
      radiusKm: p.radiusKm,
      sort: { by: sort, dir: p.sortDir ?? (sort === 'listDate' ? 'desc' : 'asc') },
    }, p.fresh ? 1 : p.page, p.limit);
  }

  /** The caller's own profile (discoverable or not), or 404. */
  mine(user: User): Promise<Instructor> {
    return ownProfile(this.instructors, user);
  }

  favorites(user: User, p: { page: number; limit: number }): Promise<InstructorPage> {
    return this.page(user, { favoritesOf: user.id, sort: { by: 'listDate', dir: 'desc' } }, p.page, p.limit);
  }

  /** One profile as its viewer may see it (hidden ones only for their owner): 404 otherwise. */
  one(user: User | null, id: number): Promise<Instructor> {
    return visibleProfile(this.instructors, user, id);
  }

  favoriteIds(user: User, ids: number[]): Promise<Set<number>> {
    return this.instructors.favoriteIds(user.id, ids);
  }

  /**
   * Adding needs a profile the caller may see (404 otherwise). Removing works on any existing profile, so
   * a favourite of a profile that has since gone undiscoverable can still be dropped; unknown ids are 404.
   */
  async setFavorite(user: User, id: number, favorite: boolean): Promise<void> {
    if (favorite) {
      await visibleProfile(this.instructors, user, id);
      await this.instructors.addFavorite(user.id, id);
    } else {
      if (!(await this.instructors.findById(id))) throw notFound(PROFESSIONAL_NOT_FOUND);
      await this.instructors.removeFavorite(user.id, id);
    }
  }

  private async page(
    user: User | null,
    filter: Omit<InstructorQuery, 'viewerId' | 'offset' | 'limit'>,
    page: number,
    limit: number,
  ): Promise<InstructorPage> {
    const size = Math.min(Math.max(1, limit), MAX_PAGE_SIZE);
    const { items, total } = await this.instructors.list({
      ...filter,
      viewerId: user?.id ?? null,
      offset: (Math.max(1, page) - 1) * size,
      limit: size,
    });
    const favorites = user ? await this.instructors.favoriteIds(user.id, items.map((i) => i.id)) : new Set<number>();
    return { instructors: items, count: total, favorites };
  }
}
