import { unauthenticated } from '../../domain/errors.js';
import { qualificationFacts } from '../../domain/pilot/qualification-facts.js';
import { SEARCH_MESSAGES, type QualificationFacts, type QualifiedFor } from '../../domain/search/search-criteria.js';
import type { User } from '../../domain/user/user.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { Clock } from '../ports/security.js';
import { dayIn, utcDay } from '../pilots/pilot-day.js';
import { PilotEvidence } from '../pilots/pilot-evidence.js';
import { proofsOf } from '../../domain/pilot/record-sources.js';

/**
 * "Planes I qualify for" (issue 15) for a signed-in pilot: their record's facts on each airport's local
 * day (at most three distinct days at any instant), each computed once per search. The search adapter
 * compares the listings' requirements with them in SQL.
 */
export class QualifiedFilters {
  /** Airports do not move: their zones are looked up once per process. */
  private readonly zoneOfAirport = new Map<number, string>();

  constructor(
    private readonly records: PilotRecordRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
    /** The record as the match counts it (issue 36's hours flown on Wingshare, issue 40's logbook and FAA match). */
    private readonly evidence: PilotEvidence = new PilotEvidence({ records }),
  ) {}

  /** 401 for a visitor: the filter needs a pilot record. */
  async for(viewer: User | null): Promise<QualifiedFor> {
    if (!viewer) throw unauthenticated(SEARCH_MESSAGES.qualifiedSignedOut);
    const now = this.clock.now();
    const { record, sources } = await this.evidence.of(viewer.id, utcDay(now));
    const proofs = proofsOf(sources);
    const dayOfZone = new Map<string, string>();
    const facts = new Map<string, QualificationFacts>();
    return {
      dayAt: (airport) => {
        let zone = this.zoneOfAirport.get(airport.id);
        if (zone === undefined) {
          zone = this.zones.zoneAt(airport.lat, airport.long);
          this.zoneOfAirport.set(airport.id, zone);
        }
        let day = dayOfZone.get(zone);
        if (day === undefined) dayOfZone.set(zone, (day = dayIn(zone, now)));
        return day;
      },
      factsOn: (day) => {
        let f = facts.get(day);
        if (!f) facts.set(day, (f = qualificationFacts(record, day, proofs)));
        return f;
      },
    };
  }
}

export function requireQualifiedFilters(filters: QualifiedFilters | null): QualifiedFilters {
  if (!filters) throw new Error('This search was built without the pilot records it needs for qualified=true');
  return filters;
}
