import { shownTotalHours } from '../../domain/pilot/public-record.js';
import { conflict, unauthenticated, validationFailed, type DomainError } from '../../domain/errors.js';
import {
  compareFits, listingFit, listingPasses, listingScore, pilotFit, pilotPasses, pilotScore, type FitScore, type ListingCandidate, type PartnerFit, type PilotSide,
} from '../../domain/partner/partner-fit.js';
import { PARTNER_LISTING_TYPES, type PartnerListingType } from '../../domain/partner/partner-profile.js';
import { PARTNERS_MESSAGES, partnersQuery, type PartnersInput } from '../../domain/partner/partners-query.js';
import type { PartnerResult, PartnersAnswer } from '../../domain/partner/partners-view.js';
import { qualificationFacts } from '../../domain/pilot/qualification-facts.js';
import { proofsOf } from '../../domain/pilot/record-sources.js';
import type { User } from '../../domain/user/user.js';
import type { CandidateBatch, GeoPoint, PartnerCandidates, PartnerSeeker } from '../ports/partner-candidates.js';
import type { Clock } from '../ports/security.js';
import type { PilotEvidence } from '../pilots/pilot-evidence.js';
import { utcDay } from '../pilots/pilot-day.js';

/** A fit written when asked: an arrow passed as an argument escapes tsx's per-closure `__name` (see fit-terms.ts's `later`). */
const later = <T>(f: () => T): (() => T) => f;

