import Router from '@koa/router';
import type { Context } from 'koa';
import { conflict, notFound } from '../../../domain/errors.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { requireUser } from '../session.js';
import { siteUrlOf } from '../site-url.js';
import { bodyObject } from './conversations.routes.js';

export function tailNumberRoutes({ services, backOffice, rateLimits, siteAddress }: HttpDeps): Router {
  const router = new Router();
  const lookUp = (ctx: Context) => {
    const raw = Array.isArray(ctx.query.tailNumber) ? ctx.query.tailNumber[0] : ctx.query.tailNumber;
    const except = ctx.query.exceptShare === undefined ? undefined : parseId(ctx.query.exceptShare, 'exceptShare');
    return services.lookupTailNumber.execute(raw, except);
  };
  // The spec's contract (section 7): the details, or 409 already listed, 404 not in the registry.
  router.get('/tailnumber/search', async (ctx: Context) => {
    const found = await lookUp(ctx);
    if (found.status === 'in_use') throw conflict(found.message);
    if (found.status === 'not_found') throw notFound(found.message);
    ctx.body = found.aircraft;
  });
  // The site's lookup: "already listed" and "not in the registry" are answers the owner expects, so they
  // come as 200 with a status (no error line in the browser's console for an ordinary outcome).
  router.get('/tailnumber/lookup', async (ctx: Context) => {
    ctx.body = await lookUp(ctx);
  });
  // "This is my plane": the registered owner of a listed tail number tells staff (issue 34). Claims count
  // toward the reports limit: both reach staff.
  router.post('/tailnumber/claim', async (ctx: Context) => {
    const user = requireUser(ctx);
    const body = bodyObject(ctx);
    await rateLimits.check('reportsPerUser', `user:${user.id}`);
    const { claim, message } = await backOffice.claimAircraft.execute(user, body, siteUrlOf(ctx, siteAddress));
    await rateLimits.record('reportsPerUser', `user:${user.id}`);
    ctx.status = 201;
    ctx.body = { id: claim.id, tailNumber: claim.tailNumber, status: claim.status, message };
  });
  return router;
}
