import { addToPilotRecord } from '../../application/flights/flight-hours.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { REQUEST_LIFETIME_MS, type Booking, type Period } from '../../domain/booking/booking.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import { continuityFlags, lastKnownReading } from '../../domain/flight/continuity.js';
import type { CheckIn, CheckOut, Flight } from '../../domain/flight/flight.js';
import type { PaymentPolicy } from '../../domain/payment/payment.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import { DEMO_RENTAL_FLIGHTS } from './seed-demo-flights.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo's money (issue 37), on Tom's Skyhawk: Tom's payouts are enabled in the sandbox and the listing
 * takes payment with the moderate policy. Three bookings show the three stages a rental's money goes through:
 * - transferred: Maria's closed flight (issue 36's demo), captured at its close-out and transferred 72 hours
 *   later, with its payout to Tom's bank;
 * - captured: Priya's flight after Jake's, closed by Tom this morning, its transfer due 72 hours after;
 * - held: Jake's approved booking in two days, its hold placed at the approval.
 */
export const DEMO_PAYMENTS = {
  owner: 'tom',
  listing: DEMO_RENTAL_FLIGHTS.closed.listing,
  timeZone: DEMO_RENTAL_FLIGHTS.closed.timeZone,
  rules: DEMO_RENTAL_FLIGHTS.closed.rules,
  policy: { cancellation: 'moderate', depositCents: 0 } satisfies PaymentPolicy,
  /** Tom finished his onboarding this long before the first start (before Maria's request). */
  onboardedDaysAgo: 30,
  transferred: { pilot: DEMO_RENTAL_FLIGHTS.closed.pilot },
  captured: {
    pilot: 'priya',
    /** Starts this long before the first start (after Jake's check-in), booked for `bookedHours`. */
    startedHoursAgo: 20, bookedHours: 2, checkedInAfterHours: 1.75, confirmedAfterHours: 5,
    // Jake's check-in left the meters at 4316.6 and 3653.0: this check-out continues them (no flag).
    checkOut: { hobbs: DEMO_RENTAL_FLIGHTS.flown.checkIn.hobbs, tach: DEMO_RENTAL_FLIGHTS.flown.checkIn.tach, fuelOnBoard: 300 },
    checkIn: { hobbs: 43_180, tach: 36_541, landings: 4, route: ['KLOU', 'KFFT', 'KLOU'], note: '', fuel: [], squawks: [] },
  },
  held: { pilot: 'jake', startsInDays: 2, bookedHours: 3, askedHoursAgo: 6, approvedHoursAgo: 4, message: 'Bardstown and back for lunch, two of us.' },
} as const;

/** The booking ids of the three demo payments. */
export interface DemoPaymentIds {
  held: number;
  captured: number;
  transferred: number;
}

export interface DemoPaymentsDeps {
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  flights: FlightRepository;
  billingRules: BillingRulesRepository;
}

interface Parties {
  owner: User;
  share: Share;
  pilotOf: (login: string) => Promise<User>;
}

async function partiesOf(deps: DemoPaymentsDeps): Promise<Parties> {
  const owner = await deps.users.findByLogin(DEMO_PAYMENTS.owner);
  const listed = owner
    ? await deps.shares.list({ viewer: { userId: owner.id, isAdmin: false }, ownerId: owner.id, sort: { by: 'listDate', dir: 'asc' }, offset: 0, limit: 50 })
    : null;
  const share = listed?.items.find((s) => s.title === DEMO_PAYMENTS.listing);
  if (!owner || !share) throw new Error(`Demo payments: no ${DEMO_PAYMENTS.owner} or listing “${DEMO_PAYMENTS.listing}”`);
  const pilotOf = async (login: string) => {
    const pilot = await deps.users.findByLogin(login);
    if (!pilot) throw new Error(`Demo payments: no pilot ${login}`);
    return pilot;
  };
  return { owner, share, pilotOf };
}

type Step = (action: Parameters<typeof transition>[1], by: 'pilot' | 'owner', when: Date, extra?: { reason?: string; checkedInAt?: Date }) => Promise<Booking>;

