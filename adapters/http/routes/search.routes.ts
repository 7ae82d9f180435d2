import Router from '@koa/router';
import type { Context } from 'koa';
import { parseDto } from '../dtos/parse-dto.js';
import { SearchQuery, searchQueryOf } from '../dtos/search-query.dto.js';
import type { HttpDeps } from '../http-deps.js';

/** The map search (docs/api.md "Search"): open to visitors, like the Find page. */
export function searchRoutes({ services }: HttpDeps): Router {
  const router = new Router();

  router.get('/search', async (ctx: Context) => {
    const query = await parseDto(SearchQuery, searchQueryOf(ctx.query));
    ctx.body = await services.searchMap.execute(query);
  });

  router.get('/search/count', async (ctx: Context) => {
    ctx.body = await services.searchTotals.execute();
  });

  router.get('/airport/shares', async (ctx: Context) => {
    ctx.body = await services.airportShares.execute();
  });

  return router;
}
