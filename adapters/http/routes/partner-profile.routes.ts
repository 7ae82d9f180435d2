import Router from '@koa/router';
import type { Context } from 'koa';
import type { ShareFitAnswer } from '../../../domain/partner/partners-view.js';
import type { PartnerProfile } from '../../../domain/partner/partner-profile.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { requireUser } from '../session.js';

/**
 * Partner matching (issue 41): the signed-in pilot's own partner profile and his fit with one listing.
 * Mounted before the accounts' routes, whose GET /user/:id would take /user/partner-profile otherwise.
 */
export function partnerProfileRoutes({ partners }: Pick<HttpDeps, 'partners'>): Router {
  const router = new Router();

  // Always `{ profile }`, null before he saves one; PUT takes back what `profile` holds.
  router.get('/user/partner-profile', async (ctx: Context) => {
    ctx.body = { profile: await partners.profiles.read(requireUser(ctx)) } satisfies { profile: PartnerProfile | null };
  });

  router.put('/user/partner-profile', async (ctx: Context) => {
    ctx.body = (await partners.profiles.save(requireUser(ctx), ctx.request.body)) satisfies PartnerProfile;
  });

  router.get('/share/:id/fit', async (ctx: Context) => {
    ctx.body = (await partners.shareFit.forListing(requireUser(ctx), parseId(ctx.params.id, 'Listing id'))) satisfies ShareFitAnswer;
  });

  return router;
}
