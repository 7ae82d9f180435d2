import Router from '@koa/router';
import type { Context } from 'koa';
import type { HttpDeps } from '../http-deps.js';
import { queryBoolean, queryString } from '../params.js';

export function airportRoutes({ services }: HttpDeps): Router {
  const router = new Router();
  router.get('/airport', async (ctx: Context) => {
    const limit = Number(queryString(ctx.query.limit) || 10);
    ctx.body = await services.searchAirports.execute(queryString(ctx.query.q), {
      limit: Number.isFinite(limit) ? limit : 10,
      bySimilarity: queryBoolean(ctx.query.simSort, true),
    });
  });
  return router;
}
