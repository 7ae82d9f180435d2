import { addFlight, NOTHING_FLOWN, type FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import { EMPTY_RECORD, type CalendarDay, type PilotRecord } from '../../domain/pilot/pilot-record.js';
import { sourcedRecord, type SourcedRecord } from '../../domain/pilot/record-sources.js';
import { loggedTenths } from '../flights/flight-hours.js';
import type { FaaMatchStore } from '../ports/faa-match.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { LogbookTotalsSource } from '../ports/logbook-totals.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { PilotSourcesReader } from '../ports/pilot-sources.js';
import type { ShareRepository } from '../ports/share.repository.js';

/** What the evidence reader needs; each part may be missing (a test, an older composition): then it counts for nothing. */
export interface PilotEvidencePorts {
  records: PilotRecordRepository;
  flights?: Pick<FlightRepository, 'flownOnWingshare' | 'closedFlightsFrom'> | null;
  shares?: Pick<ShareRepository, 'findById'> | null;
  logbooks?: LogbookTotalsSource | null;
  faaMatches?: Pick<FaaMatchStore, 'findMany'> | null;
  /** The four sources above read in one statement (records, flights, logbooks, faaMatches then unused for ofMany). */
  sources?: PilotSourcesReader | null;
}

/** A pilot's record with its sources, and the two parts the record page also shows apart: what he declared and what he flew here. */
export interface PilotEvidenceRecord extends SourcedRecord {
  declared: PilotRecord;
  flownOnWingshare: FlownOnWingshare;
}

/**
 * Pilots' records with each figure's source (issue 40): the declared record, the flights flown on Wingshare,
 * the imported logbook and the last FAA match, put together by domain/pilot/record-sources.ts. The record
 * page, the qualification match, the owner's Requests and the Find filter read records through it, so they
 * all count the same hours from the same sources.
 */
export class PilotEvidence {
  constructor(private readonly ports: PilotEvidencePorts) {}

  async of(userId: number, today: CalendarDay): Promise<PilotEvidenceRecord> {
    return (await this.ofMany([userId], today)).get(userId)!;
  }

  /** Every asked pilot has an answer (an empty declared record for one who saved none). */
  async ofMany(userIds: number[], today: CalendarDay): Promise<Map<number, PilotEvidenceRecord>> {
    const ids = [...new Set(userIds)];
    const { records, flights, logbooks, faaMatches, sources } = this.ports;
    const [declared, flown, logs, faa] = sources
      ? await sources.sourcesOf(ids, today).then((s) => [s.declared, s.flown, s.logbooks, s.faa] as const)
      : await Promise.all([
          records.findMany(ids),
          flights ? flights.flownOnWingshare(ids) : new Map<number, FlownOnWingshare>(),
          logbooks ? logbooks.logbookTotals(ids, today) : new Map(),
          faaMatches ? faaMatches.findMany(ids) : new Map(),
        ]);
    const out = new Map<number, PilotEvidenceRecord>();
    for (const id of ids) {
      const logbook = logs.get(id) ?? null;
      const flownAfterLog = logbook?.lastFlight ? await this.flownAfter(id, logbook.lastFlight) : null;
      const record = declared.get(id) ?? EMPTY_RECORD;
      const flownOnWingshare = flown.get(id) ?? NOTHING_FLOWN;
      out.set(id, { ...sourcedRecord(record, { flown: flown.get(id) ?? null, logbook, flownAfterLog, faa: faa.get(id) ?? null }), declared: record, flownOnWingshare });
    }
    return out;
  }

  /** The flights closed on Wingshare that were checked out after the day of the log's last flight (UTC days). */
  private async flownAfter(pilotId: number, lastLogged: CalendarDay): Promise<FlownOnWingshare> {
    const { flights, shares } = this.ports;
    if (!flights) return NOTHING_FLOWN;
    const from = new Date(`${lastLogged}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() + 1);
    let flown = NOTHING_FLOWN;
    const aircraftOf = new Map<number, Promise<Awaited<ReturnType<ShareRepository['findById']>>>>();
    for (const flight of await flights.closedFlightsFrom(pilotId, from)) {
      if (!aircraftOf.has(flight.shareId)) aircraftOf.set(flight.shareId, shares ? shares.findById(flight.shareId) : Promise.resolve(null));
      const share = await aircraftOf.get(flight.shareId)!;
      const aircraft = share?.aircraft ?? { make: '', model: '', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false };
      flown = addFlight(flown, loggedTenths(flight), aircraft);
    }
    return flown;
  }
}
