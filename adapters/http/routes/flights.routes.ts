import Router from '@koa/router';
import type { Context } from 'koa';
import type { Booking } from '../../../domain/booking/booking.js';
import { notFound } from '../../../domain/errors.js';
import type { User } from '../../../domain/user/user.js';
import { toBookingView } from '../booking-view.js';
import { CHECK_IN_PHOTO_ORDER, CHECK_OUT_PHOTO_ORDER, jsonObjectBody, parsePhotoNumber, readFlightForm } from '../dtos/flights.dto.js';
import { toBillView, toFlightView } from '../flight-view.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { requireUser } from '../session.js';

export const NO_FLIGHT_YET = 'This booking has no flight yet: the pilot has not checked out.';

/**
 * A rental's flight (issue 36): the pilot checks out and in with the meters and photos, sees the bill before
 * sending the check-in; the owner confirms or disputes it, or marks a no-show; the two sides and staff read
 * the flight and its photos (404 anyone else). A listing's billing rules are read and set beside its
 * availability. Who may do what, and every message, is the use cases' and the domain's.
 */
export function flightRoutes({ services }: HttpDeps): Router {
  const router = new Router();
  const view = async (viewer: User, booking: Booking) => toBookingView((await services.describeBookings.execute(viewer, [booking]))[0]!);
  const requestId = (ctx: Context) => parseId(ctx.params.id, 'Request id');

  for (const [path, command, order] of [
    ['check-out', 'checkOut', CHECK_OUT_PHOTO_ORDER],
    ['check-in', 'checkIn', CHECK_IN_PHOTO_ORDER],
  ] as const) {
    router.post(`/requests/:id/${path}`, async (ctx: Context) => {
      const user = requireUser(ctx);
      const id = requestId(ctx);
      const { input, photos } = await readFlightForm(ctx, order);
      ctx.body = await view(user, await services[command].execute(user, id, input, photos));
    });
  }

  // What the bill would be for these readings: nothing is saved (the pilot sees it before he checks in).
  router.post('/requests/:id/bill-preview', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toBillView(await services.previewBill.execute(user, requestId(ctx), jsonObjectBody(ctx)));
  });

  for (const [path, action] of [['confirm', 'confirmFlight'], ['no-show', 'markNoShow']] as const) {
    router.post(`/requests/:id/${path}`, async (ctx: Context) => {
      const user = requireUser(ctx);
      ctx.body = await view(user, await services[action].execute(user, requestId(ctx)));
    });
  }

  router.post('/requests/:id/dispute', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = requestId(ctx);
    const { reason } = jsonObjectBody(ctx);
    ctx.body = await view(user, await services.disputeFlight.execute(user, id, reason));
  });

  router.get('/requests/:id/flight', async (ctx: Context) => {
    const { booking, flight } = await services.readFlight.execute(requireUser(ctx), requestId(ctx));
    if (!flight) throw notFound(NO_FLIGHT_YET);
    ctx.body = toFlightView(flight, booking);
  });

  router.get('/requests/:id/flight/photos/:n', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = requestId(ctx);
    const photo = await services.readFlight.photo(user, id, parsePhotoNumber(ctx.params.n));
    ctx.type = photo.contentType;
    // Only the pilot, the owner and staff may see it: no shared cache keeps it (the API's no-store), and
    // the browser takes it for what it says it is.
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = photo.bytes;
  });

  router.get('/share/:id/billing', async (ctx: Context) => {
    ctx.body = await services.billingRules.read(requireUser(ctx), parseId(ctx.params.id, 'Listing id'));
  });

  router.put('/share/:id/billing', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await services.billingRules.save(user, parseId(ctx.params.id, 'Listing id'), jsonObjectBody(ctx));
  });

  // The owner's own reading of the meters (issue 36, point 3): the next check-out's continuity is checked against it.
  router.get('/share/:id/readings', async (ctx: Context) => {
    ctx.body = { readings: await services.billingRules.readOwnerReading(requireUser(ctx), parseId(ctx.params.id, 'Listing id')) };
  });

  router.put('/share/:id/readings', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = { readings: await services.billingRules.recordOwnerReading(user, parseId(ctx.params.id, 'Listing id'), jsonObjectBody(ctx)) };
  });

  return router;
}
