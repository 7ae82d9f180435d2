import { NO_NOTICES } from '../../application/bookings/booking-notices.js';
import { addToPilotRecord } from '../../application/flights/flight-hours.js';
import { BookingMoney } from '../../application/payments/booking-money.js';
import { scheduleStep, stepKey, type MoneyPorts } from '../../application/payments/money-ports.js';
import { RunMoneyStep } from '../../application/payments/money-steps.service.js';
import { ListingPaymentPolicy } from '../../application/payments/payment-policy.service.js';
import { PayoutAccounts } from '../../application/payments/payout-accounts.service.js';
import type { JobQueue, MoneyJob } from '../../application/ports/job-queue.js';
import type { Clock } from '../../application/ports/security.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { REQUEST_LIFETIME_MS, type Booking, type Period } from '../../domain/booking/booking.js';
import { computeBill } from '../../domain/flight/bill.js';
import { continuityFlags, lastKnownReading } from '../../domain/flight/continuity.js';
import type { CheckIn, CheckOut, Flight } from '../../domain/flight/flight.js';
import { LEDGER_NOTES } from '../../domain/payment/payment-messages.js';
import { TRANSFER_AFTER_MS, type PaymentPolicy } from '../../domain/payment/payment.js';
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

/** The clock the demo's money is written on: each step at the time it happened, before the first start. */
export class DemoClock implements Clock {
  constructor(private at: Date = new Date()) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
}

