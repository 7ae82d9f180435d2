import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import type { LogbookTotals } from '../../domain/pilot/logbook/logbook-totals.js';
import type { CalendarDay, PilotRecord } from '../../domain/pilot/pilot-record.js';

/** The four sources of pilots' records (issue 40), each keyed by pilot; a pilot without one is absent from it. */
export interface PilotSources {
  declared: Map<number, PilotRecord>;
  flown: Map<number, FlownOnWingshare>;
  logbooks: Map<number, LogbookTotals>;
  faa: Map<number, FaaMatch>;
}

/**
 * The declared records, the hours flown on Wingshare, the logbooks' totals and the FAA matches of these
 * pilots read together (one statement where the four ports would run four): what PilotEvidence reads
 * for the many records "Partners for you" counts each request.
 */
export interface PilotSourcesReader {
  sourcesOf(userIds: number[], today: CalendarDay): Promise<PilotSources>;
}
