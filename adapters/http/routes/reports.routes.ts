import Router from '@koa/router';
import type { Context } from 'koa';
import type { HttpDeps } from '../http-deps.js';
import { requireUser } from '../session.js';
import { bodyObject } from './conversations.routes.js';

/** POST /reports (issue 16): a signed-in user reports what he can see to staff. Reports taken count toward reportsPerUser. */
export function reportRoutes({ talk, rateLimits }: HttpDeps): Router {
  const router = new Router();
  router.post('/reports', async (ctx: Context) => {
    const user = requireUser(ctx);
    const body = bodyObject(ctx);
    await rateLimits.check('reportsPerUser', `user:${user.id}`);
    const receipt = await talk.reportItem.execute(user, body);
    await rateLimits.record('reportsPerUser', `user:${user.id}`);
    ctx.status = 201;
    ctx.body = receipt;
  });
  return router;
}
