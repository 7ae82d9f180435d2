import { greatCircleKm } from '../../domain/airport/great-circle.js';
import type { ListingCandidate, PilotSide } from '../../domain/partner/partner-fit.js';
import { isPartnerListingType, type PartnerProfile } from '../../domain/partner/partner-profile.js';
import type { CalendarDay } from '../../domain/pilot/pilot-record.js';
import { shownTotalHours } from '../../domain/pilot/public-record.js';
import { matchQualification } from '../../domain/pilot/qualification-match.js';
import type { SourcedRecord } from '../../domain/pilot/record-sources.js';
import type { Share } from '../../domain/share/share.js';
import { matchAircraftOf } from '../pilots/qualification.service.js';

/**
 * One pilot and one partner listing as listingFit reads them, the one way GET /share/:id/fit and the new-match
 * mail build them: his counted hours and his minimums match on the airport's day, the great-circle distance
 * from his home airport, the owner's hours only when his record shows them (the experience sentence names
 * them). The listing must be a partner type with its group side (both callers check first).
 */
export function fitInputsOf(
  share: Share, profile: PartnerProfile, home: { lat: number; long: number }, pilot: SourcedRecord, owner: SourcedRecord | undefined, day: CalendarDay,
): { pilot: PilotSide; listing: ListingCandidate } {
  if (!isPartnerListingType(share.type) || !share.partnerProfile) throw new Error(`Listing ${share.id} has no partner fit`);
  const match = matchQualification(pilot.record, share.minimums, matchAircraftOf(share), day, pilot.sources);
  return {
    pilot: { profile, totalHours: pilot.record.totalHours },
    listing: {
      id: share.id,
      type: share.type,
      group: share.partnerProfile,
      aircraftTags: share.aircraft.tags,
      distanceKm: greatCircleKm(home, share.airport),
      airportName: share.airport.facility,
      minimumsMet: match.total === 0 ? null : match.qualifies,
      ownerTotalHours: shownTotalHours(owner?.record),
    },
  };
}
