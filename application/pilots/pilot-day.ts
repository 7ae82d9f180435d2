import type { CalendarDay } from '../../domain/pilot/pilot-record.js';
import { localDay } from '../../domain/booking/local-time.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';

/** The calendar day a clock in this zone shows at this instant. */
export const dayIn = (zone: string, now: Date): CalendarDay => localDay(now, zone);

/** The server's "today" where no listing is involved (the pilot's own record): the UTC day. */
export const utcDay = (now: Date): CalendarDay => now.toISOString().slice(0, 10);

/** "Today" where a listing is involved: the local day at its airport (a medical expires at the airport's midnight). */
export const airportDay = (zones: TimeZoneFinder, airport: { lat: number; long: number }, now: Date): CalendarDay =>
  dayIn(zones.zoneAt(airport.lat, airport.long), now);
