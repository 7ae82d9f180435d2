import Router from '@koa/router';
import { FLIGHT_PHOTO_FOLDER } from '../../application/flights/flight-photos.js';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { adminRouters } from './admin/admin.routes.js';
import { contactRoutes } from './routes/contact.routes.js';
import { billingRoutes } from './routes/billing.routes.js';
import { shareRoutes } from './routes/shares.routes.js';
import { flyerRoutes } from './routes/flyer.routes.js';
import { bookingRoutes } from './routes/bookings.routes.js';
import { flightRoutes } from './routes/flights.routes.js';
import { maintenanceRoutes } from './routes/maintenance.routes.js';
import { groupRoutes } from './routes/groups.routes.js';
import { partnerRoutes } from './routes/partners.routes.js';
import { paymentRoutes } from './routes/payments.routes.js';
import { trustRoutes } from './routes/trust.routes.js';
import { talkRouters } from './routes/talk.routes.js';
import { calendarFeedMiddleware } from './routes/calendar-feed.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { instructorRoutes } from './routes/instructors.routes.js';
import { tailNumberRoutes } from './routes/tail-number.routes.js';
import { blogRoutes } from './routes/blog.routes.js';
import { pagesMiddleware } from './pages/pages.middleware.js';
import { receiptRoutes } from './pages/receipt.routes.js';
import { firstScreenReader } from './pages/first-screen-reads.js';
import { sitemapMiddleware } from './pages/seo-sitemap.middleware.js';
import { stripeWebhookMiddleware } from './routes/stripe-webhook.routes.js';
import { dotSegmentsMiddleware } from './middleware/dot-segments.middleware.js';
import { errorsMiddleware } from './middleware/errors.middleware.js';
import { requestTextMiddleware } from './middleware/nul-character.middleware.js';
import type { HttpDeps } from './http-deps.js';
import { accountRoutes } from './routes/accounts.routes.js';
import { logbookRoutes } from './routes/logbook.routes.js';
import { faaMatchRoutes } from './routes/faa-match.routes.js';
import { partnerProfileRoutes } from './routes/partner-profile.routes.js';
import { airportRoutes } from './routes/airports.routes.js';
import { placeRoutes } from './routes/places.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { configRoutes } from './routes/config.routes.js';
import { healthMiddleware } from './middleware/health.middleware.js';
import { socialRoutes } from './routes/social.routes.js';
import { staticDocumentRoutes } from './routes/static-documents.routes.js';
import { authMiddleware } from './session.js';
import { readRoutingMiddleware } from './middleware/read-routing.middleware.js';
import { PRIMARY_ONLY } from '../../application/ports/read-routing.js';
import { mediaMiddleware, spaMiddleware } from './pages/static.js';
import { mediaObjectsMiddleware } from './middleware/media-objects.middleware.js';
import { versionMiddleware } from './middleware/version.middleware.js';
import { requestLimitMiddleware, uploadLimitMiddleware } from './middleware/rate-limit.middleware.js';
import { securityHeadersMiddleware } from './middleware/security-headers.middleware.js';
import { compressionMiddleware } from './middleware/compression.middleware.js';
import { revalidationMiddleware } from './middleware/revalidation.middleware.js';
import { alertUnsubscribeMiddleware } from './routes/alerts.routes.js';
import { UploadMemoryBudget, uploadMemoryScope, useUploadMemoryBudget } from './upload-memory.js';

