import type { AirportRef } from '../../domain/airport/airport.js';

/** A professional profile as the back office lists it. */
export interface AdminInstructorRecord {
  id: number;
  userId: number;
  username: string;
  firstname: string;
  lastname: string;
  name: string;
  email: string;
  businessName: string;
  ratePerHour: number | null;
  tags: string[];
  isCommercial: boolean;
  isDiscoverable: boolean;
  airport: AirportRef;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminInstructorQuery {
  ids?: number[];
  /** Name, username, email or business name contains it. */
  q?: string;
  /** Only discoverable (true) or hidden (false) profiles. */
  active?: boolean;
  sort: { field: 'id' | 'createdAt' | 'ratePerHour' | 'name'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface AdminInstructorStore {
  list(query: AdminInstructorQuery): Promise<{ items: AdminInstructorRecord[]; total: number }>;
  findById(id: number): Promise<AdminInstructorRecord | null>;
  setDiscoverable(id: number, discoverable: boolean): Promise<void>;
}
