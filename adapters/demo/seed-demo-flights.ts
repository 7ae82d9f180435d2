import { addToPilotRecord } from '../../application/flights/flight-hours.js';
import { FLIGHT_PHOTO_FOLDER } from '../../application/flights/flight-photos.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { MediaStore } from '../../application/ports/media.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { REQUEST_LIFETIME_MS, type Booking } from '../../domain/booking/booking.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import { continuityFlags, lastKnownReading } from '../../domain/flight/continuity.js';
import type { CheckIn, CheckOut, Flight, FlightPhoto, Squawk } from '../../domain/flight/flight.js';
import { tenthsText } from '../../domain/flight/readings.js';
import { drawMeter, METER_PICTURE_SIZE } from './demo-meter-pictures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One demo flight: readings in tenths of an hour (gallons in tenths), money in cents, times before the first start. */
export interface DemoRentalFlight {
  owner: string;
  pilot: string;
  /** The owner's rental listing it is on, by its title (adapters/demo/demo-content.ts). */
  listing: string;
  /** The airport's zone (the bill's days are counted in it). */
  timeZone: string;
  rules: BillingRules;
  /** The booked period starts this many hours before the first start, and lasts `bookedHours`. */
  startedHoursAgo: number;
  bookedHours: number;
  /** Checked in this many hours after the booked start. */
  checkedInAfterHours: number;
  checkOut: Pick<CheckOut, 'hobbs' | 'tach' | 'fuelOnBoard'>;
  checkIn: Pick<CheckIn, 'hobbs' | 'tach' | 'landings' | 'route' | 'fuel' | 'note'> & { squawks: Squawk[] };
}

const TOMS_RULES: BillingRules = {
  basis: 'hobbs', wet: true, rateCents: 14_500,
  dailyMinimum: { hours: 2, weekendHours: 3, whenOutHours: 4 },
  fuel: { rule: 'actual_capped', capCents: 650 },
  fees: [{ label: 'Cleaning', amountCents: 1_500 }],
};
const HOLLIS_RULES: BillingRules = {
  basis: 'hobbs', wet: false, rateCents: 15_000,
  dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 },
  fuel: { rule: 'none' },
  fees: [],
};
const TOMS_SKYHAWK = 'Well-kept Cessna 172N at Bowman Field';
const HOLLIS_ARCHER = 'Piper Archer II for rent in Elizabethtown';
const KENTUCKY = 'America/Kentucky/Louisville';

/**
 * The demo's flights (issue 36), on the demo rental listings: Maria's closed flight in Tom's Skyhawk (it
 * counts in her Wingshare hours), Jake's flight in it waiting for Tom (its check-out did not continue
 * Maria's check-in: flagged), and Priya's flight in Hollis's Archer, disputed by Hollis (the Hobbs photo
 * reads an hour less than she typed) for staff to resolve.
 */
export const DEMO_RENTAL_FLIGHTS = {
  closed: {
    owner: 'tom', pilot: 'maria', listing: TOMS_SKYHAWK, timeZone: KENTUCKY, rules: TOMS_RULES,
    startedHoursAgo: 9 * 24, bookedHours: 3, checkedInAfterHours: 2.5,
    checkOut: { hobbs: 43_120, tach: 36_500, fuelOnBoard: 300 },
    checkIn: {
      hobbs: 43_141, tach: 36_517, landings: 3, route: ['KLOU', 'KBRY', 'KLOU'], note: '',
      fuel: [{ gallons: 120, amountCents: 7_140 }],
      squawks: [{ text: 'Left fuel gauge reads about 3 gallons low.', severity: 'info' }],
    },
    confirmedAfterHours: 20,
  },
  flown: {
    owner: 'tom', pilot: 'jake', listing: TOMS_SKYHAWK, timeZone: KENTUCKY, rules: TOMS_RULES,
    startedHoursAgo: 24, bookedHours: 3, checkedInAfterHours: 2,
    // Maria's check-in left the Hobbs at 4314.1: 0.9 hours flown off the site since, so the check-out is flagged.
    checkOut: { hobbs: 43_150, tach: 36_517, fuelOnBoard: 280 },
    checkIn: {
      hobbs: 43_166, tach: 36_530, landings: 2, route: ['KLOU', 'KSDF', 'KLOU'], note: '',
      fuel: [],
      squawks: [{ text: 'Right landing light is out.', severity: 'deferred' }],
    },
  },
  disputed: {
    owner: 'hollis', pilot: 'priya', listing: HOLLIS_ARCHER, timeZone: KENTUCKY, rules: HOLLIS_RULES,
    startedHoursAgo: 34, bookedHours: 4, checkedInAfterHours: 3,
    checkOut: { hobbs: 15_100, tach: 12_000, fuelOnBoard: 400 },
    checkIn: {
      hobbs: 15_134, tach: 12_020, landings: 2, route: ['KEKX', 'KBWG', 'KEKX'], note: '',
      fuel: [{ gallons: 150, amountCents: 9_000 }],
      squawks: [{ text: 'Oil a quart low at check-in; I added one.', severity: 'info' }],
    },
    /** The Hobbs the check-in photo shows. */
    correctedHobbs: 15_124,
    dispute: { by: 'owner' as const, afterCheckInHours: 20, reason: 'The Hobbs photo reads 1512.4, not 1513.4: the bill counts an hour too many.' },
    resolution: 'The check-in photo of the Hobbs reads 1512.4: the reading and the bill are corrected to 2.4 hours.',
  },
} satisfies Record<'closed' | 'flown' | 'disputed', DemoRentalFlight & Record<string, unknown>>;

export interface DemoFlightsDeps {
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  flights: FlightRepository;
  billingRules: BillingRulesRepository;
  media: MediaStore;
}

