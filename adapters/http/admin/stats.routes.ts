import Router from '@koa/router';
import type { Context } from 'koa';
import type { ReadSiteStats } from '../../../application/admin/read-site-stats.service.js';
import { requireAdmin } from '../session.js';

/** GET /admin/stats: the figures of the back office's dashboard (docs/api.md "Back office"). Admins only. */
export function statsRoutes(deps: { siteStats: ReadSiteStats }): Router {
  const router = new Router();
  router.get('/admin/stats', async (ctx: Context) => {
    requireAdmin(ctx);
    ctx.body = await deps.siteStats.execute();
  });
  return router;
}
