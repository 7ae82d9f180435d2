import Router from '@koa/router';
import type { Context } from 'koa';
import { AirportQuery } from '../dtos/airport-query.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import type { HttpDeps } from '../http-deps.js';

export function airportRoutes({ services }: HttpDeps): Router {
  const router = new Router();
  router.get('/airport', async (ctx: Context) => {
    const { limit, ...rest } = ctx.query;
    const query = await parseDto(AirportQuery, { ...rest, ...(limit === undefined ? {} : { limit: Number(limit) }) });
    ctx.body = await services.searchAirports.execute(query.q ?? '', {
      limit: query.limit ?? 10,
      bySimilarity: query.simSort !== 'false',
    });
  });
  return router;
}
