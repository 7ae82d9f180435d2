import Router from '@koa/router';
import type { Context } from 'koa';
import type { PartnersInput } from '../../../domain/partner/partners-query.js';
import type { HttpDeps } from '../http-deps.js';
import type { AuthState } from '../session.js';

/** A number parameter: absent stays absent, anything else is Number() of its first value (NaN fails the domain's check). */
function numberOf(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : Number(value);
}

/** Partner matching (issue 41, docs/api.md "Partners"): the signed-in pilot's best fits. */
export function partnerRoutes({ partners }: Pick<HttpDeps, 'partners'>): Router {
  const router = new Router();

  router.get('/partners', async (ctx: Context) => {
    const q = ctx.query;
    const kind = Array.isArray(q.kind) ? q.kind[0] : q.kind;
    const input: PartnersInput = { lat: numberOf(q.lat), lng: numberOf(q.lng), radius: numberOf(q.radius), kind, limit: numberOf(q.limit) };
    ctx.body = await partners.partnersForYou.execute((ctx.state.auth as AuthState | undefined)?.user ?? null, input);
  });

  return router;
}