/** A rental request on Tom's Skyhawk, approved 3 hours after it was sent; `step` moves it on as the site would. */
async function approvedBooking(
  deps: DemoPaymentsDeps,
  { owner, share }: Parties,
  pilot: User,
  period: Period,
  asked: Date,
  approved: Date,
  message: string,
): Promise<{ booking: () => Booking; step: Step }> {
  let booking: Booking = await deps.bookings.create({
    shareId: share.id, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period,
    message, createdAt: asked, expiresAt: new Date(asked.getTime() + REQUEST_LIFETIME_MS),
  });
  const step: Step = async (action, by, when, extra = {}) => {
    booking = await deps.bookings.saveTransition(booking, transition(booking, action, { by, now: when, ...extra }));
    return booking;
  };
  await step('approve', 'owner', approved);
  await deps.billingRules.copyToBooking(booking.id, DEMO_PAYMENTS.rules);
  return { booking: () => booking, step };
}

/** Priya's flight after Jake's: checked out where his check-in left the meters, checked in, confirmed by Tom. */
async function capturedFlight(deps: DemoPaymentsDeps, parties: Parties, now: Date): Promise<{ booking: Booking; flight: Flight; asked: Date; approved: Date }> {
  const plan = DEMO_PAYMENTS.captured;
  const pilot = await parties.pilotOf(plan.pilot);
  const start = new Date(now.getTime() - plan.startedHoursAgo * HOUR);
  start.setUTCMinutes(0, 0, 0);
  const period = { start, end: new Date(start.getTime() + plan.bookedHours * HOUR) };
  const asked = new Date(start.getTime() - 3 * DAY);
  const approved = new Date(asked.getTime() + 3 * HOUR);
  const { booking, step } = await approvedBooking(deps, parties, pilot, period, asked, approved, 'Pattern work at Frankfort, four landings.');
  const at = (hoursAfterStart: number) => new Date(start.getTime() + hoursAfterStart * HOUR);

  const checkedOutAt = at(-0.25);
  await step('check_out', 'pilot', checkedOutAt);
  const last = lastKnownReading(await deps.flights.lastCheckIn(parties.share.id, booking().id), await deps.billingRules.ownerReading(parties.share.id));
  const checkOut: CheckOut = { ...plan.checkOut, at: checkedOutAt, photos: [] };
  let flight: Flight = {
    bookingId: booking().id, shareId: parties.share.id, pilotId: pilot.id, ownerId: parties.owner.id, billing: DEMO_PAYMENTS.rules,
    checkOut, checkIn: null, flags: continuityFlags(checkOut, last), bill: null, dispute: null, confirmedAt: null, closedAt: null,
  };
  await deps.flights.create(flight);

  const checkedInAt = at(plan.checkedInAfterHours);
  await step('check_in', 'pilot', checkedInAt);
  const checkIn: CheckIn = { ...plan.checkIn, route: [...plan.checkIn.route], fuel: [], squawks: [], blockOff: null, blockOn: null, at: checkedInAt, photos: [] };
  const bill = computeBill({ rules: DEMO_PAYMENTS.rules, checkOut, checkIn, fuel: checkIn.fuel, period, timeZone: DEMO_PAYMENTS.timeZone });
  flight = { ...flight, checkIn, bill };
  await deps.flights.save(flight);

  const confirmedAt = at(plan.checkedInAfterHours + plan.confirmedAfterHours);
  await step('confirm', 'owner', confirmedAt, { checkedInAt });
  flight = { ...flight, confirmedAt, closedAt: confirmedAt };
  await deps.flights.save(flight);
  await addToPilotRecord(deps.flights, flight, parties.share);
  return { booking: booking(), flight, asked, approved };
}

/** Jake's booking in two days, approved this morning (its hold is placed at the approval: within 6 days). */
async function heldBooking(deps: DemoPaymentsDeps, parties: Parties, now: Date): Promise<{ booking: Booking; asked: Date; approved: Date }> {
  const plan = DEMO_PAYMENTS.held;
  const pilot = await parties.pilotOf(plan.pilot);
  const start = new Date(now.getTime() + plan.startsInDays * DAY);
  start.setUTCHours(15, 0, 0, 0); // 10:00 or 11:00 at Bowman Field
  const period = { start, end: new Date(start.getTime() + plan.bookedHours * HOUR) };
  const asked = new Date(now.getTime() - plan.askedHoursAgo * HOUR);
  const approved = new Date(now.getTime() - plan.approvedHoursAgo * HOUR);
  const { booking } = await approvedBooking(deps, parties, pilot, period, asked, approved, plan.message);
  return { booking: booking(), asked, approved };
}
