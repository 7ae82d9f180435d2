import type { Clock } from '../ports/security.js';
import type { Booking } from '../../domain/booking/booking.js';
import type { CalendarDay } from '../../domain/pilot/pilot-record.js';
import type { MatchAircraft } from '../../domain/pilot/minimums.js';
import type { Qualification } from '../../domain/pilot/qualification.js';
import { matchQualification } from '../../domain/pilot/qualification-match.js';
import { ownerQualification, type OwnerQualification } from '../../domain/pilot/owner-qualification.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from '../shares/share-access.js';
import { airportDay, dayIn, utcDay } from './pilot-day.js';
import { PilotEvidence } from './pilot-evidence.js';

/** What the match needs of a listing's aircraft. */
export const matchAircraftOf = (share: Share): MatchAircraft => ({
  make: share.aircraft.make,
  model: share.aircraft.model,
  retractable: share.aircraft.retractable,
  complex: share.aircraft.complex,
  highPerformance: share.aircraft.highPerformance,
  tailwheel: share.aircraft.tailwheel,
  multiEngine: share.aircraft.multiEngine,
  instrumentRatingRequired: share.aircraft.instrumentRatingRequired,
});

/**
 * The match of a pilot's record with a listing's minimums (issue 15), on the listing airport's local day:
 * GET /share/:id/qualification for the signed-in pilot, and the owner's Requests list, where each request
 * carries the owner's view of its pilot's outcome (never the record, nor the pilot's own wording).
 */
export class Qualifications {
  constructor(
    private readonly shares: ShareRepository,
    private readonly records: PilotRecordRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock = { now: () => new Date() },
    /** The record with the hours flown on Wingshare (issue 36), the logbook and the FAA match (issue 40), each figure's source. */
    private readonly evidence: PilotEvidence = new PilotEvidence({ records }),
  ) {}

  async forListing(user: User, shareId: number): Promise<Qualification> {
    const share = await visibleShare(this.shares, user, shareId);
    const day = airportDay(this.zones, share.airport, this.clock.now());
    const { record, sources } = await this.evidence.of(user.id, day);
    return matchQualification(record, share.minimums, matchAircraftOf(share), day, sources);
  }

  /**
   * Each request's pilot against its listing, on the day of the request: a rental's first day at the airport
   * (what counts is being current when flying), a request to join on today's date there.
   */
  async forRequests(bookings: Booking[]): Promise<Map<number, OwnerQualification>> {
    const pilotIds = [...new Set(bookings.map((b) => b.pilotId))];
    // The log's last 90 days counted back from the server's day (each request is matched on its own day below).
    const records = await this.evidence.ofMany(pilotIds, utcDay(this.clock.now()));
    const shares = new Map<number, Promise<Share | null>>();
    const out = new Map<number, OwnerQualification>();
    for (const b of bookings) {
      if (!shares.has(b.shareId)) shares.set(b.shareId, this.shares.findById(b.shareId));
      const share = await shares.get(b.shareId)!;
      if (!share) continue;
      const zone = this.zones.zoneAt(share.airport.lat, share.airport.long);
      const day: CalendarDay = dayIn(zone, b.period ? b.period.start : this.clock.now());
      const { record, sources } = records.get(b.pilotId)!;
      out.set(b.id, ownerQualification(record, share.minimums, matchAircraftOf(share), day, sources));
    }
    return out;
  }
}
