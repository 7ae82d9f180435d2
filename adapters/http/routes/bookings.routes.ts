import Router from '@koa/router';
import type { Context } from 'koa';
import type { UserAction } from '../../../application/bookings/change-request.service.js';
import type { OpenHours } from '../../../domain/booking/availability.js';
import { BOOKING_STATES, type Booking, type BookingState } from '../../../domain/booking/booking.js';
import type { BookingList } from '../../../domain/booking/booking-view.js';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { User } from '../../../domain/user/user.js';
import { parseInstant, toAvailabilityView, toBookingView, toCalendarView } from '../booking-view.js';
import { AvailabilityBody, BlockBody, CalendarQuery, ReasonBody, RequestBody, RequestListQuery } from '../dtos/bookings.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import { paymentMethodIdOf } from '../dtos/payments.dto.js';
import { numericQuery } from '../dtos/share-query.dto.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { toRefundQuoteView } from '../payment-view.js';
import { requireUser, type AuthState } from '../session.js';
import { siteUrlOf } from '../site-url.js';
import { feedUrl } from './calendar-feed.routes.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;

/** An open-hours stretch as sent: anything not an object reaches the domain as an invalid stretch (its message). */
const openHoursOf = (raw: unknown[]): OpenHours[] =>
  raw.map((h) => (h && typeof h === 'object' ? { day: (h as OpenHours).day, from: (h as OpenHours).from, to: (h as OpenHours).to } : { day: -1, from: -1, to: -1 }));

const RULE_KEYS = ['minMinutes', 'maxMinutes', 'noticeMinutes', 'maxDaysAhead', 'maxFutureBookings'] as const;

function statesOf(text: string | undefined): BookingState[] | undefined {
  if (text === undefined || text === '') return undefined;
  const states = text.split(',').map((s) => s.trim());
  const wrong = states.filter((s) => !(BOOKING_STATES as readonly string[]).includes(s));
  if (wrong.length) {
    const message = `state must be one or more of ${BOOKING_STATES.join(', ')}, separated by commas`;
    throw validationFailed([message], message, fieldErrors([['state', [message]]]));
  }
  return states as BookingState[];
}

/**
 * Requests and bookings (issue 14): a listing's availability, blocked periods, grounding and calendar; a
 * pilot's requests and the owner's answers. The iCalendar feeds are served before the API router
 * (calendar-feed.routes.ts): calendar apps send no version header.
 */
