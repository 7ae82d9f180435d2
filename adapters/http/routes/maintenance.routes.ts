import Router from '@koa/router';
import type { Context } from 'koa';
import { notFound } from '../../../domain/errors.js';
import type { User } from '../../../domain/user/user.js';
import { MAINTENANCE_ACCESS_MESSAGES } from '../../../application/maintenance/maintenance-access.js';
import { parsePhotoNumber } from '../dtos/flights.dto.js';
import { isTokenShaped, parseOpenOnly, readSquawkForm } from '../dtos/maintenance.dto.js';
import type { HttpDeps } from '../http-deps.js';
import { toMaintenanceView, toOwnerItemViewOf, toSquawkTitleView, toSquawkView, toStatusView } from '../maintenance-view.js';
import { parseId } from '../params.js';
import type { AuthState } from '../session.js';
import { requireUser } from '../session.js';
import { siteUrlOf } from '../site-url.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;
const shareId = (ctx: Context) => parseId(ctx.params.id, 'Listing id');
const itemId = (ctx: Context) => parseId(ctx.params.itemId, 'Item id');

/** The mechanic's token of the path, or the 404 of a link that is not valid. */
function tokenOf(ctx: Context): string {
  if (!isTokenShaped(ctx.params.token)) throw notFound(MAINTENANCE_ACCESS_MESSAGES.mechanicLink);
  return ctx.params.token;
}

/**
 * Airworthiness (issue 38): an aircraft's status for whoever may see its listing; its items, sign-offs,
 * 100-hour word and mechanic for the owner and staff; squawks from the owner and the pilots who flew it,
 * answered by the owner; the mechanic's link (the token is the credential, no account). Who may do what,
 * and every message, is the use cases' and the domain's.
 */
export function maintenanceRoutes({ maintenance: m, siteAddress }: HttpDeps): Router {
  const router = new Router();

  router.get('/share/:id/status', async (ctx: Context) => {
    ctx.body = toStatusView(await m.readStatus.execute(viewerOf(ctx), shareId(ctx)));
  });

  router.get('/share/:id/maintenance', async (ctx: Context) => {
    ctx.body = toMaintenanceView(await m.readMaintenance.execute(requireUser(ctx), shareId(ctx)));
  });

  router.post('/share/:id/maintenance', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = shareId(ctx);
    ctx.status = 201;
    ctx.body = toOwnerItemViewOf(await m.addItem.execute(user, id, ctx.request.body));
  });

  router.patch('/share/:id/maintenance', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toMaintenanceView(await m.setHundredHour.execute(user, shareId(ctx), ctx.request.body));
  });

  router.delete('/share/:id/maintenance/:itemId', async (ctx: Context) => {
    const user = requireUser(ctx);
    await m.removeItem.execute(user, shareId(ctx), itemId(ctx));
    ctx.status = 204;
  });

  router.post('/share/:id/maintenance/:itemId/sign-off', async (ctx: Context) => {
    const user = requireUser(ctx);
    const [id, item] = [shareId(ctx), itemId(ctx)];
    ctx.status = 201;
    ctx.body = toOwnerItemViewOf(await m.signOff.execute(user, id, item, ctx.request.body));
  });

  router.put('/share/:id/mechanic', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = shareId(ctx);
    ctx.body = toMaintenanceView(await m.nameMechanic.execute(user, id, ctx.request.body, siteUrlOf(ctx, siteAddress)));
  });

  router.delete('/share/:id/mechanic', async (ctx: Context) => {
    const user = requireUser(ctx);
    await m.nameMechanic.remove(user, shareId(ctx));
    ctx.status = 204;
  });

  // The mechanic's link: no session is read; a wrong or revoked token is a 404.
  router.get('/mechanic/:token', async (ctx: Context) => {
    ctx.body = toMaintenanceView(await m.mechanicAccess.view(tokenOf(ctx)));
  });

  router.post('/mechanic/:token/items/:itemId/sign-off', async (ctx: Context) => {
    const token = tokenOf(ctx);
    const item = itemId(ctx);
    ctx.status = 201;
    ctx.body = toOwnerItemViewOf(await m.mechanicAccess.signOff(token, item, ctx.request.body));
  });

  router.get('/share/:id/squawks', async (ctx: Context) => {
    const id = shareId(ctx);
    const { full, squawks } = await m.listSquawks.execute(viewerOf(ctx), id, parseOpenOnly(ctx.query.open));
    ctx.body = full ? squawks.map(toSquawkView) : squawks.map(toSquawkTitleView);
  });

  router.post('/share/:id/squawks', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = shareId(ctx);
    const { input, photos } = await readSquawkForm(ctx);
    ctx.status = 201;
    ctx.body = toSquawkView(await m.reportSquawk.execute(user, id, input, photos));
  });

  router.post('/squawks/:id/answer', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Squawk id');
    ctx.body = toSquawkView(await m.answerSquawk.execute(user, id, ctx.request.body));
  });

  router.get('/squawks/:id/photos/:n', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Squawk id');
    const photo = await m.listSquawks.photo(user, id, parsePhotoNumber(ctx.params.n));
    ctx.type = photo.contentType;
    // Only the owner, staff and the reporter may see it: no shared cache keeps it, the browser takes it for what it says.
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = photo.bytes;
  });

  return router;
}
