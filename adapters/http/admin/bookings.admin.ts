import type { BookingDetails, DescribeBookings } from '../../../application/bookings/booking-details.service.js';
import type { ChangeRequest } from '../../../application/bookings/change-request.service.js';
import type { BookingRepository } from '../../../application/ports/booking.repository.js';
import { BOOKING_STATES } from '../../../domain/booking/booking.js';
import { notFound, validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import { parseInstant, toBookingView } from '../booking-view.js';
import { requireAdmin } from '../session.js';
import { choiceFilter, idFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

export type AdminBookingRecord = ReturnType<typeof toBookingView>;
type SortField = 'id' | 'createdAt' | 'start';

/**
 * Requests and bookings in the back office: filter by listing, user (either side, by id or by a name or
 * username they contain), tail number, state and period; staff
 * cancel an approved booking with a reason (PUT { state: "cancelled", reason }), through the parties' own
 * use case (the period is freed, both sides are mailed), with an audit entry like every admin change.
 */
export function bookingsResource(bookings: BookingRepository, describe: DescribeBookings, changeRequest: ChangeRequest): AdminResource<AdminBookingRecord, SortField> {
  // Read as nobody in particular: `actions` is empty; staff may cancel what is approved and not over.
  const view = async (items: Parameters<DescribeBookings['execute']>[1]) => (await describe.execute(null, items)).map((d: BookingDetails) => toBookingView(d));
  const find = async (id: number) => {
    const { items } = await bookings.list({ ids: [id], offset: 0, limit: 1 });
    return items[0] ? (await view(items))[0]! : null;
  };
  return {
    name: 'bookings',
    sortFields: ['id', 'createdAt', 'start'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const from = textFilter(filter, 'from');
      const to = textFilter(filter, 'to');
      const state = choiceFilter(filter, 'state', BOOKING_STATES);
      const overlapping = from || to
        ? { start: from ? parseInstant(from, 'from') : new Date(0), end: to ? parseInstant(to, 'to') : new Date(8.64e15) }
        : undefined;
      const { items, total } = await bookings.list({
        ids, shareId: idFilter(filter, 'shareId'), userId: idFilter(filter, 'userId'), states: state ? [state] : undefined,
        overlapping, person: textFilter(filter, 'person'), tailNumber: textFilter(filter, 'tailNumber'), sort, offset, limit,
      });
      return { items: await view(items), total };
    },
    getOne: find,
    // The console may send back the whole record it read (id, names, dates, derived fields): only `state`
    // and, with a cancellation, `reason` are read; the same state as now changes nothing and answers 200.
    async update(id, data, ctx) {
      const current = await find(id);
      if (!current) throw notFound(`No bookings record with id ${id}`);
      if (data.state === undefined || data.state === current.state) return current;
      if (data.state !== 'cancelled') {
        const message = 'Staff can only cancel a booking here: send { "state": "cancelled", "reason": "..." }';
        throw validationFailed([message], message, fieldErrors([['state', [message]]]));
      }
      if (data.reason !== undefined && typeof data.reason !== 'string') throw validationFailed(['reason must be text'], 'reason must be text', fieldErrors([['reason', ['reason must be text']]]));
      await changeRequest.execute(requireAdmin(ctx), id, 'cancel', data.reason as string | undefined);
      const after = await find(id);
      if (!after) throw notFound(`No bookings record with id ${id}`);
      return after;
    },
  };
}