/** A fit with the id it is of: what compareFits orders. */
export interface RankedFit {
  id: number;
  distanceKm: number;
  /** What the ranking reads (listingScore / pilotScore: no sentences written). */
  fit: FitScore;
  /** The whole fit with its reasons (listingFit / pilotFit), for the few shown. */
  full: () => PartnerFit;
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
    private readonly evidence: Pick<PilotEvidence, 'of' | 'ofMany'>,
    private readonly clock: Clock,
    /**
     * Candidates read in the first window (then 4 times more each time), listings and pilots. The bound tells
     * every term but the aircraft's kind (listings, 5 points) and, where both sides' hours may count,
     * experience, so a window ends once the 20th best scores more than its last bound + 0.5, ties included:
     * at the bench's million rows the best 20 of a 500 km circle were settled after 40 to 50 listings and 70 to
     * 90 pilots (Louisville, Denver, Atlanta; bench/README.md, Partners for you). A second window reads the
     * area again, so the first holds some room above those.
     */
    private readonly windowSize: number | { listings: number; pilots: number } = { listings: 80, pilots: 128 },
  ) {}

  async execute(viewer: User | null, input: PartnersInput): Promise<PartnersAnswer> {
    const q = partnersQuery(input);
    if (!viewer) throw unauthenticated(PARTNERS_MESSAGES.signedOut);
    const area = { centre: q.centre, radiusKm: q.radiusKm, limit: q.limit };
    const ranked = q.kind === 'listings' ? await this.listings(viewer, area) : await this.pilots(viewer, area);
    return { results: ranked.map((r) => resultOf(q.kind === 'listings' ? 'share' : 'user', r.id, r.full())) };
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
    const { seeker, side, facts, today } = await this.seeker(viewer, area.centre, noProfile);
    const query = { seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm, types: area.types ?? PARTNER_LISTING_TYPES, facts, seekerHoursKnown: side.totalHours !== null };
    // The owners' hours as the share modal's fit counts them (their records with their evidence), read for
    // the candidates that pass only (the hard filters do not read them).
    const read = async (window?: { offset: number; limit: number }) => {
      const batch = await this.candidates.listings({ ...query, window });
      const passing = batch.candidates.filter((c) => listingPasses(side, c));
      const hours = await this.countedHours(passing.filter((c) => c.ownerHoursMayShow).map((c) => c.ownerId), today);
      return { ...batch, candidates: passing.map((c) => ({ ...c, ownerTotalHours: hours.get(c.ownerId) ?? null })) };
    };
    return this.best(this.window('listings'), area.limit, read, (c) =>
      keep(c) ? { id: c.id, distanceKm: c.distanceKm, airportId: c.airportId, candidate: c, fit: listingScore(side, c), full: later(() => listingFit(side, c)) } : null);
  }

  private async pilots(viewer: User, area: PartnerArea): Promise<RankedFit[]> {
    const { seeker, side, today } = await this.seeker(viewer, area.centre, () => conflict(PARTNERS_MESSAGES.noProfile));
    const query = { seeker, centre: area.centre ?? seeker.home, radiusKm: area.radiusKm, seekerHoursKnown: side.totalHours !== null };
    const read = async (window?: { offset: number; limit: number }) => {
      const batch = await this.candidates.pilots({ ...query, window });
      const passing = batch.candidates.filter((c) => pilotPasses(side, c));
      const hours = await this.countedHours(passing.filter((c) => c.hoursMayShow).map((c) => c.id), today);
      return { ...batch, candidates: passing.map((c) => ({ ...c, totalHours: hours.get(c.id) ?? null })) };
    };
    return this.best(this.window('pilots'), area.limit, read, (c) => ({ id: c.id, distanceKm: c.distanceKm, fit: pilotScore(side, c), full: later(() => pilotFit(side, c)) }));
  }

  /**
   * The total hours of these pilots as every match counts them (PilotEvidence: the declared record, the
   * flights on Wingshare, the logbook), shown only when their records show them. Asked only for those whose
   * hours may show (the store's flag: the others have none to count, and their bound took experience as neutral).
   */
  private async countedHours(ids: number[], today: string): Promise<Map<number, number | null>> {
    if (!ids.length) return new Map();
    const records = await this.evidence.ofMany(ids, today);
    // Only when his record shows its hours on his profile: the experience sentence names them (as GET /share/:id/fit).
    return new Map([...records].map(([id, r]) => [id, shownTotalHours(r.record)]));
  }

  /**
   * The best `limit` fits, reading the candidates window by window in the order of their bound (the most
   * the domain could score them): once the last of the best scores more than a window's last bound + 0.5
   * (a score is the points rounded), no later candidate can enter, and the rest are never read or scored.
   * Without a limit (the find page's sortBy=fit counts them all) every candidate is read at once.
   */
  private window(kind: 'listings' | 'pilots'): number {
    return typeof this.windowSize === 'number' ? this.windowSize : this.windowSize[kind];
  }

  private async best<C, R extends RankedFit>(
    windowSize: number,
    limit: number,
    read: (window?: { offset: number; limit: number }) => Promise<CandidateBatch<C>>,
    score: (c: C) => R | null,
  ): Promise<R[]> {
    const fits: R[] = [];
    const add = (batch: CandidateBatch<C>) => {
      for (const c of batch.candidates) {
        const r = score(c);
        if (r && r.fit.passes) fits.push(r);
      }
    };
    if (!Number.isFinite(limit)) {
      add(await read());
      return bestFits(fits, limit);
    }
    let offset = 0;
    let size = Math.max(windowSize, limit);
    for (;;) {
      const batch = await read({ offset, limit: size });
      add(batch);
      offset += batch.read;
      const best = bestFits(fits, limit);
      if (batch.read < size || batch.lastBound === null) return best;
      if (best.length >= limit && best[limit - 1]!.fit.score > batch.lastBound + 0.5 + 1e-9) return best;
      size *= 4;
    }
  }

  /** His profile (409 without one), his counted record, and his home (the centre asked when he has none). */
  private async seeker(viewer: User, centre: GeoPoint | null, noProfile: () => DomainError) {
    const today = utcDay(this.clock.now());
    // Side by side: his profile and his record (a request's time is mostly waiting for the database).
    const [found, { record, sources }] = await Promise.all([this.candidates.seekerOf(viewer.id), this.evidence.of(viewer.id, today)]);
    if (!found) throw noProfile();
    const home = found.home ?? centre;
    if (!home) throw validationFailed([PARTNERS_MESSAGES.noCentre], PARTNERS_MESSAGES.noCentre, { lat: [PARTNERS_MESSAGES.noCentre] });
    const seeker: PartnerSeeker = { userId: viewer.id, profile: found.profile, home };
    const side: PilotSide = { profile: found.profile, totalHours: record.totalHours };
    return { seeker, side, today, facts: qualificationFacts(record, today, proofsOf(sources)) };
  }
}

export const resultOf = (type: PartnerResult['type'], id: number, fit: PartnerFit): PartnerResult => ({
  type, id, score: fit.score, reasons: fit.reasons, monthlyCostCents: fit.monthlyCostCents,
});
