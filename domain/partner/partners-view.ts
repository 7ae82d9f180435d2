import type { ListingCandidate, PartnerFit, PilotSide } from './partner-fit.js';

/** The wire shape of GET /api/partners (issue 41): the best fits first, each with its reasons. */
export interface PartnerResult {
  /** A listing ('share') or another pilot ('user'). */
  type: 'share' | 'user';
  id: number;
  /** 0 to 100 (domain/partner/partner-fit.ts). */
  score: number;
  reasons: string[];
  /** What he would pay a month at his hours; null for a pilot. */
  monthlyCostCents: number | null;
}

/**
 * GET /api/share/:id/fit: his fit with the listing and what it was worked out from, so the browser can run
 * the same listingFit again as he tries other hours a year (the share modal's "What if").
 */
export interface ShareFitAnswer extends PartnerFit {
  inputs: { pilot: PilotSide; listing: ListingCandidate };
}

export interface PartnersAnswer {
  results: PartnerResult[];
}
