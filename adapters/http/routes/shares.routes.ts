import Router from '@koa/router';
import type { Context } from 'koa';
import type { SharePage } from '../../../application/shares/browse-shares.service.js';
import { canEdit } from '../../../application/shares/share-access.js';
import { validationFailed } from '../../../domain/errors.js';
import type { ShareInput } from '../../../domain/share/share.js';
import type { ShareList } from '../../../domain/share/share-view.js';
import type { User } from '../../../domain/user/user.js';
import { parseDto } from '../dtos/parse-dto.js';
import { numericQuery, PageQuery, ShareListQuery } from '../dtos/share-query.dto.js';
import type { HttpDeps } from '../http-deps.js';
import { readJsonWithFiles } from '../multipart.js';
import { parseId } from '../params.js';
import type { AuthState } from '../session.js';
import { requireUser } from '../session.js';
import { toShareView } from '../share-view.js';
import { alertSiteUrlOf } from '../site-url.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;

/** The page's listings with their ratings, hosts and groundings, read in one query each for the page. */
async function pageBody(page: SharePage, user: User | null, { trust, services }: Pick<HttpDeps, 'trust' | 'services'>): Promise<ShareList> {
  const ids = page.shares.map((s) => s.id);
  // One after the other: the queries share the request's connection.
  const rated = await trust.ratings.forShares(ids);
  const hosts = await trust.ratings.forHosts(page.shares.map((s) => s.owner.id));
  const grounded = await services.getAvailability.groundings(ids);
  return {
    shares: page.shares.map((s) =>
      toShareView(s, {
        isFavorite: page.favorites.has(s.id), canEdit: canEdit(user, s), rating: rated.get(s.id) ?? null,
        hostRating: hosts.get(s.owner.id) ?? null, grounded: grounded.get(s.id) ?? null,
      }),
    ),
    count: page.count,
    fence: page.fence,
  };
}

/** Listings: write (owner or admin), browse, mine, favourites. */
export function shareRoutes({ services, siteAddress, trust }: HttpDeps): Router {
  const router = new Router();
  const groundingOf = async (id: number) => (await services.getAvailability.groundings([id])).get(id) ?? null;
  const one = async (user: User, share: Parameters<typeof toShareView>[0]) =>
    toShareView(share, {
      isFavorite: false, canEdit: canEdit(user, share), rating: await trust.ratings.forShare(share.id),
      hostRating: (await trust.ratings.forHosts([share.owner.id])).get(share.owner.id) ?? null, grounded: await groundingOf(share.id),
    });

  router.post('/share', async (ctx: Context) => {
    const user = requireUser(ctx);
    const { json, files } = await readJsonWithFiles(ctx, 'share', 'images');
    ctx.status = 201;
    ctx.body = await one(user, await services.createShare.execute(user, json as ShareInput, files, alertSiteUrlOf(ctx, siteAddress)));
  });

  router.patch('/share/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const { json, files } = await readJsonWithFiles(ctx, 'share', 'images');
    const share = await services.updateShare.execute(user, id, json as ShareInput, files, alertSiteUrlOf(ctx, siteAddress));
    const favorites = await services.browseShares.favoriteIds(user, [id]);
    const hostRating = (await trust.ratings.forHosts([share.owner.id])).get(share.owner.id) ?? null;
    ctx.body = toShareView(share, { isFavorite: favorites.has(id), canEdit: canEdit(user, share), rating: await trust.ratings.forShare(id), hostRating, grounded: await groundingOf(id) });
  });

  router.delete('/share/:id', async (ctx: Context) => {
    await services.manageShare.delete(requireUser(ctx), parseId(ctx.params.id, 'Listing id'));
    ctx.status = 204;
  });

  for (const [action, active] of [['disable', false], ['enable', true]] as const) {
    router.post(`/share/:id/${action}`, async (ctx: Context) => {
      const user = requireUser(ctx);
      ctx.body = await one(user, await services.manageShare.setActive(user, parseId(ctx.params.id, 'Listing id'), active, alertSiteUrlOf(ctx, siteAddress)));
    });
  }

  router.get('/share', async (ctx: Context) => {
    const q = await parseDto(ShareListQuery, numericQuery(ctx.query, ['id', 'page', 'limit', 'airport', 'lat', 'lng']));
    const user = viewerOf(ctx);
    const typeParam = ctx.query.type ?? ctx.query.types;
    const types = (Array.isArray(typeParam) ? typeParam : typeof typeParam === 'string' ? typeParam.split(',') : []).map((t) => t.trim());
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      throw validationFailed(['Send lat and lng together']);
    }
    const page = await services.browseShares.list(user, {
      id: q.id,
      page: q.page ?? 1,
      limit: q.limit ?? 10,
      sortBy: q.sortBy ?? 'listDate',
      sortDir: q.sortDir ?? 'desc',
      types,
      airportId: q.airport,
      near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined,
    });
    ctx.body = await pageBody(page, user, { trust, services });
  });

  router.get('/share/mine', async (ctx: Context) => {
    const user = requireUser(ctx);
    const q = await parseDto(PageQuery, numericQuery(ctx.query, ['page', 'limit']));
    ctx.body = await pageBody(await services.browseShares.mine(user, { page: q.page ?? 1, limit: q.limit ?? 12 }), user, { trust, services });
  });

  router.get('/share/favorite', async (ctx: Context) => {
    const user = requireUser(ctx);
    const q = await parseDto(PageQuery, numericQuery(ctx.query, ['page', 'limit']));
    ctx.body = await pageBody(await services.browseShares.favorites(user, { page: q.page ?? 1, limit: q.limit ?? 12 }), user, { trust, services });
  });

  // The signed-in pilot's match with this listing's minimums (issue 15), on the airport's local day.
  router.get('/share/:id/qualification', async (ctx: Context) => {
    ctx.body = await services.qualifications.forListing(requireUser(ctx), parseId(ctx.params.id, 'Listing id'));
  });

  for (const [method, favorite] of [['post', true], ['delete', false]] as const) {
    router[method]('/share/favorite/:id', async (ctx: Context) => {
      const shareId = parseId(ctx.params.id, 'Listing id');
      await services.browseShares.setFavorite(requireUser(ctx), shareId, favorite);
      ctx.body = { shareId, isFavorite: favorite };
    });
  }

  return router;
}
