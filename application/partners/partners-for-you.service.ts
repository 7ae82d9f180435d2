import { conflict, unauthenticated, validationFailed, type DomainError } from '../../domain/errors.js';
import { compareFits, listingFit, pilotFit, type ListingCandidate, type PartnerFit, type PilotSide } from '../../domain/partner/partner-fit.js';
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
export function bestFits<T extends RankedFit>(fits: T[], limit: number): T[] {
  return fits.filter((f) => f.fit.passes).sort(compareFits).slice(0, limit);
}

export interface PartnerArea {
  centre: GeoPoint | null;
  radiusKm: number;
  limit: number;
  types?: readonly PartnerListingType[];
}

/** A listing's fit with where it is (the find page's sortBy=fit pages and counts them by airport). */
export interface RankedListing extends RankedFit {
  airportId: number;
  candidate: ListingCandidate;
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
    const ranked = q.kind === 'listings' ? await this.listings(viewer, area) : await this.pilots(viewer, area);
    return { results: ranked.map(({ id, fit }) => resultOf(q.kind === 'listings' ? 'share' : 'user', id, fit)) };
  }

  /**
   * The best listings of the area; `keep` narrows the candidates first (the find page's other filters),
   * `noProfile` is the refusal of a pilot without a profile (409 here, the find page's 400 for sortBy=fit).
   */
  async listings(
    viewer: User,
    area: PartnerArea,
    keep: (c: ListingCandidate & { airportId: number }) => boolean = () => true,
    noProfile: () => DomainError = () => conflict(PARTNERS_MESSAGES.noProfile),
  ): Promise<RankedListing[]> {
    const { seeker, side, facts } = await this.seeker(viewer, area.centre, noProfile);
    const candidates = await this.candidates.listings({
      seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm, types: area.types ?? PARTNER_LISTING_TYPES, facts,
    });
    const fits = candidates.filter(keep).map((c) => ({ id: c.id, distanceKm: c.distanceKm, airportId: c.airportId, candidate: c, fit: listingFit(side, c) }));
    return bestFits(fits, area.limit);
  }

  private async pilots(viewer: User, area: PartnerArea): Promise<RankedFit[]> {
    const { seeker, side } = await this.seeker(viewer, area.centre, () => conflict(PARTNERS_MESSAGES.noProfile));
    const candidates = await this.candidates.pilots({ seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm });
    return bestFits(candidates.map((c) => ({ id: c.id, distanceKm: c.distanceKm, fit: pilotFit(side, c) })), area.limit);
  }

  /** His profile (409 without one), his counted record, and his home (the centre asked when he has none). */
  private async seeker(viewer: User, centre: GeoPoint | null, noProfile: () => DomainError) {
    const found = await this.candidates.seekerOf(viewer.id);
    if (!found) throw noProfile();
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
