import { formatLocal, toLocal, zoneAbbreviation } from '../../../../../domain/booking/local-time';
import type { ContinuityFlagView } from '../../../../../domain/flight/flight-view';

/** "1234.5": a meter reading or gallons, always with its one decimal. */
export const tenths = (n: number): string => n.toFixed(1);

/** "Monday 8 Mar 2027 09:12 EST": an instant of the flight in the airport's time. */
export function airportTime(iso: string, zone: string): string {
  const at = new Date(iso);
  return `${formatLocal(toLocal(at, zone))} ${zoneAbbreviation(at, zone)}`;
}

const SOURCE_WORDS: Record<ContinuityFlagView['source'], string> = {
  last_check_in: 'the last check-in',
  owner_reading: "the owner's last reading",
};

const METER_WORDS: Record<ContinuityFlagView['meter'], string> = { hobbs: 'Hobbs', tach: 'Tach' };

/** "Hobbs: 1234.5 at check-out, 1232.0 at the last check-in": both numbers of a continuity flag. */
export const flagNumbers = (flag: ContinuityFlagView): string =>
  `${METER_WORDS[flag.meter]}: ${tenths(flag.found)} at check-out, ${tenths(flag.expected)} at ${SOURCE_WORDS[flag.source]}`;

/** Meter time between two readings, to one decimal, computed in tenths (no floating-point drift). */
export const meterHours = (from: number, to: number): number => (Math.round(to * 10) - Math.round(from * 10)) / 10;
