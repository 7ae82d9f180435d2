import { conflict, unauthenticated, validationFailed } from '../../domain/errors.js';
import { compareFits, listingFit, pilotFit, type PartnerFit, type PilotSide } from '../../domain/partner/partner-fit.js';
import { PARTNER_LISTING_TYPES, type PartnerListingType } from '../../domain/partner/partner-profile.js';
import { PARTNERS_MESSAGES, partnersQuery, type PartnersInput } from '../../domain/partner/partners-query.js';
import type { PartnerResult, PartnersAnswer } from '../../domain/partner/partners-view.js';
import { qualificationFacts } from '../../domain/pilot/qualification-facts.js';
import { proofsOf } from '../../domain/pilot/record-sources.js';
import type { User } from '../../domain/user/user.js';
import type { GeoPoint, PartnerCandidates, PartnerSeeker } from '../ports/partner-candidates.js';
import type { Clock } from '../ports/security.js';
import type { PilotEvidence } from '../pilots/pilot-evidence.js';
import { utcDay } from '../pilots/pilot-day.js';

/** A fit with the id it is of: what compareFits orders. */
export interface RankedFit {
  id: number;
  distanceKm: number;
  fit: PartnerFit;
}

/** The fits that pass, best first (compareFits), at most `limit`. The one ranking of the server. */
export function bestFits(fits: RankedFit[], limit: number): RankedFit[] {
  return fits.filter((f) => f.fit.passes).sort(compareFits).slice(0, limit);
}

export interface PartnerArea {
  centre: GeoPoint | null;
  radiusKm: number;
  limit: number;
  types?: readonly PartnerListingType[];
}

/**
 * GET /api/partners (issue 41): the listings (or the pilots) that fit the signed-in pilot best. The store
 * applies every hard filter it can in SQL (postgres-partner-candidates.ts); partner-fit.ts then decides and
 * scores the survivors, so the server ranks exactly as the browser scores.
 */
export class PartnersForYou {
  constructor(
    private readonly candidates: PartnerCandidates,
    private readonly evidence: Pick<PilotEvidence, 'of'>,
    private readonly clock: Clock,
  ) {}

  async execute(viewer: User | null, input: PartnersInput): Promise<PartnersAnswer> {
    const q = partnersQuery(input);
    if (!viewer) throw unauthenticated(PARTNERS_MESSAGES.signedOut);
    const area = { centre: q.centre, radiusKm: q.radiusKm, limit: q.limit };
    const ranked = q.kind === 'listings' ? await this.listings(viewer, area, PARTNERS_MESSAGES.noProfile) : await this.pilots(viewer, area);
    return { results: ranked.map(({ id, fit }) => resultOf(q.kind === 'listings' ? 'share' : 'user', id, fit)) };
  }

  /** The best listings of the area (also the find page's sortBy=fit, with its own message for a missing profile). */
  async listings(viewer: User, area: PartnerArea, noProfile: string = PARTNERS_MESSAGES.noProfile): Promise<RankedFit[]> {
    const { seeker, side, facts } = await this.seeker(viewer, area.centre, noProfile);
    const candidates = await this.candidates.listings({
      seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm, types: area.types ?? PARTNER_LISTING_TYPES, facts,
    });
    return bestFits(candidates.map((c) => ({ id: c.id, distanceKm: c.distanceKm, fit: listingFit(side, c) })), area.limit);
  }

  private async pilots(viewer: User, area: PartnerArea): Promise<RankedFit[]> {
    const { seeker, side } = await this.seeker(viewer, area.centre, PARTNERS_MESSAGES.noProfile);
    const candidates = await this.candidates.pilots({ seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm });
    return bestFits(candidates.map((c) => ({ id: c.id, distanceKm: c.distanceKm, fit: pilotFit(side, c) })), area.limit);
  }

  /** His profile (409 without one), his counted record, and his home (the centre asked when he has none). */
  private async seeker(viewer: User, centre: GeoPoint | null, noProfile: string) {
    const found = await this.candidates.seekerOf(viewer.id);
    if (!found) throw conflict(noProfile);
    const home = found.home ?? centre;
    if (!home) throw validationFailed([PARTNERS_MESSAGES.noCentre], PARTNERS_MESSAGES.noCentre, { lat: [PARTNERS_MESSAGES.noCentre] });
    const today = utcDay(this.clock.now());
    const { record, sources } = await this.evidence.of(viewer.id, today);
    const seeker: PartnerSeeker = { userId: viewer.id, profile: found.profile, home };
    const side: PilotSide = { profile: found.profile, totalHours: record.totalHours };
    return { seeker, side, facts: qualificationFacts(record, today, proofsOf(sources)) };
  }
}

export const resultOf = (type: PartnerResult['type'], id: number, fit: PartnerFit): PartnerResult => ({
  type, id, score: fit.score, reasons: fit.reasons, monthlyCostCents: fit.monthlyCostCents,
});
