import type { AdminFlights } from '../../application/flights/admin-flights.service.js';
import type { ListingBillingRules } from '../../application/flights/billing-rules.service.js';
import type { CheckInFlight } from '../../application/flights/check-in.service.js';
import type { CheckOutFlight } from '../../application/flights/check-out.service.js';
import type { ConfirmFlight, DisputeFlight, MarkNoShow } from '../../application/flights/flight-answers.service.js';
import type { PreviewBill } from '../../application/flights/preview-bill.service.js';
import type { ReadFlight } from '../../application/flights/read-flight.service.js';

export type { AdminFlight } from '../../application/flights/admin-flights.service.js';
export type { FlightUpload } from '../../application/flights/flight-photos.js';

/** The flight's use cases (issue 36, application/flights/) the HTTP adapter is handed in `services`. */
export interface FlightServices {
  checkOut: CheckOutFlight;
  checkIn: CheckInFlight;
  previewBill: PreviewBill;
  confirmFlight: ConfirmFlight;
  disputeFlight: DisputeFlight;
  markNoShow: MarkNoShow;
  /** notFound for anyone but the pilot, the owner and staff. */
  readFlight: ReadFlight;
  /** GET/PUT /share/:id/billing. */
  billingRules: ListingBillingRules;
  /** The back office's flights. */
  adminFlights: AdminFlights;
}
