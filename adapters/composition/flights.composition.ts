import type { MikroORM } from '@mikro-orm/postgresql';
import type { BookingNoticeQueue } from '../../application/bookings/booking-notices.js';
import type { MoneyHooks } from '../../application/payments/booking-money.js';
import type { GroundAircraft } from '../../application/bookings/ground-aircraft.service.js';
import { AdminFlights } from '../../application/flights/admin-flights.service.js';
import { ListingBillingRules } from '../../application/flights/billing-rules.service.js';
import { CheckInFlight } from '../../application/flights/check-in.service.js';
import { CheckOutFlight } from '../../application/flights/check-out.service.js';
import { CloseDueFlights } from '../../application/flights/close-flights.service.js';
import { ConfirmFlight, DisputeFlight, MarkNoShow } from '../../application/flights/flight-answers.service.js';
import { FlightPhotos } from '../../application/flights/flight-photos.js';
import type { CheckInSquawks } from '../../application/maintenance/squawks.service.js';
import { PreviewBill } from '../../application/flights/preview-bill.service.js';
import { ReadFlight } from '../../application/flights/read-flight.service.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../../application/ports/availability.repository.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../application/ports/flight.repository.js';
import type { ImageProcessor, MediaStore } from '../../application/ports/media.js';
import type { Clock } from '../../application/ports/security.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { PostgresAuditLog } from '../persistence/postgres-audit-log.js';

export interface FlightDepsInput {
  orm: MikroORM;
  clock: Clock;
  shares: ShareRepository;
  users: UserRepository;
  bookings: BookingRepository;
  availabilities: AvailabilityRepository;
  zones: TimeZoneFinder;
  flights: FlightRepository;
  billing: BillingRulesRepository;
  imageProcessor: ImageProcessor;
  mediaStore: MediaStore;
  groundAircraft: GroundAircraft;
  notices: BookingNoticeQueue;
  /** The booking's money (issue 37): the capture at the close-out, the transfer held by a dispute, a no-show's policy. */
  money: MoneyHooks;
  /** Airworthiness (issue 38): a check-in's squawks become squawk records and the status follows. */
  checkInSquawks?: CheckInSquawks;
}

/**
 * The flight's use cases (issue 36): check-out, check-in, the bill, the owner's answer, disputes and their
 * resolution, the listing's billing rules, and the closing job's. Their mails go through the booking notices
 * (the alert outbox, in each change's transaction); the booking's money hears of each close-out and dispute.
 */
export function flightDeps(d: FlightDepsInput) {
  const photos = new FlightPhotos(d.imageProcessor, d.mediaStore);
  return {
    checkOut: new CheckOutFlight(d.shares, d.availabilities, d.bookings, d.flights, d.billing, d.zones, photos, d.clock, d.notices),
    checkIn: new CheckInFlight(d.shares, d.availabilities, d.bookings, d.flights, d.zones, photos, d.groundAircraft, d.clock, d.notices, d.checkInSquawks ?? null),
    previewBill: new PreviewBill(d.shares, d.availabilities, d.bookings, d.flights, d.zones),
    confirmFlight: new ConfirmFlight(d.bookings, d.flights, d.shares, d.clock, d.notices, d.money),
    disputeFlight: new DisputeFlight(d.bookings, d.flights, d.users, d.clock, d.notices, d.money),
    markNoShow: new MarkNoShow(d.bookings, d.clock, d.notices, d.money),
    readFlight: new ReadFlight(d.bookings, d.flights, photos),
    billingRules: new ListingBillingRules(d.shares, d.billing, d.clock),
    adminFlights: new AdminFlights(d.bookings, d.flights, d.shares, d.users, d.availabilities, d.zones, new PostgresAuditLog(d.orm), d.clock, d.notices, d.money),
    closeDueFlights: new CloseDueFlights(d.bookings, d.flights, d.shares, d.clock, d.notices, d.money),
  };
}
