import type { ClaimStatus } from '../../domain/share/listing-ownership.js';

/** A registered owner's claim that a listed aircraft is his ("This is my plane"), as staff read it. */
export interface AircraftClaim {
  id: number;
  tailNumber: string;
  /** The listing claimed; null once it is deleted. */
  share: { id: number; title: string; owner: { id: number; name: string } } | null;
  /** Null once the claimant's account is deleted. */
  claimant: { id: number; name: string; username: string; email: string } | null;
  message: string;
  status: ClaimStatus;
  createdAt: Date;
  handledAt: Date | null;
}

export interface AircraftClaimQuery {
  ids?: number[];
  status?: ClaimStatus;
  /** The tail number contains it. */
  tailNumber?: string;
  sort: { field: 'id' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** Claims on listed aircraft, and the listing a tail number belongs to. */
export interface AircraftClaimRepository {
  /** The listing that holds this (normalised) tail number, if any. */
  listingOf(tailNumber: string): Promise<{ shareId: number; ownerId: number } | null>;
  /** Adds an open claim, or answers the claimant's open claim on that tail number (`created` false). */
  add(claim: { tailNumber: string; shareId: number; claimantId: number; message: string }): Promise<{ claim: AircraftClaim; created: boolean }>;
  findById(id: number): Promise<AircraftClaim | null>;
  list(query: AircraftClaimQuery): Promise<{ items: AircraftClaim[]; total: number }>;
  /** Staff's decision; `handledAt` is set when it leaves `open`, cleared when reopened. */
  setStatus(id: number, status: ClaimStatus): Promise<AircraftClaim | null>;
}
