import type { Booking } from '../../domain/booking/booking.js';
import {
  DISPUTE_WINDOW_MS, type Bill, type CheckIn, type CheckOut, type ContinuityFlag, type Flight, type FlightPhoto,
} from '../../domain/flight/flight.js';
import { continuityMessage } from '../../domain/flight/continuity.js';
import type { BillView, CheckInView, CheckOutView, ContinuityFlagView, FlightPhotoView, FlightView } from '../../domain/flight/flight-view.js';
import { tenthsToNumber } from '../../domain/flight/readings.js';

/** Tenths of an hour (or of a gallon) as the API speaks them: a number with one decimal (12345 -> 1234.5). */
export const fromTenths = tenthsToNumber;

/**
 * Where a flight's photo is opened: GET /api/requests/:id/flight/photos/:n, `n` counting from 0 through the
 * check-out's photos, then the check-in's (the order readFlight.photo reads them in). Only the pilot, the
 * owner and staff are answered there.
 */
export const flightPhotoUrl = (bookingId: number, n: number): string => `/api/requests/${bookingId}/flight/photos/${n}`;

const photoViews = (bookingId: number, photos: FlightPhoto[], first: number): FlightPhotoView[] =>
  photos.map((p, i) => ({ kind: p.kind, url: flightPhotoUrl(bookingId, first + i) }));

function checkOutView(bookingId: number, c: CheckOut): CheckOutView {
  return { hobbs: fromTenths(c.hobbs), tach: fromTenths(c.tach), fuelOnBoard: fromTenths(c.fuelOnBoard), at: c.at.toISOString(), photos: photoViews(bookingId, c.photos, 0) };
}

function checkInView(bookingId: number, c: CheckIn, firstPhoto: number): CheckInView {
  return {
    hobbs: fromTenths(c.hobbs),
    tach: fromTenths(c.tach),
    blockOff: c.blockOff?.toISOString() ?? null,
    blockOn: c.blockOn?.toISOString() ?? null,
    landings: c.landings,
    route: [...c.route],
    fuel: c.fuel.map((f) => ({ gallons: fromTenths(f.gallons), amountCents: f.amountCents })),
    squawks: c.squawks.map((s) => ({ text: s.text, severity: s.severity })),
    note: c.note,
    at: c.at.toISOString(),
    photos: photoViews(bookingId, c.photos, firstPhoto),
  };
}

export function toBillView(bill: Bill): BillView {
  return {
    lines: bill.lines.map((l) => ({ kind: l.kind, description: l.description, quantity: l.quantity, amountCents: l.amountCents })),
    totalCents: bill.totalCents,
    currency: bill.currency,
  };
}

export const toFlagView = (flag: ContinuityFlag): ContinuityFlagView => ({
  meter: flag.meter, expected: fromTenths(flag.expected), found: fromTenths(flag.found), source: flag.source, message: continuityMessage(flag),
});

/** A flight as the API answers it (GET /api/requests/:id/flight, and `flight` of a Request). */
export function toFlightView(flight: Flight, booking: Pick<Booking, 'state'>): FlightView {
  const id = flight.bookingId;
  const closesAt = flight.checkIn && booking.state === 'flown' ? new Date(flight.checkIn.at.getTime() + DISPUTE_WINDOW_MS).toISOString() : null;
  return {
    bookingId: id,
    state: booking.state,
    checkOut: checkOutView(id, flight.checkOut),
    checkIn: flight.checkIn ? checkInView(id, flight.checkIn, flight.checkOut.photos.length) : null,
    flags: flight.flags.map(toFlagView),
    bill: flight.bill ? toBillView(flight.bill) : null,
    billing: flight.billing,
    dispute: flight.dispute
      ? { by: flight.dispute.by, reason: flight.dispute.reason, at: flight.dispute.at.toISOString(), resolvedAt: flight.dispute.resolvedAt?.toISOString() ?? null, resolution: flight.dispute.resolution }
      : null,
    confirmedAt: flight.confirmedAt?.toISOString() ?? null,
    closedAt: flight.closedAt?.toISOString() ?? null,
    closesAt,
  };
}