/** The Koa application: the JSON API under /api, media under /media, the back office at /admin, the site at /. */
export function createHttpApp(deps: HttpDeps): Koa {
  const app = new Koa();
  app.proxy = deps.trustProxy;
  useUploadMemoryBudget(app, new UploadMemoryBudget({ maxBytes: deps.uploadMemoryMb * 1024 * 1024 }));
  // Errors Koa meets outside the middleware chain (streaming a response). A client that hangs up early
  // (e.g. while still uploading when we already answered 401, or halfway through its upload: Node's parser
  // then meets the end of the socket mid-request, HPE_INVALID_EOF_STATE) is not a server fault.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'HPE_INVALID_EOF_STATE'].includes(err.code ?? '')) return;
    deps.logError('HTTP response failed', err);
  });

  app.use(securityHeadersMiddleware(deps.securityHeaders));
  // Outside the errors middleware, so error answers are compressed too; after everything else has answered.
  app.use(compressionMiddleware());
  app.use(errorsMiddleware(deps.logError));
  // ETag and 304 of pages and files, on the body before it is compressed: any middleware below that renders
  // HTML gets them (and `Cache-Control: no-cache` unless it says otherwise).
  app.use(revalidationMiddleware());

  // The load balancer's check, before the request limit counts it.
  app.use(healthMiddleware(deps.checkDatabase));
  // "/assets/../find" would pass the limiter as a built file and be rendered as /find: refused first.
  app.use(dotSegmentsMiddleware);
  // Stripe's signed webhook calls are not counted: a burst of events from Stripe is not abuse.
  app.use(stripeWebhookMiddleware(deps));
  app.use(requestLimitMiddleware(deps.rateLimits, { dev: !!deps.web.devMiddleware }));
  // Links in alert emails and mail clients' one-click unsubscribe: no version header, no session.
  app.use(alertUnsubscribeMiddleware(deps));
  // Calendar apps poll the private iCalendar feeds without our version header or a session.
  app.use(calendarFeedMiddleware(deps));

  const api = new Router({ prefix: '/api' });
  api.use(versionMiddleware);
  // DELETE too: deleting one's account carries its confirmation (DELETE /api/user).
  api.use(bodyParser({ enableTypes: ['json'], jsonLimit: '200kb', encoding: 'utf-8', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  api.use(requestTextMiddleware);
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await deps.withRequestScope(async () => {
      await authMiddleware(deps.services.currentUser)(ctx, next);
    });
  });
  // Public reads offered to a read replica; after any other request its writer reads his writes (issue 43).
  api.use(readRoutingMiddleware(deps.readRouting ?? PRIMARY_ONLY, deps.logError));
  api.use(uploadLimitMiddleware(deps.rateLimits));
  // Upload bodies reserve their bytes before they are read (multipart.ts) and give them back here, once handled.
  api.use(uploadMemoryScope);
  for (const router of [
    configRoutes(deps),
    authRoutes(deps),
    // Before the accounts' GET /user/:id, which would take /user/payouts, /user/payments and /user/earnings.
    paymentRoutes(deps),
    logbookRoutes(deps), // /user/logbook before accountRoutes' /user/:id
    faaMatchRoutes(deps), // before the accounts' GET /user/:id too
    partnerProfileRoutes(deps), // /user/partner-profile, before the accounts' GET /user/:id as well (issue 41)
    accountRoutes(deps),
    airportRoutes(deps),
    placeRoutes(deps),
    socialRoutes(deps),
    billingRoutes(deps),
    shareRoutes(deps),
    flyerRoutes(deps),
    bookingRoutes(deps),
    flightRoutes(deps),
    maintenanceRoutes(deps),
    groupRoutes(deps),
    partnerRoutes(deps),
    trustRoutes(deps),
    ...talkRouters(deps),
    searchRoutes(deps),
    instructorRoutes(deps),
    tailNumberRoutes(deps),
    blogRoutes(deps),
    contactRoutes({ sendContactMessage: deps.backOffice.sendContactMessage, rateLimits: deps.rateLimits, siteAddress: deps.siteAddress }),
    ...adminRouters(deps),
  ]) {
    api.use(router.routes(), router.allowedMethods({ throw: false }));
  }
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(staticDocumentRoutes().routes()); // the Sharing Documents spreadsheets, before the site's fallback page
  app.use(receiptRoutes(deps).routes()); // a flight's printable receipt (issue 36), a page of its own
  // A flight's photos (meters, fuel receipts) are the pilot's, the owner's and staff's alone: they are served by
  // GET /api/requests/:id/flight/photos/:n, which checks who asks, never by their stored address.
  app.use(async (ctx, next) => (ctx.path.startsWith(`/media/${FLIGHT_PHOTO_FOLDER}/`) ? undefined : next()));
  app.use(deps.mediaObjects ? mediaObjectsMiddleware(deps.mediaObjects) : mediaMiddleware(deps.mediaRoot));
  app.use(sitemapMiddleware(deps));
  // The public pages rendered on the server from the built server bundle, with the API answers their
  // first screen needs read in process through the routes above (built site only; `npm run dev` renders
  // in the browser).
  if (deps.web.publicDist) {
    const apiRoutes = api.routes() as unknown as Koa.Middleware;
    const errors = errorsMiddleware(deps.logError);
    const readApi = firstScreenReader(app, (ctx, next) => errors(ctx, () => apiRoutes(ctx, next)));
    app.use(pagesMiddleware(deps, { publicDist: deps.web.publicDist, serverEntry: deps.web.serverEntry ?? null, readApi }));
  }
  if (deps.web.devMiddleware) app.use(deps.web.devMiddleware);
  if (deps.web.adminDist) app.use(spaMiddleware(deps.web.adminDist, '/admin'));
  if (deps.web.publicDist) app.use(spaMiddleware(deps.web.publicDist, '/'));
  return app;
}
