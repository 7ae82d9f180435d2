import type { Availability } from '../booking/availability.js';
import type { Booking, BookingActor } from '../booking/booking.js';
import { transition } from '../booking/booking-transitions.js';
import { conflict } from '../errors.js';

export const CHECK_OUT_MESSAGES = {
  grounded: (reason: string) => `This aircraft is grounded (${reason}): it cannot be checked out until the owner clears it.`,
} as const;

/**
 * The booking checked out at `now`, or the refusal: only its pilot, only an approved rental, from two hours
 * before the booked start until its end (booking-transitions.ts), and never while the aircraft is grounded.
 */
export function checkOutBooking(booking: Booking, input: { by: BookingActor; now: Date }, grounded: Availability['grounded']): Booking {
  const next = transition(booking, 'check_out', input);
  if (grounded) throw conflict(CHECK_OUT_MESSAGES.grounded(grounded.reason));
  return next;
}
