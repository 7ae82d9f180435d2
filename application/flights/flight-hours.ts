import type { Flight } from '../../domain/flight/flight.js';
import { divideHalfUp } from '../../domain/money/cents.js';
import { addFlight, NOTHING_FLOWN } from '../../domain/pilot/flown-on-wingshare.js';
import type { Share } from '../../domain/share/share.js';
import type { FlightRepository } from '../ports/flight.repository.js';

/**
 * The time a closed flight adds to its pilot's record, in tenths: block time when both block times were
 * given (what a logbook counts), else the Hobbs time.
 */
export function loggedTenths(flight: Flight): number {
  const c = flight.checkIn;
  if (!c) return 0;
  if (c.blockOff && c.blockOn && c.blockOn > c.blockOff) return divideHalfUp(c.blockOn.getTime() - c.blockOff.getTime(), 360_000);
  return Math.max(0, c.hobbs - flight.checkOut.hobbs);
}

/** Adds a closing flight's time to its pilot's Wingshare-flown record (in the closing's transaction). */
export async function addToPilotRecord(flights: FlightRepository, flight: Flight, share: Share | null): Promise<void> {
  const aircraft = share?.aircraft ?? { make: '', model: '', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false };
  await flights.updateFlownOnWingshare(flight.pilotId, (current) => addFlight(current ?? NOTHING_FLOWN, loggedTenths(flight), aircraft));
}
