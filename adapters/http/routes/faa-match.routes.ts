import Router from '@koa/router';
import type { Context } from 'koa';
import type { FaaMatchView } from '../../../domain/pilot/airmen/faa-match-view.js';
import type { HttpDeps } from '../http-deps.js';
import { requireUser } from '../session.js';

/**
 * The signed-in pilot's record against the FAA airmen file (issue 40). Mounted before the accounts' routes,
 * whose GET /user/:id would take /user/record/... otherwise. Each POST tries a place under his name, so it
 * counts toward a daily limit: a pilot cannot probe zips to find where a namesake lives.
 */
export function faaMatchRoutes(deps: Pick<HttpDeps, 'services' | 'rateLimits'>): Router {
  const router = new Router();
  const { services, rateLimits } = deps;

  router.get('/user/record/faa-match', async (ctx: Context) => {
    ctx.body = (await services.faaMatch.last(requireUser(ctx))) satisfies FaaMatchView;
  });

  router.post('/user/record/faa-match', async (ctx: Context) => {
    const user = requireUser(ctx);
    await rateLimits.consume('faaMatchesPerUser', `user:${user.id}`);
    ctx.body = (await services.faaMatch.execute(user, ctx.request.body)) satisfies FaaMatchView;
  });

  return router;
}
