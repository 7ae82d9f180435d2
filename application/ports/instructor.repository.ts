import type { Instructor, InstructorFields } from '../../domain/instructor/instructor.js';
import type { Avatar } from '../../domain/user/user.js';

export interface InstructorData {
  fields: InstructorFields;
  /** The picture stored for the profile; null shows the account avatar. */
  profileAvatar: Avatar | null;
}

export type InstructorSort = 'dist' | 'ratePerHour' | 'listDate';

export interface InstructorQuery {
  /** Undiscoverable profiles are shown to their owner only. */
  viewerId: number | null;
  /** Only the favourites of this user. */
  favoritesOf?: number;
  /** Every word must appear (case-insensitively) in the business name, first name, last name or about. */
  keywords?: string[];
  /** Any of these specialties. */
  tags?: string[];
  near?: { lat: number; lng: number };
  /** With near: only profiles whose airport is within this many kilometres. */
  radiusKm?: number;
  sort: { by: InstructorSort; dir: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

/**
 * Professional profiles storage. create answers a conflict DomainError when the account already has a
 * profile (even when two creates race) and sets the account's isInstructor in the same transaction;
 * delete clears it in the same transaction.
 */
export interface InstructorRepository {
  create(userId: number, data: InstructorData): Promise<Instructor>;
  update(id: number, data: InstructorData): Promise<Instructor>;
  delete(id: number): Promise<void>;
  findById(id: number): Promise<Instructor | null>;
  findByUser(userId: number): Promise<Instructor | null>;
  /** A page in a stable order (ties broken by id), and the number of matches. */
  list(query: InstructorQuery): Promise<{ items: Instructor[]; total: number }>;
  addFavorite(userId: number, instructorId: number): Promise<void>;
  removeFavorite(userId: number, instructorId: number): Promise<void>;
  /** Which of these profiles the user has favourited. */
  favoriteIds(userId: number, instructorIds: number[]): Promise<Set<number>>;
}
