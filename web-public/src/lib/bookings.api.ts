import type { BookingState } from '../../../domain/booking/booking';
import type { RefundQuoteView } from '../../../domain/payment/payment-view';
import { apiRequest } from './api-client';
import type { AvailabilityView, BookingList, BookingUserAction, BookingView, CalendarView } from './booking-view';

/** The booking calls of docs/api.md "Requests and bookings", shared by the share modal and the account tabs. */
export const getAvailability = (shareId: number, signal?: AbortSignal) =>
  apiRequest<AvailabilityView>(`/share/${shareId}/availability`, { signal });

export const getCalendar = (shareId: number, from: Date, to: Date, signal?: AbortSignal) =>
  apiRequest<CalendarView>(`/share/${shareId}/calendar`, { query: { from: from.toISOString(), to: to.toISOString() }, signal });

/**
 * A rental sends start and end (the airport's local time, without offset); a request to join only a message.
 * A rental that takes payment (issue 37) also its saved card's `paymentMethodId`.
 */
export const sendRequest = (shareId: number, body: { start?: string; end?: string; message: string; paymentMethodId?: string }) =>
  apiRequest<BookingView>(`/share/${shareId}/requests`, { method: 'POST', json: body });

export const listRequests = (role: 'pilot' | 'owner', signal?: AbortSignal, states?: BookingState[]) =>
  apiRequest<BookingList>('/requests', { query: { role, limit: 100, state: states?.join(',') }, signal });

export const pendingRequestCount = (signal?: AbortSignal) => apiRequest<{ pending: number }>('/requests/count', { signal });

/** A cancellation's answer also says what it refunds (issue 37): `refund`, null for a booking without payment. */
export const changeRequest = (id: number, action: BookingUserAction, reason?: string) =>
  apiRequest<BookingView & { refund?: RefundQuoteView | null }>(`/requests/${id}/${action}`, { method: 'POST', json: reason === undefined ? {} : { reason } });

/** Takes back the owner's approval or decline within its moment (domain/booking/undo-decision.ts). */
export const undoAnswer = (id: number) => apiRequest<BookingView>(`/requests/${id}/undo`, { method: 'POST', json: {} });

export const updateAvailability = (shareId: number, body: Partial<Pick<AvailabilityView, 'openHours' | 'rules'>>) =>
  apiRequest<AvailabilityView>(`/share/${shareId}/availability`, { method: 'PUT', json: body });

export const addBlock = (shareId: number, body: { start: string; end: string; reason: string }) =>
  apiRequest<{ id: number }>(`/share/${shareId}/blocks`, { method: 'POST', json: body });

export const removeBlock = (shareId: number, blockId: number) => apiRequest<void>(`/share/${shareId}/blocks/${blockId}`, { method: 'DELETE' });

export const groundAircraft = (shareId: number, reason: string) =>
  apiRequest<AvailabilityView>(`/share/${shareId}/ground`, { method: 'POST', json: { reason } });

export const clearGrounding = (shareId: number) => apiRequest<AvailabilityView>(`/share/${shareId}/ground`, { method: 'DELETE' });

export const resetShareFeed = (shareId: number) => apiRequest<{ icsUrl: string }>(`/share/${shareId}/calendar-token`, { method: 'POST' });

export const resetUserFeed = () => apiRequest<{ icsUrl: string }>('/user/calendar-token', { method: 'POST' });

/** The caller's own feed address: GET /api/user carries it beside the profile. */
export const getUserFeed = (signal?: AbortSignal) => apiRequest<{ icsUrl?: string }>('/user', { signal }).then((u) => u.icsUrl ?? '');

/** GET /api/requests/:id: one request or booking as its pilot or owner sees it (after a review, the other side's may show). */
export const getRequest = (id: number, signal?: AbortSignal) => apiRequest<BookingView>(`/requests/${id}`, { signal });

/** POST /api/groups/from-request/:bookingId (issue 39): an approved request to join makes the listing's group, or adds its pilot to it. */
export const groupFromRequest = (bookingId: number) => apiRequest<{ id: number; name: string }>(`/groups/from-request/${bookingId}`, { method: 'POST' });