export interface DemoPaymentsDeps {
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  flights: FlightRepository;
  billingRules: BillingRulesRepository;
  /**
   * The money's ports as the site has them, on `clock` (the sandbox's Connect included): the seed runs the
   * site's own use cases and steps. No job is queued (the seed runs each step itself) and no mail is written.
   */
  money: Omit<MoneyPorts, 'jobs' | 'notices' | 'clock'>;
  clock: DemoClock;
  /** The sandbox's hosted onboarding, finished (SandboxConnectGateway.completeOnboarding). */
  completeOnboarding: (accountId: string) => Promise<unknown>;
  /** Dates the ledger entries just recorded at the step's time (the repository stamps them with the database's). */
  dateEntries: (ids: number[], at: Date) => Promise<void>;
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

/** What the money does at each change of a booking (the booking and flight use cases call BookingMoney so). */
interface MoneyAt {
  requested: (booking: Booking) => Promise<void>;
  approved: (booking: Booking, at: Date) => Promise<void>;
  closed?: (booking: Booking, flight: Flight, at: Date) => Promise<void>;
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
  money: MoneyAt,
): Promise<{ booking: () => Booking; step: Step }> {
  let booking: Booking = await deps.bookings.create({
    shareId: share.id, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period,
    message, createdAt: asked, expiresAt: new Date(asked.getTime() + REQUEST_LIFETIME_MS),
  });
  const step: Step = async (action, by, when, extra = {}) => {
    booking = await deps.bookings.saveTransition(booking, transition(booking, action, { by, now: when, ...extra }));
    return booking;
  };
  await money.requested(booking);
  await step('approve', 'owner', approved);
  await deps.billingRules.copyToBooking(booking.id, DEMO_PAYMENTS.rules);
  await money.approved(booking, approved);
  return { booking: () => booking, step };
}

/** Priya's flight after Jake's: checked out where his check-in left the meters, checked in, confirmed by Tom. */
async function capturedFlight(deps: DemoPaymentsDeps, parties: Parties, now: Date, money: Required<MoneyAt>): Promise<Booking> {
  const plan = DEMO_PAYMENTS.captured;
  const pilot = await parties.pilotOf(plan.pilot);
  const start = new Date(now.getTime() - plan.startedHoursAgo * HOUR);
  start.setUTCMinutes(0, 0, 0);
  const period = { start, end: new Date(start.getTime() + plan.bookedHours * HOUR) };
  const asked = new Date(start.getTime() - 3 * DAY);
  const approved = new Date(asked.getTime() + 3 * HOUR);
  const { booking, step } = await approvedBooking(deps, parties, pilot, period, asked, approved, 'Pattern work at Frankfort, four landings.', money);
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
  await money.closed(booking(), flight, confirmedAt);
  return booking();
}

/** Jake's booking in two days, approved this morning (its hold is placed at the approval: within 6 days). */
async function heldBooking(deps: DemoPaymentsDeps, parties: Parties, now: Date, money: MoneyAt): Promise<Booking> {
  const plan = DEMO_PAYMENTS.held;
  const pilot = await parties.pilotOf(plan.pilot);
  const start = new Date(now.getTime() + plan.startsInDays * DAY);
  start.setUTCHours(15, 0, 0, 0); // 10:00 or 11:00 at Bowman Field
  const period = { start, end: new Date(start.getTime() + plan.bookedHours * HOUR) };
  const asked = new Date(now.getTime() - plan.askedHoursAgo * HOUR);
  const approved = new Date(now.getTime() - plan.approvedHoursAgo * HOUR);
  const { booking } = await approvedBooking(deps, parties, pilot, period, asked, approved, plan.message, money);
  return booking();
}

/** The demo runs each step itself: nothing is queued (a step left for later, the transfer, is found by the minute's sweep). */
const NO_JOBS: JobQueue = { schedule: async () => {} };

const CARD = 'pm_card_visa';

/** The site's money use cases on the demo's clock. */
function moneyOf(deps: DemoPaymentsDeps) {
  const ports: MoneyPorts = { ...deps.money, jobs: NO_JOBS, notices: NO_NOTICES, clock: deps.clock };
  const run = new RunMoneyStep(ports);
  const seen = new Map<number, Set<number>>();
  /** The entries recorded since the last look, dated at the clock's time. */
  async function dateNewEntries(bookingId: number): Promise<void> {
    const known = seen.get(bookingId) ?? new Set<number>();
    const fresh = (await ports.payments.entries(bookingId)).filter((e) => !known.has(e.id)).map((e) => e.id);
    fresh.forEach((id) => known.add(id));
    seen.set(bookingId, known);
    if (fresh.length) await deps.dateEntries(fresh, deps.clock.now());
  }
  return {
    ports,
    bookingMoney: new BookingMoney(ports),
    payoutAccounts: new PayoutAccounts(ports),
    policies: new ListingPaymentPolicy(ports),
    /** One durable step as its job runs it, at the clock's time; its ledger entries dated then. */
    step: async (job: MoneyJob) => {
      await run.execute(job);
      await dateNewEntries(job.bookingId);
    },
    dateNewEntries,
  };
}

type Money = ReturnType<typeof moneyOf>;

/** The request's card saved and its payment written, at the time the request was sent. */
async function requestedWithCard(money: Money, clock: DemoClock, booking: Booking, pilot: User, share: Share): Promise<void> {
  clock.set(booking.createdAt);
  const saved = await money.bookingMoney.beforeRequest(pilot, share, CARD);
  if (!saved) throw new Error(`Demo payments: ${share.title} does not take payment`);
  await money.ports.unitOfWork.run(() => money.bookingMoney.requested(booking, saved));
}

/** The approval's hold, placed at once (the start is within 6 days of it). */
async function heldAt(money: Money, clock: DemoClock, booking: Booking, approvedAt: Date): Promise<void> {
  clock.set(approvedAt);
  await money.ports.unitOfWork.run(() => money.bookingMoney.approved(booking));
  await money.step({ step: 'place_hold', bookingId: booking.id });
}

/**
 * The hold of a booking the flights' seed already wrote closed (Maria's): the hold step holds only an approved
 * booking, so its success is written as the step writes it (the provider's hold under the step's key, its ledger
 * entry, the payment held), at the approval.
 */
async function heldAfterTheFact(money: Money, clock: DemoClock, booking: Booking, approvedAt: Date): Promise<void> {
  clock.set(approvedAt);
  const { ports } = money;
  await ports.unitOfWork.run(() => money.bookingMoney.approved(booking));
  await ports.unitOfWork.run(async () => {
    const p = await ports.payments.lock(booking.id);
    if (!p || p.nextStep !== 'place_hold') throw new Error(`Demo payments: booking ${booking.id} has no hold to place`);
    const hold = await ports.gateway.placeHold({
      customerId: p.customerId, paymentMethodId: p.paymentMethodId, amountCents: p.expectedCents, bookingId: p.bookingId, key: stepKey(p, 'hold'),
    });
    await ports.payments.record({ bookingId: p.bookingId, kind: 'hold', amountCents: p.expectedCents, providerId: hold.holdId, by: 'system', note: LEDGER_NOTES.hold });
    Object.assign(p, { state: 'held', holdId: hold.holdId, holdExpiresAt: hold.expiresAt, payBy: null });
    await scheduleStep(ports, p, null, null);
    await ports.payments.save(p);
  });
  await money.dateNewEntries(booking.id);
}

/** The close-out's capture of the bill (the rest of the hold released). */
async function capturedAt(money: Money, clock: DemoClock, booking: Booking, flight: Flight, closedAt: Date): Promise<void> {
  clock.set(closedAt);
  await money.ports.unitOfWork.run(() => money.bookingMoney.closed(booking, flight.bill));
  await money.step({ step: 'capture', bookingId: booking.id });
}

/**
 * Writes the demo's money (first start, after the demo flights and requests): Tom onboards (sandbox) and sets
 * his Skyhawk's terms, then each booking's money moves through the site's own use cases and durable steps, each
 * at the time it happened: Maria's card at her request, the hold at Tom's approval, the capture at the close-out
 * and the transfer 72 hours later; Priya's the same up to the capture; Jake's up to the hold. The requests
 * waiting for Tom carry saved cards, so approving one places its hold.
 */
export async function seedDemoPayments(deps: DemoPaymentsDeps, flights: { closed: number }, now: Date = new Date()): Promise<DemoPaymentIds> {
  const parties = await partiesOf(deps);
  const { owner, share } = parties;
  const { clock } = deps;
  const money = moneyOf(deps);

  // Tom's payouts, enabled before any of the bookings below was asked for, and his Skyhawk's terms.
  clock.set(new Date(now.getTime() - DEMO_PAYMENTS.onboardedDaysAgo * DAY));
  const { url } = await money.payoutAccounts.start(owner, { returnUrl: '/account/payouts', refreshUrl: '/account/payouts' });
  const accountId = new URL(url, 'http://demo').searchParams.get('account');
  const account = accountId ?? (await deps.money.payments.payoutAccountOf(owner.id))?.accountId;
  if (!account) throw new Error('Demo payments: no connected account for Tom');
  await deps.completeOnboarding(account);
  await money.payoutAccounts.refresh(account);
  await money.policies.save(owner, share.id, DEMO_PAYMENTS.policy);

  // Maria's closed flight: captured at its close-out, transferred 72 hours later.
  const maria = await parties.pilotOf(DEMO_PAYMENTS.transferred.pilot);
  const closedBooking = await deps.bookings.findById(flights.closed);
  const closedFlight = await deps.flights.find(flights.closed);
  if (!closedBooking?.decidedAt || !closedFlight?.closedAt) throw new Error('Demo payments: Maria\'s flight is not closed');
  await requestedWithCard(money, clock, closedBooking, maria, share);
  await heldAfterTheFact(money, clock, closedBooking, closedBooking.decidedAt);
  await capturedAt(money, clock, closedBooking, closedFlight, closedFlight.closedAt);
  clock.set(new Date(closedFlight.closedAt.getTime() + TRANSFER_AFTER_MS));
  await money.step({ step: 'transfer', bookingId: closedBooking.id });

  // Priya's flight, closed this morning: captured, its transfer due 72 hours after.
  const priya = await parties.pilotOf(DEMO_PAYMENTS.captured.pilot);
  const captured = await capturedFlight(deps, parties, now, {
    requested: (booking) => requestedWithCard(money, clock, booking, priya, share),
    approved: (booking, at) => heldAt(money, clock, booking, at),
    closed: (booking, flight, at) => capturedAt(money, clock, booking, flight, at),
  });

  // Jake's booking in two days: held since Tom's approval.
  const jake = await parties.pilotOf(DEMO_PAYMENTS.held.pilot);
  const held = await heldBooking(deps, parties, now, {
    requested: (booking) => requestedWithCard(money, clock, booking, jake, share),
    approved: (booking, at) => heldAt(money, clock, booking, at),
  });

  // The requests waiting for Tom (adapters/demo/seed-demo-requests.ts) were sent with a card too.
  const waiting = await deps.bookings.list({ ownerId: owner.id, states: ['pending'], offset: 0, limit: 50 });
  for (const request of waiting.items.filter((b) => b.shareId === share.id)) {
    if (await deps.money.payments.find(request.id)) continue;
    const pilot = await deps.users.findById(request.pilotId);
    if (pilot) await requestedWithCard(money, clock, request, pilot, share);
  }

  // The payouts the sandbox made of the transfers by now (2 days after each): Maria's is paid out.
  clock.set(now);
  await deps.money.gateway.balanceAndPayouts(account);
  return { held: held.id, captured: captured.id, transferred: closedBooking.id };
}
