import type { Availability } from '../../domain/booking/availability.js';
import type { Booking } from '../../domain/booking/booking.js';
import { defaultBillingRules } from '../../domain/flight/billing-input.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Flight } from '../../domain/flight/flight.js';
import { conflict, notFound } from '../../domain/errors.js';
import type { Share } from '../../domain/share/share.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../ports/flight.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { availabilityOf } from '../bookings/booking-access.js';
import { LISTING_NOT_FOUND } from '../shares/share-access.js';

export const FLIGHT_MESSAGES = {
  notCheckedOut: 'This booking has not been checked out yet: there is no flight to see.',
  noFlight: 'This booking has no flight record.',
  photoNotFound: 'This photo does not exist.',
  notCheckedIn: 'This flight has not been checked in yet.',
} as const;

/** What the flight's rules need of its listing: the listing itself and its availability (zone, grounding). */
export interface FlightPlace {
  share: Share;
  availability: Availability;
}

export async function placeOf(shares: ShareRepository, availabilities: AvailabilityRepository, zones: TimeZoneFinder, booking: Booking): Promise<FlightPlace> {
  const share = await shares.findById(booking.shareId);
  if (!share) throw notFound(LISTING_NOT_FOUND);
  return { share, availability: await availabilityOf(availabilities, zones, share) };
}

/** The rules a listing bills by now: those its owner saved, or the defaults of its rate and wet or dry choice. */
export async function listingRules(billing: BillingRulesRepository, share: Share): Promise<BillingRules> {
  return (await billing.forShare(share.id)) ?? defaultBillingRules(share);
}

/** The rules of a booking: the copy taken at its approval, or (approved before rules were copied) the listing's now. */
export async function bookingRules(billing: BillingRulesRepository, booking: Booking, share: Share): Promise<BillingRules> {
  return (await billing.forBooking(booking.id)) ?? listingRules(billing, share);
}

/** The booking's flight, which the states after check-out always have. */
export async function flightOf(flights: FlightRepository, booking: Booking): Promise<Flight> {
  const flight = await flights.find(booking.id);
  if (!flight) throw conflict(FLIGHT_MESSAGES.notCheckedOut);
  return flight;
}
