import Router from '@koa/router';
import type { Context } from 'koa';
import { validationFailed } from '../../../domain/errors.js';
import { SEARCH_MESSAGES } from '../../../domain/search/search-criteria.js';
import { parseDto } from '../dtos/parse-dto.js';
import { SearchPageWriter } from './search-page-json.js';
import { SearchQuery, searchQueryOf } from '../dtos/search-query.dto.js';
import type { HttpDeps } from '../http-deps.js';
import type { AuthState } from '../session.js';

const viewerOf = (ctx: Context) => (ctx.state.auth as AuthState | undefined)?.user ?? null;

/** `qualified=true` or `false` (or absent); anything else is refused with the search's message. */
function qualifiedOf(ctx: Context): boolean {
  const raw = ctx.query.qualified;
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw validationFailed([SEARCH_MESSAGES.qualified]);
}

/** The map search (docs/api.md "Search"): open to visitors, like the Find page. */
export function searchRoutes({ services }: HttpDeps): Router {
  const router = new Router();
  const answers = new SearchPageWriter();

  router.get('/search', async (ctx: Context) => {
    const query = await parseDto(SearchQuery, searchQueryOf(ctx.query));
    // The same JSON as Koa would write, with the markers' airports written once (search-page-json.ts).
    ctx.body = answers.json(await services.searchMap.execute(query, viewerOf(ctx)));
    ctx.type = 'application/json';
  });

  // qualified=true: the shares the signed-in pilot qualifies for (401 for a visitor).
  router.get('/search/count', async (ctx: Context) => {
    ctx.body = await services.searchTotals.execute({ qualified: qualifiedOf(ctx), viewer: viewerOf(ctx) });
  });

  router.get('/airport/shares', async (ctx: Context) => {
    ctx.body = await services.airportShares.execute({ qualified: qualifiedOf(ctx), viewer: viewerOf(ctx) });
  });

  return router;
}
