import Router from '@koa/router';
import type { Context } from 'koa';
import { BOOKING_STATES, type BookingState } from '../../../domain/booking/booking.js';
import { isDomainError, validationFailed } from '../../../domain/errors.js';
import type { AdminFlightView } from '../../../domain/flight/flight-view.js';
import type { AdminFlight, FlightServices } from '../flight-deps.js';
import { toFlightView } from '../flight-view.js';
import { parseId } from '../params.js';
import { requireAdmin } from '../session.js';
import { booleanFilter, idFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** A flight as the back office reads it (the wire type is the domain's). */
export type AdminFlightRecord = AdminFlightView;

type SortField = 'id' | 'checkedOutAt' | 'checkedInAt';

export const toAdminFlight = (a: AdminFlight): AdminFlightRecord => ({
  id: a.booking.id, ...toFlightView(a.flight, a.booking), share: a.share, pilot: a.pilot, owner: a.owner,
});

/** `state` of the list's filter: one state, several separated by commas, or a list of them. */
function statesFilter(filter: Record<string, unknown>): BookingState[] | undefined {
  const v = filter.state;
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v];
  if (!list.length) return undefined;
  if (!list.every((s) => (BOOKING_STATES as readonly unknown[]).includes(s))) throw validationFailed([`The state filter must be one or more of ${BOOKING_STATES.join(', ')}`]);
  return list as BookingState[];
}

/**
 * Flights in the back office (issue 36): readings, photos, the bill, continuity flags and disputes, filtered by
 * state, listing, pilot and `flagged` (a continuity flag or an open dispute). Read-only through the
 * ra-data-simple-rest contract; staff resolve a dispute with POST /admin/flights/:id/resolve (below).
 */
export function flightsResource(services: Pick<FlightServices, 'adminFlights'>): AdminResource<AdminFlightRecord, SortField> {
  const flights = () => services.adminFlights;
  return {
    name: 'flights',
    sortFields: ['id', 'checkedOutAt', 'checkedInAt'],
    defaultSort: { field: 'id', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const query = {
        state: statesFilter(filter), shareId: idFilter(filter, 'shareId'), pilotId: idFilter(filter, 'pilotId'), flagged: booleanFilter(filter, 'flagged'),
        sort: sort.field, order: sort.order, start: offset, end: offset + limit - 1,
      };
      if (ids) {
        // getMany: each asked-for id that is a flight, in the order asked; one read at a time (they share the
        // request's connection).
        const items: AdminFlightRecord[] = [];
        for (const id of ids) {
          const found = await flights().get(id).then(toAdminFlight, (e: unknown) => {
            if (isDomainError(e) && e.code === 'not_found') return null;
            throw e;
          });
          if (found) items.push(found);
        }
        return { items, total: items.length };
      }
      const { items, total } = await flights().list(query);
      return { items: items.map(toAdminFlight), total };
    },
    async getOne(id) {
      return toAdminFlight(await flights().get(id));
    },
  };
}

/**
 * POST /admin/flights/:id/resolve `{ hobbs?, tach?, resolution }`: staff close a disputed flight, with a
 * corrected reading if need be (the bill is worked out again). The use case writes the change, its audit
 * entry (resource `flights`) and the mails in one transaction.
 */
export function flightResolveRoutes(services: Pick<FlightServices, 'adminFlights'>): Router {
  const router = new Router({ prefix: '/admin/flights' });
  router.post('/:id/resolve', async (ctx: Context) => {
    const admin = requireAdmin(ctx);
    const id = parseId(ctx.params.id, 'id');
    const body: unknown = ctx.request.body ?? {};
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send { "resolution": "...", "hobbs"?: 1234.5, "tach"?: 1010.2 } as a JSON object']);
    ctx.body = toAdminFlight(await services.adminFlights.resolve(admin, id, body));
  });
  return router;
}
