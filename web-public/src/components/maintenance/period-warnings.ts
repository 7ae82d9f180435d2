import { toLocal } from '../../../../domain/booking/local-time';
import { bookingWarnings } from '../../../../domain/maintenance/booking-warnings';
import type { StatusView } from '../../../../domain/maintenance/maintenance-view';

const pad = (n: number) => String(n).padStart(2, '0');
const tenthsOf = (hours: number | null): number | null => (hours === null ? null : Math.round(hours * 10));

/**
 * The warnings of a booking's period (domain/maintenance/booking-warnings.ts, the one rule of both sides):
 * its last local day (a period that ends at midnight ends the day before) and its length, against the
 * status's dues and meter (hours on the wire, tenths in the rule).
 */
export function periodWarnings(status: StatusView, period: { start: Date; end: Date }, zone: string): string[] {
  const minutes = Math.round((period.end.getTime() - period.start.getTime()) / 60_000);
  if (!(minutes > 0)) return [];
  const last = toLocal(new Date(period.end.getTime() - 1), zone);
  return bookingWarnings({
    items: status.items.map((i) => ({ kind: i.kind, title: i.title, dueOn: i.dueOn, dueHours: tenthsOf(i.dueHours) })),
    endsOn: `${last.year}-${pad(last.month)}-${pad(last.day)}`,
    minutes,
    meter: tenthsOf(status.meter),
    today: status.today,
  });
}
