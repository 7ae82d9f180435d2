import Router from '@koa/router';
import type { Context } from 'koa';
import { isDomainError } from '../../../domain/errors.js';
import type { HttpDeps } from '../http-deps.js';
import { sessionToken } from '../session.js';
import { receiptHtml, receiptNotFoundHtml } from './receipt-html.js';

const ID = /^\d{1,10}$/;

/**
 * GET /requests/:id/receipt: a flight's printable receipt, a page outside /api (the site opens it in a new
 * tab: no version header, the session cookie). Only the pilot, the owner and staff get it; anyone else, a
 * visitor, a booking without a flight or an id that is no booking get the same 404 page.
 */
export function receiptRoutes({ services, withRequestScope }: Pick<HttpDeps, 'services' | 'withRequestScope'>): Router {
  const router = new Router();
  router.get('/requests/:id/receipt', async (ctx: Context) => {
    const raw = String(ctx.params.id);
    const html = ID.test(raw) && Number(raw) <= 2_147_483_647
      ? await withRequestScope(async () => {
          const viewer = await services.currentUser.execute(sessionToken(ctx));
          if (!viewer) return null;
          try {
            const { booking, flight } = await services.readFlight.execute(viewer, Number(raw));
            if (!flight) return null;
            const [details] = await services.describeBookings.execute(viewer, [booking]);
            return details ? receiptHtml(details, flight) : null;
          } catch (e) {
            if (isDomainError(e) && (e.code === 'not_found' || e.code === 'forbidden' || e.code === 'validation_failed')) return null;
            throw e;
          }
        })
      : null;
    ctx.status = html ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    // The receipt is the pilot's and the owner's: no shared cache keeps it, and it depends on the session.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.vary('Cookie');
    // A page of one pilot's and owner's private data beside text either may choose (a squawk, a note): not
    // compressed (docs/security.md, "Compression and BREACH": HTML never carries private data compressed).
    ctx.compress = false;
    ctx.body = html ?? receiptNotFoundHtml();
  });
  return router;
}
