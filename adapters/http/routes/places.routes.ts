import Router from '@koa/router';
import type { Context } from 'koa';
import { PlaceGeocodeQuery, PlaceReverseQuery, PlacesAutocompleteQuery } from '../dtos/places-query.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import { numericQuery } from '../dtos/share-query.dto.js';
import type { HttpDeps } from '../http-deps.js';

/** Place names and positions never change between deploys: let browsers keep them a day. */
const cacheForADay = (ctx: Context) => ctx.set('Cache-Control', 'public, max-age=86400');

/** The location box and the map: place search, forward and reverse lookup, and the visitor's IP location. */
export function placeRoutes({ services }: HttpDeps): Router {
  const router = new Router();

  router.get('/meta/geoip', async (ctx: Context) => {
    ctx.body = await services.locateVisitor.execute(ctx.ip);
  });

  router.get('/places/autocomplete', async (ctx: Context) => {
    const query = await parseDto(PlacesAutocompleteQuery, numericQuery(ctx.query, ['limit']));
    ctx.body = await services.autocompletePlaces.execute(query.q ?? '', query.limit);
    cacheForADay(ctx);
  });

  router.get('/places/geocode', async (ctx: Context) => {
    const query = await parseDto(PlaceGeocodeQuery, numericQuery(ctx.query, []));
    ctx.body = await services.geocodePlace.execute(query.q);
    cacheForADay(ctx);
  });

  router.get('/places/reverse', async (ctx: Context) => {
    const query = await parseDto(PlaceReverseQuery, numericQuery(ctx.query, ['lat', 'lng']));
    ctx.body = await services.reverseGeocode.execute(Number(query.lat), Number(query.lng));
    cacheForADay(ctx);
  });

  return router;
}
