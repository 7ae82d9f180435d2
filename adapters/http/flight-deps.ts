import type { Booking, BookingState } from '../../domain/booking/booking.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Bill, Flight, FlightPhoto } from '../../domain/flight/flight.js';
import type { User } from '../../domain/user/user.js';

/**
 * The flight's use cases (issue 36) as the HTTP adapter calls them: application/flights/* implements them
 * and the composition root hands them in `services`. Typed here by what the routes call, so the routes
 * depend on the calls, not on the classes behind them. Raw inputs are `unknown` JSON values: the domain
 * validates them and names each wrong field.
 */

/** A photo sent with a check-out or check-in, checked by its bytes as listing photos are. */
export interface FlightUpload {
  kind: FlightPhoto['kind'];
  bytes: Buffer;
  filename: string;
}

export interface FlightCommand {
  execute(user: User, bookingId: number, input: unknown, photos: FlightUpload[]): Promise<Booking>;
}

export interface FlightAction {
  execute(user: User, bookingId: number): Promise<Booking>;
}

/** A flight in the back office: the booking's flight with the listing and both people. */
export interface AdminFlight {
  booking: Booking;
  flight: Flight;
  share: { id: number; title: string };
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
}

export interface AdminFlightQuery {
  state?: BookingState[];
  shareId?: number;
  pilotId?: number;
  flagged?: boolean;
  sort?: string;
  order?: 'ASC' | 'DESC';
  start: number;
  end: number;
}

export interface FlightServices {
  checkOut: FlightCommand;
  checkIn: FlightCommand;
  previewBill: { execute(user: User, bookingId: number, input: unknown): Promise<Bill> };
  confirmFlight: FlightAction;
  disputeFlight: { execute(user: User, bookingId: number, reason: unknown): Promise<Booking> };
  markNoShow: FlightAction;
  /** notFound for anyone but the pilot, the owner and staff. */
  readFlight: {
    execute(viewer: User, bookingId: number): Promise<{ booking: Booking; flight: Flight | null }>;
    photo(viewer: User, bookingId: number, n: number): Promise<{ bytes: Buffer; contentType: string }>;
  };
  billingRules: {
    read(viewer: User, shareId: number): Promise<BillingRules>;
    save(user: User, shareId: number, input: unknown): Promise<BillingRules>;
  };
  adminFlights: {
    list(query: AdminFlightQuery): Promise<{ items: AdminFlight[]; total: number }>;
    get(bookingId: number): Promise<AdminFlight>;
    resolve(admin: User, bookingId: number, input: unknown): Promise<AdminFlight>;
  };
}
