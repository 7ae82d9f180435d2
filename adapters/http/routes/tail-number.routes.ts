import Router from '@koa/router';
import type { Context } from 'koa';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';

export function tailNumberRoutes({ services }: HttpDeps): Router {
  const router = new Router();
  router.get('/tailnumber/search', async (ctx: Context) => {
    const raw = Array.isArray(ctx.query.tailNumber) ? ctx.query.tailNumber[0] : ctx.query.tailNumber;
    const except = ctx.query.exceptShare === undefined ? undefined : parseId(ctx.query.exceptShare, 'exceptShare');
    ctx.body = await services.lookupTailNumber.execute(raw, except);
  });
  return router;
}
