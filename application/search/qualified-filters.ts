import { unauthenticated } from '../../domain/errors.js';
import { EMPTY_RECORD } from '../../domain/pilot/pilot-record.js';
import { qualificationFacts } from '../../domain/pilot/qualification-facts.js';
import { withFlownHours } from '../../domain/pilot/qualification-flown.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import { SEARCH_MESSAGES, type QualificationFacts, type QualifiedFor } from '../../domain/search/search-criteria.js';
import type { User } from '../../domain/user/user.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { Clock } from '../ports/security.js';
import { dayIn } from '../pilots/pilot-day.js';

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
    /** The hours flown on Wingshare (issue 36): the filter adds them to the declared ones, as the match does. */
    private readonly flown: Pick<FlightRepository, 'flownOnWingshare'> | null = null,
  ) {}

  /** 401 for a visitor: the filter needs a pilot record. */
  async for(viewer: User | null): Promise<QualifiedFor> {
    if (!viewer) throw unauthenticated(SEARCH_MESSAGES.qualifiedSignedOut);
    const declared = (await this.records.find(viewer.id)) ?? EMPTY_RECORD;
    const record = withFlownHours(declared, this.flown ? (await this.flown.flownOnWingshare([viewer.id])).get(viewer.id) : null);
    const now = this.clock.now();
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
        if (!f) facts.set(day, (f = qualificationFacts(record, day)));
        return f;
      },
    };
  }
}

export function requireQualifiedFilters(filters: QualifiedFilters | null): QualifiedFilters {
  if (!filters) throw new Error('This search was built without the pilot records it needs for qualified=true');
  return filters;
}
