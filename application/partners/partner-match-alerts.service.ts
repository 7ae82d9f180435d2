import { listingFit } from '../../domain/partner/partner-fit.js';
import { isPartnerListingType } from '../../domain/partner/partner-profile.js';
import { NEW_MATCH_MIN_SCORE } from '../../domain/partner/partners-query.js';
import type { Share } from '../../domain/share/share.js';
import { newListingSnapshot } from '../alerts/new-listing-snapshot.js';
import type { AlertOutbox, PartnerMatchToQueue } from '../ports/alert-outbox.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PartnerCandidates } from '../ports/partner-candidates.js';
import type { Clock } from '../ports/security.js';
import { airportDay } from '../pilots/pilot-day.js';
import type { PilotEvidence } from '../pilots/pilot-evidence.js';
import { fitInputsOf } from './fit-inputs.js';

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
      const home = { lat: pilot.home.lat, long: pilot.home.lng };
      const inputs = fitInputsOf(share, pilot.profile, home, records.get(pilot.userId)!, records.get(share.owner.id), day);
      const fit = listingFit(inputs.pilot, inputs.listing);
      if (!fit.passes || fit.score < NEW_MATCH_MIN_SCORE) continue;
      mails.push({
        userId: pilot.userId, shareId: share.id, airportId: share.airport.id,
        payload: { ...snapshot, score: fit.score, reasons: fit.reasons, monthlyCostCents: fit.monthlyCostCents },
      });
    }
    return this.outbox.queuePartnerMatches(mails);
  }
}
