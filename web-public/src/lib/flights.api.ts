import type { BookingView } from '../../../domain/booking/booking-view';
import type { BillingRulesView, BillView, FlightView, OwnerReadingView } from '../../../domain/flight/flight-view';
import type { FlightPhoto } from '../../../domain/flight/flight';
import { API_VERSION, apiRequest } from './api-client';

/** A photo picked in a flight form, with what it shows (its multipart field name). */
export interface PickedPhoto {
  kind: FlightPhoto['kind'];
  file: File;
}

/** The multipart body of a check-out or check-in: the `flight` field of JSON, each photo under its kind. */
function flightForm(flight: unknown, photos: readonly PickedPhoto[]): FormData {
  const form = new FormData();
  form.set('flight', JSON.stringify(flight));
  for (const photo of photos) form.append(photo.kind, photo.file, photo.file.name);
  return form;
}

/** What the check-out sends (docs/api.md "Flights"): hours and gallons with one decimal; a field the pilot left wrong is sent as typed, for the server to name. */
export interface CheckOutBody {
  hobbs: unknown;
  tach: unknown;
  fuelOnBoard: unknown;
}

export interface CheckInBody {
  hobbs: unknown;
  tach: unknown;
  blockOff?: string;
  blockOn?: string;
  landings: unknown;
  route: string[];
  fuel: { gallons: unknown; amountCents: unknown }[];
  squawks: { text: string; severity: string }[];
  note?: string;
}

/** POST /api/requests/:id/check-out: the pilot takes the aircraft. */
export const checkOut = (id: number, input: CheckOutBody, photos: readonly PickedPhoto[]) =>
  apiRequest<BookingView>(`/requests/${id}/check-out`, { method: 'POST', formData: flightForm(input, photos) });

/** POST /api/requests/:id/check-in: the pilot brings it back; the answer carries the bill. */
export const checkIn = (id: number, input: CheckInBody, photos: readonly PickedPhoto[]) =>
  apiRequest<BookingView>(`/requests/${id}/check-in`, { method: 'POST', formData: flightForm(input, photos) });

/** POST /api/requests/:id/bill-preview: what the bill of these readings would be; nothing is saved. */
export const previewBill = (id: number, input: Pick<CheckInBody, 'hobbs' | 'tach' | 'blockOff' | 'blockOn' | 'fuel'>) =>
  apiRequest<BillView>(`/requests/${id}/bill-preview`, { method: 'POST', json: input });

/** POST /api/requests/:id/no-show: the owner says the pilot never came (60 minutes past the start, no check-out). */
export const markNoShow = (id: number) => apiRequest<BookingView>(`/requests/${id}/no-show`, { method: 'POST', json: {} });

/** GET /api/requests/:id/flight. */
export const getFlight = (id: number, signal?: AbortSignal) => apiRequest<FlightView>(`/requests/${id}/flight`, { signal });

/** The printable receipt: a page of the server (not under /api), opened in a new tab with the session cookie. */
export const receiptUrl = (id: number): string => `/requests/${id}/receipt`;

/** GET /api/share/:id/billing: the listing's billing rules (its defaults when the owner saved none). */
export const getBilling = (shareId: number, signal?: AbortSignal) => apiRequest<BillingRulesView>(`/share/${shareId}/billing`, { signal });

/** PUT /api/share/:id/billing: the owner's rules for the bookings he approves from now on. */
export const saveBilling = (shareId: number, rules: unknown) =>
  apiRequest<BillingRulesView>(`/share/${shareId}/billing`, { method: 'PUT', json: rules });

/**
 * A flight photo's bytes as an object URL for an <img>: asked with the version header every API call
 * carries (an <img src> cannot send it), the session cookie proving the caller may see it.
 */
export async function flightPhotoObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { credentials: 'include', headers: { 'Accept-Version': API_VERSION }, signal });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return URL.createObjectURL(await response.blob());
}

/** GET /api/share/:id/readings: the owner's last recorded meter readings, or null. */
export const getOwnerReading = (shareId: number, signal?: AbortSignal) =>
  apiRequest<{ readings: OwnerReadingView | null }>(`/share/${shareId}/readings`, { signal });

/** PUT /api/share/:id/readings: the owner records the meters; the next check-out is checked against them. */
export const recordOwnerReading = (shareId: number, readings: { hobbs: unknown; tach: unknown }) =>
  apiRequest<{ readings: OwnerReadingView }>(`/share/${shareId}/readings`, { method: 'PUT', json: readings });