/** The booking ids of the three demo flights. */
export type DemoFlightIds = Record<keyof typeof DEMO_RENTAL_FLIGHTS, number>;

/** A meter's photo as the media store takes it (drawn, so no image work beyond the drawing). */
async function meterPhoto(media: MediaStore, kind: FlightPhoto['kind'], text: string): Promise<FlightPhoto> {
  const bytes = await drawMeter(text);
  const { url } = await media.put(FLIGHT_PHOTO_FOLDER, { bytes, mime: 'image/png', ...METER_PICTURE_SIZE, variants: [] });
  return { kind, key: url };
}

/**
 * Writes the demo flights (first start, after the demo people and listings) through the repositories the
 * site uses, each step the booking's own transition at the time it happened: the request, its approval (the
 * listing's billing rules copied onto it), the check-out (continuity checked against the last check-in), the
 * check-in with its bill, then the owner's confirmation or dispute. The listings keep the same rules.
 */
export async function seedDemoFlights(deps: DemoFlightsDeps, now: Date = new Date()): Promise<DemoFlightIds> {
  const ids = {} as DemoFlightIds;
  // In the order flown: Jake's check-out follows Maria's check-in on the same aircraft.
  for (const key of ['closed', 'flown', 'disputed'] as const) {
    const plan: DemoRentalFlight = DEMO_RENTAL_FLIGHTS[key];
    const owner = await deps.users.findByLogin(plan.owner);
    const pilot = await deps.users.findByLogin(plan.pilot);
    const listed = owner
      ? await deps.shares.list({ viewer: { userId: owner.id, isAdmin: false }, ownerId: owner.id, sort: { by: 'listDate', dir: 'asc' }, offset: 0, limit: 50 })
      : null;
    const share = listed?.items.find((s) => s.title === plan.listing);
    if (!owner || !pilot || !share) throw new Error(`Demo flight ${key}: no ${plan.owner}, ${plan.pilot} or listing “${plan.listing}”`);
    await deps.billingRules.saveForShare(share.id, plan.rules);

    const start = new Date(now.getTime() - plan.startedHoursAgo * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const period = { start, end: new Date(start.getTime() + plan.bookedHours * HOUR) };
    const asked = new Date(start.getTime() - 4 * DAY);
    const at = (hoursAfterStart: number) => new Date(start.getTime() + hoursAfterStart * HOUR);
    let booking: Booking = await deps.bookings.create({
      shareId: share.id, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period,
      message: 'A local flight with a few landings.', createdAt: asked, expiresAt: new Date(asked.getTime() + REQUEST_LIFETIME_MS),
    });
    const step = async (action: Parameters<typeof transition>[1], by: 'pilot' | 'owner', when: Date, extra: { reason?: string; checkedInAt?: Date } = {}) => {
      booking = await deps.bookings.saveTransition(booking, transition(booking, action, { by, now: when, ...extra }));
    };
    await step('approve', 'owner', new Date(asked.getTime() + 3 * HOUR));
    await deps.billingRules.copyToBooking(booking.id, plan.rules);

    const checkedOutAt = at(-0.25);
    await step('check_out', 'pilot', checkedOutAt);
    const last = lastKnownReading(await deps.flights.lastCheckIn(share.id, booking.id), await deps.billingRules.ownerReading(share.id));
    const checkOut: CheckOut = {
      ...plan.checkOut, at: checkedOutAt,
      photos: [await meterPhoto(deps.media, 'hobbs', tenthsText(plan.checkOut.hobbs)), await meterPhoto(deps.media, 'tach', tenthsText(plan.checkOut.tach))],
    };
    let flight: Flight = {
      bookingId: booking.id, shareId: share.id, pilotId: pilot.id, ownerId: owner.id, billing: plan.rules,
      checkOut, checkIn: null, flags: continuityFlags(checkOut, last), bill: null, dispute: null, confirmedAt: null, closedAt: null,
    };
    await deps.flights.create(flight);

    const checkedInAt = at(plan.checkedInAfterHours);
    await step('check_in', 'pilot', checkedInAt);
    // The Hobbs photo shows what the meter read: in the disputed flight, an hour less than was typed.
    const shownHobbs = key === 'disputed' ? DEMO_RENTAL_FLIGHTS.disputed.correctedHobbs : plan.checkIn.hobbs;
    const checkIn: CheckIn = {
      ...plan.checkIn, blockOff: null, blockOn: null, at: checkedInAt,
      photos: [await meterPhoto(deps.media, 'hobbs', tenthsText(shownHobbs)), await meterPhoto(deps.media, 'tach', tenthsText(plan.checkIn.tach))],
    };
    const bill = computeBill({ rules: plan.rules, checkOut, checkIn, fuel: checkIn.fuel, period, timeZone: plan.timeZone });
    flight = { ...flight, checkIn, bill };
    await deps.flights.save(flight);

    if (key === 'closed') {
      const confirmedAt = at(plan.checkedInAfterHours + DEMO_RENTAL_FLIGHTS.closed.confirmedAfterHours);
      await step('confirm', 'owner', confirmedAt, { checkedInAt });
      flight = { ...flight, confirmedAt, closedAt: confirmedAt };
      await deps.flights.save(flight);
      await addToPilotRecord(deps.flights, flight, share);
    } else if (key === 'disputed') {
      const { by, afterCheckInHours, reason } = DEMO_RENTAL_FLIGHTS.disputed.dispute;
      const disputedAt = new Date(checkedInAt.getTime() + afterCheckInHours * HOUR);
      await step('dispute', by, disputedAt, { reason, checkedInAt });
      flight = { ...flight, dispute: { by, reason, at: disputedAt, resolvedAt: null, resolution: '' } };
      await deps.flights.save(flight);
    }
    ids[key] = booking.id;
  }
  return ids;
}
