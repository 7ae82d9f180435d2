import { greatCircleKm } from '../../domain/airport/great-circle.js';
import { listingFit } from '../../domain/partner/partner-fit.js';
import { isPartnerListingType } from '../../domain/partner/partner-profile.js';
import { NEW_MATCH_MIN_SCORE } from '../../domain/partner/partners-query.js';
import { shownTotalHours } from '../../domain/pilot/public-record.js';
import { matchQualification } from '../../domain/pilot/qualification-match.js';
import type { Share } from '../../domain/share/share.js';
import { newListingSnapshot } from '../alerts/new-listing-snapshot.js';
import type { AlertOutbox, PartnerMatchToQueue } from '../ports/alert-outbox.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PartnerCandidates } from '../ports/partner-candidates.js';
import type { Clock } from '../ports/security.js';
import { airportDay } from '../pilots/pilot-day.js';
import type { PilotEvidence } from '../pilots/pilot-evidence.js';
import { matchAircraftOf } from '../pilots/qualification.service.js';

/**
 * The new-match mail (issue 41): when a listing gains its group side (or is listed, enabled or moved with
 * one), every pilot with a visible partner profile and its mails on whom it fits (listingFit passes and
 * scores at least NEW_MATCH_MIN_SCORE) gets one mail, once per listing and pilot ever (the outbox's row).
 * Queued in the caller's transaction, like new-listing alerts; the alert worker mails them. The store
 * narrows the pilots to those whose drive reaches the airport and whose budget the listing's buy-in and
 * monthly cost can fit; the fit is the one GET /share/:id/fit answers them (their counted hours, their
 * minimums match on the airport's day).
 */
export class PartnerMatchAlerts {
  constructor(
    private readonly candidates: Pick<PartnerCandidates, 'pilotsNear'>,
    private readonly evidence: Pick<PilotEvidence, 'ofMany'>,
    private readonly outbox: Pick<AlertOutbox, 'queuePartnerMatches'>,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
  ) {}

  /** Answers how many mails were queued (a pilot mailed about this listing before is not counted). */
  async queueFor(share: Share, siteUrl?: string): Promise<number> {
    if (!share.isActive || !share.partnerProfile || !isPartnerListingType(share.type)) return 0;
    const pilots = (await this.candidates.pilotsNear(share.id)).filter((p) => p.userId !== share.owner.id);
    if (!pilots.length) return 0;
    const day = airportDay(this.zones, share.airport, this.clock.now());
    const records = await this.evidence.ofMany([share.owner.id, ...pilots.map((p) => p.userId)], day);
    const snapshot = { ...newListingSnapshot(share), ...(siteUrl ? { siteUrl } : {}) };
    const mails: PartnerMatchToQueue[] = [];
    for (const pilot of pilots) {
      const mine = records.get(pilot.userId)!;
      const match = matchQualification(mine.record, share.minimums, matchAircraftOf(share), day, mine.sources);
      const fit = listingFit({ profile: pilot.profile, totalHours: mine.record.totalHours }, {
        id: share.id,
        type: share.type,
        group: share.partnerProfile,
        aircraftTags: share.aircraft.tags,
        distanceKm: greatCircleKm({ lat: pilot.home.lat, long: pilot.home.lng }, share.airport),
        airportName: share.airport.facility,
        minimumsMet: match.total === 0 ? null : match.qualifies,
        // The owner's hours only when his record shows them: the mail's experience sentence names them.
        ownerTotalHours: shownTotalHours(records.get(share.owner.id)?.record),
      });
      if (!fit.passes || fit.score < NEW_MATCH_MIN_SCORE) continue;
      mails.push({
        userId: pilot.userId, shareId: share.id, airportId: share.airport.id,
        payload: { ...snapshot, score: fit.score, reasons: fit.reasons, monthlyCostCents: fit.monthlyCostCents },
      });
    }
    return this.outbox.queuePartnerMatches(mails);
  }
}
