import type { ListingCandidate, PilotCandidate } from '../../domain/partner/partner-fit.js';
import type { PartnerListingType, PartnerProfile } from '../../domain/partner/partner-profile.js';
import type { QualificationFacts } from '../../domain/search/search-criteria.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The pilot who asks: his partner profile and where he flies from. */
export interface PartnerSeeker {
  userId: number;
  profile: PartnerProfile;
  /** His home airport (distances and the drive are measured from it). */
  home: GeoPoint;
}

/** The circle asked for and what narrows the candidates before the domain scores them. */
export interface CandidateQuery {
  seeker: PartnerSeeker;
  centre: GeoPoint;
  radiusKm: number;
  /** Listings only: these types (PARTNER_LISTING_TYPES, or fewer). */
  types?: readonly PartnerListingType[];
  /** Listings only: his facts for the insurance-minimums filter (qualification.sql.ts); null skips it. */
  facts?: QualificationFacts | null;
  /** Listings only: this listing alone (the new-match mail). */
  shareId?: number;
  /**
   * Whether his counted hours are known (the experience term is neutral when they are not, whatever the
   * other side's): the bound takes it at its full weight when absent.
   */
  seekerHoursKnown?: boolean;
  /** A window of the candidates in the order of their bound, best first; all of them when absent. */
  window?: { offset: number; limit: number };
}

/**
 * A window of candidates, best bound first. `bound` is the most the domain could score any candidate of
 * the window or after it (partner-fit.ts's weights, the terms the store cannot tell at their full weight):
 * once the last best fit scores more than `lastBound` + 0.5, no later candidate can enter.
 */
export interface CandidateBatch<C> {
  candidates: C[];
  /** How many rows the window read (candidates left out after the window, e.g. his own listing, count too). */
  read: number;
  /** The bound of the window's last row; null for an empty window. */
  lastBound: number | null;
}

/**
 * A listing candidate with where it is and whose it is. `ownerHoursMayShow` false: the owner's counted hours
 * are not shown (no source of hours, or his record hides them), so there is nothing to count.
 */
export type ListedCandidate = ListingCandidate & { airportId: number; ownerId: number; ownerHoursMayShow: boolean };

/** Another pilot as a candidate; `hoursMayShow` as a listing's owner's. */
export type PilotMatchCandidate = PilotCandidate & { hoursMayShow: boolean };

/**
 * The candidates of "Partners for you", read with every hard filter the store can apply (drive distance,
 * buy-in, monthly cost at his hours as a bound, co-owners, insurance minimums, opted-in pilots only, never
 * himself). What it answers is a superset of what passes partner-fit.ts: the domain decides and scores.
 */
export interface PartnerCandidates {
  /** His own profile and home airport; null without a profile. `home` is null when he chose no home airport. */
  seekerOf(userId: number): Promise<{ profile: PartnerProfile; home: GeoPoint | null } | null>;
  /** Each with its airport's and its owner's ids; the owner's hours are the caller's to count (null here). */
  listings(q: CandidateQuery): Promise<CandidateBatch<ListedCandidate>>;
  /** Their hours are the caller's to count (null here). */
  pilots(q: CandidateQuery): Promise<CandidateBatch<PilotMatchCandidate>>;
  /** Pilots with a visible profile who might fit this listing (the new-match mail), with their profiles. */
  pilotsNear(shareId: number): Promise<PartnerSeeker[]>;
}