export function bookingRoutes({ services, siteAddress }: HttpDeps): Router {
  const router = new Router();
  const view = async (viewer: User | null, booking: Booking) => toBookingView((await services.describeBookings.execute(viewer, [booking]))[0]!);
  router.get('/share/:id/availability', async (ctx: Context) => {
    const viewer = viewerOf(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const { availability, canEdit } = await services.getAvailability.execute(viewer, id);
    // The listing's private feed address, for its owner (and admins) only.
    const icsUrl = canEdit && viewer ? feedUrl(siteUrlOf(ctx, siteAddress), await services.calendarFeeds.shareToken(viewer, id)) : null;
    ctx.body = toAvailabilityView(availability, { canEdit, icsUrl });
  });

  router.put('/share/:id/availability', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const body = await parseDto(AvailabilityBody, ctx.request.body, { fields: true });
    const rules = body.rules ? Object.fromEntries(RULE_KEYS.filter((k) => k in body.rules!).map((k) => [k, body.rules![k]])) : undefined;
    const availability = await services.updateAvailability.execute(user, id, {
      timeZone: body.timeZone,
      openHours: body.openHours ? openHoursOf(body.openHours) : undefined,
      rules: rules as Record<(typeof RULE_KEYS)[number], number> | undefined,
    });
    ctx.body = toAvailabilityView(availability, { canEdit: true });
  });

  router.post('/share/:id/blocks', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const body = await parseDto(BlockBody, ctx.request.body, { fields: true });
    const block = await services.manageBlockedPeriods.add(user, id, {
      start: parseInstant(body.start, 'start'), end: parseInstant(body.end, 'end'), reason: body.reason ?? '',
    });
    ctx.status = 201;
    ctx.body = { id: block.id, shareId: id, start: block.start.toISOString(), end: block.end.toISOString(), reason: block.reason };
  });

  router.delete('/share/:id/blocks/:blockId', async (ctx: Context) => {
    const user = requireUser(ctx);
    await services.manageBlockedPeriods.remove(user, parseId(ctx.params.id, 'Listing id'), parseId(ctx.params.blockId, 'Block id'));
    ctx.status = 204;
  });

  router.get('/share/:id/calendar', async (ctx: Context) => {
    const id = parseId(ctx.params.id, 'Listing id');
    const q = await parseDto(CalendarQuery, numericQuery(ctx.query, []), { fields: true });
    const range = { from: parseInstant(q.from, 'from'), to: parseInstant(q.to, 'to') };
    const calendar = await services.shareCalendar.execute(viewerOf(ctx), id, { start: range.from, end: range.to });
    ctx.body = toCalendarView(calendar, range);
  });

  router.post('/share/:id/requests', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const body = await parseDto(RequestBody, ctx.request.body, { fields: true });
    // Required when the listing takes payment (the use case says so, 400 naming the field); a declined card is a 402 and nothing is written.
    const paymentMethodId = paymentMethodIdOf(body as unknown as Record<string, unknown>);
    const booking = await services.createRequest.execute(user, id, { start: body.start, end: body.end, message: body.message, paymentMethodId });
    ctx.status = 201;
    ctx.body = await view(user, booking);
  });

  for (const [method, grounded] of [['post', true], ['delete', false]] as const) {
    router[method]('/share/:id/ground', async (ctx: Context) => {
      const user = requireUser(ctx);
      const id = parseId(ctx.params.id, 'Listing id');
      const reason = grounded ? ((await parseDto(ReasonBody, ctx.request.body, { fields: true })).reason ?? '') : null;
      const { availability, affected } = await services.groundAircraft.execute(user, id, reason);
      ctx.body = { ...toAvailabilityView(availability, { canEdit: true }), affectedBookings: affected.map((b) => b.id) };
    });
  }

  router.post('/share/:id/calendar-token', async (ctx: Context) => {
    const user = requireUser(ctx);
    const token = await services.calendarFeeds.shareToken(user, parseId(ctx.params.id, 'Listing id'), true);
    ctx.body = { icsUrl: feedUrl(siteUrlOf(ctx, siteAddress), token) };
  });

  router.post('/user/calendar-token', async (ctx: Context) => {
    const token = await services.calendarFeeds.userToken(requireUser(ctx), true);
    ctx.body = { icsUrl: feedUrl(siteUrlOf(ctx, siteAddress), token) };
  });

  router.get('/requests', async (ctx: Context) => {
    const user = requireUser(ctx);
    const q = await parseDto(RequestListQuery, numericQuery(ctx.query, ['page', 'limit']), { fields: true });
    const limit = q.limit ?? 20;
    const page = q.page ?? 1;
    const { items, total } = await services.listRequests.execute(user, { role: q.role, states: statesOf(q.state), offset: (page - 1) * limit, limit });
    const details = await services.describeBookings.execute(user, items);
    // The owner sees each pilot's match with the listing's minimums (the outcomes, never the record).
    const matches = q.role === 'owner' ? await services.qualifications.forRequests(items) : null;
    const requests = details.map((d) => (matches ? { ...toBookingView(d), qualification: matches.get(d.booking.id) ?? null } : toBookingView(d)));
    ctx.body = { requests, total, page, limit } satisfies BookingList;
  });

  // Before /requests/:id, which it would otherwise take.
  router.get('/requests/count', async (ctx: Context) => {
    ctx.body = { pending: await services.needsAnswer.waitingRequests(requireUser(ctx)) };
  });

  // The header's badge: what waits for the caller's answer, conversations and requests.
  router.get('/attention', async (ctx: Context) => {
    ctx.body = await services.needsAnswer.execute(requireUser(ctx));
  });

  router.get('/requests/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await view(user, await services.listRequests.one(user, parseId(ctx.params.id, 'Request id')));
  });

  for (const action of ['approve', 'decline', 'withdraw'] as const satisfies readonly UserAction[]) {
    router.post(`/requests/:id/${action}`, async (ctx: Context) => {
      const user = requireUser(ctx);
      const id = parseId(ctx.params.id, 'Request id');
      const { reason } = await parseDto(ReasonBody, ctx.request.body, { fields: true });
      ctx.body = await view(user, await services.changeRequest.execute(user, id, action, reason));
    });
  }

  // A cancellation answers what it refunds (issue 37): as GET /requests/:id/cancellation quoted it; null without payment.
  router.post('/requests/:id/cancel', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Request id');
    const { reason } = await parseDto(ReasonBody, ctx.request.body, { fields: true });
    const { booking, refund } = await services.changeRequest.cancel(user, id, reason);
    ctx.body = { ...(await view(user, booking)), refund: refund && toRefundQuoteView(refund) };
  });

  router.post('/requests/:id/undo', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await view(user, await services.undoDecision.execute(user, parseId(ctx.params.id, 'Request id')));
  });

  return router;
}
