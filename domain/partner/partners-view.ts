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

export interface PartnersAnswer {
  results: PartnerResult[];
}
