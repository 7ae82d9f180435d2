/**
 * The partner match (issue 41): one pure function from a pilot's partner profile and a listing (or
 * another pilot's profile) to a score and its reasons. The server ranks with it and the browser shows it;
 * both import this file.
 *
 * CONTRACT (implementation pending in this commit; see the issue): hard filters first, then a weighted
 * score 0-100 (an integer), each term explained in one sentence.
 */
import type { PartnerProfile, ListingPartnerProfile, PartnerListingType } from './partner-profile.js';

/** The pilot being matched: his profile and his counted total hours (null when he has no record). */
export interface PilotSide {
  profile: PartnerProfile;
  totalHours: number | null;
}

/** A listing as the match sees it. */
export interface ListingCandidate {
  id: number;
  type: PartnerListingType;
  group: ListingPartnerProfile;
  /** The aircraft's tags (domain/options.ts AIRCRAFT_TAGS). */
  aircraftTags: readonly string[];
  /** Great-circle km from his home airport to the listing's airport. */
  distanceKm: number;
  /** His insurance-minimums match: true met, false not met, null when the listing asks nothing. */
  minimumsMet: boolean | null;
  /** The owner's counted total hours, for the experience mix (null when unknown). */
  ownerTotalHours: number | null;
}

/** Another pilot as the match sees him (pilots forming a partnership). */
export interface PilotCandidate extends PilotSide {
  id: number;
  distanceKm: number;
}

export interface PartnerFit {
  /** Every hard filter holds. */
  passes: boolean;
  /** 0 to 100, an integer; 0 when a hard filter fails. */
  score: number;
  /** Failed hard filters first (each a sentence), then one sentence per score term. */
  reasons: string[];
  /** What he would pay a month at his hours (newMemberMonthlyCost); null for a pilot-to-pilot match. */
  monthlyCostCents: number | null;
}
