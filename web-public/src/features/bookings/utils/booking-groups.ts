import type { BookingState } from '../../../../../domain/booking/booking';
import type { BookingView } from '../../../../../domain/booking/booking-view';

/** A flight between check-out and its close: its card stays with the open ones until it is settled. */
const UNDER_WAY: readonly BookingState[] = ['checked_out', 'flown', 'disputed'];

/**
 * The two groups of a bookings list: what still needs an answer or is still to be flown (waiting first,
 * then approved, soonest first), with the flights still under way (checked out, flown and waiting for the
 * owner, disputed); and the rest: declined, withdrawn, expired, cancelled, closed, no-shows, and approved
 * rentals whose period has ended (where their reviews are written). An approved request to join has no
 * period and stays with the open ones. The rest keep the API's order, newest first.
 */
export function bookingGroups(all: readonly BookingView[], now: Date): { open: BookingView[]; closed: BookingView[] } {
  const ended = (b: BookingView) => b.end !== null && new Date(b.end).getTime() <= now.getTime();
  const isOpen = (b: BookingView) => b.state === 'pending' || (b.state === 'approved' && !ended(b)) || UNDER_WAY.includes(b.state);
  const startOf = (b: BookingView) => (b.start ? new Date(b.start).getTime() : Number.POSITIVE_INFINITY);
  const open = all.filter(isOpen).sort((a, b) => Number(a.state !== 'pending') - Number(b.state !== 'pending') || startOf(a) - startOf(b));
  return { open, closed: all.filter((b) => !isOpen(b)) };
}
