import type { ContinuityFlag, MeterReadings } from './flight.js';
import { tenthsText } from './readings.js';

/**
 * Continuity (issue 36, point 3): a check-out's readings should continue the aircraft's last known ones, the
 * last check-in on that aircraft, or the owner's last recorded reading when it is newer (or there is no
 * check-in yet). A mismatch is never refused: the pilot reads the meter he sees. It is flagged, with both
 * numbers, on the flight and in the owner's Requests.
 */
export interface KnownReading extends MeterReadings {
  source: ContinuityFlag['source'];
  at: Date;
}

/** The newer of the last check-in and the owner's last recorded reading, or null when neither exists. */
export function lastKnownReading(lastCheckIn: Omit<KnownReading, 'source'> | null, ownerReading: Omit<KnownReading, 'source'> | null): KnownReading | null {
  if (lastCheckIn && (!ownerReading || lastCheckIn.at.getTime() >= ownerReading.at.getTime())) return { ...lastCheckIn, source: 'last_check_in' };
  return ownerReading ? { ...ownerReading, source: 'owner_reading' } : null;
}

/** The flags of a check-out against the last known readings: one per meter that does not continue them. */
export function continuityFlags(checkOut: MeterReadings, last: KnownReading | null): ContinuityFlag[] {
  if (!last) return [];
  return (['hobbs', 'tach'] as const)
    .filter((meter) => checkOut[meter] !== last[meter])
    .map((meter) => ({ meter, expected: last[meter], found: checkOut[meter], source: last.source }));
}

/** "The Hobbs read 1234.5 at check-out; the last check-in left it at 1232.0." */
export function continuityMessage(flag: ContinuityFlag): string {
  const meter = flag.meter === 'hobbs' ? 'Hobbs' : 'tach';
  const before = flag.source === 'last_check_in' ? `the last check-in left it at ${tenthsText(flag.expected)}` : `the owner last recorded ${tenthsText(flag.expected)}`;
  return `The ${meter} read ${tenthsText(flag.found)} at check-out; ${before}.`;
}
