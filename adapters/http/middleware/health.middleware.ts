import type { Context, Next } from 'koa';

/** The load balancers' health check (HAProxy's `option httpchk GET /api/health`, deploy/haproxy.cfg). */
export const HEALTH_PATH = '/api/health';

/**
 * GET (and HEAD) /api/health: 200 once a statement of this process reaches the database (through its pool, and the
 * pooler when there is one), the errors middleware's 503 when it does not. A process whose link to the
 * database is broken is taken out of rotation while the others serve. No version header, no session, and
 * mounted before the request limit: a balancer's checks every second from one address are not abuse.
 */
export function healthMiddleware(checkDatabase: () => Promise<void>) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== HEALTH_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    await checkDatabase();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  };
}
