import type { AirportRef } from '../../domain/airport/airport.js';
import type { MediaItem } from '../../domain/share/share.js';
import type { ShareType } from '../../domain/share/share-types.js';

/** A listing as the back office lists it. */
export interface AdminShareRecord {
  id: number;
  title: string;
  type: ShareType;
  tailNumber: string | null;
  make: string;
  model: string;
  year: number | null;
  ratePerHour: number | null;
  isActive: boolean;
  ownerId: number;
  ownerUsername: string;
  ownerEmail: string;
  airport: AirportRef;
  listDate: Date;
  updatedAt: Date;
  media: MediaItem[];
}

export interface AdminShareQuery {
  ids?: number[];
  /** Title, tail number or owner username contains it. */
  q?: string;
  type?: ShareType;
  isActive?: boolean;
  ownerId?: number;
  sort: { field: 'id' | 'listDate' | 'ratePerHour' | 'title'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** Every listing, active or not, for staff. */
export interface AdminShareStore {
  list(query: AdminShareQuery): Promise<{ items: AdminShareRecord[]; total: number }>;
  findById(id: number): Promise<AdminShareRecord | null>;
}
