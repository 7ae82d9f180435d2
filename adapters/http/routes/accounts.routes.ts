import Router from '@koa/router';
import type { Context } from 'koa';
import { MESSAGES } from '../../../domain/user/account-rules.js';
import type { User } from '../../../domain/user/user.js';
import { EmailChangeConfirmBody } from '../dtos/auth.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import type { HttpDeps } from '../http-deps.js';
import { profileBody } from '../profile-body.js';
import { siteUrlOf } from '../site-url.js';
import { feedUrl } from './calendar-feed.routes.js';
import { readJsonWithFile } from '../multipart.js';
import { parseId } from '../params.js';
import { clientKey } from '../middleware/rate-limit.middleware.js';
import { beginSession, clearSessionCookie, requireUser, sessionToken } from '../session.js';

/** /user: sign-up, profile, account deletion, user count, another pilot's profile and followed airports. */
export function accountRoutes(deps: HttpDeps): Router {
  const { services, rateLimits } = deps;
  const router = new Router();

  router.post('/user', async (ctx: Context) => {
    // Accounts created count, not attempts: someone fixing a typo or choosing another username is not held back.
    await rateLimits.check('signUpPerIp', clientKey(ctx));
    const { json, file } = await readJsonWithFile(ctx, 'user', 'avatar');
    const { user, token } = await services.signUp.execute({ input: json, avatar: file, remoteIp: ctx.ip });
    await rateLimits.record('signUpPerIp', clientKey(ctx));
    await beginSession(ctx, token, deps);
    ctx.status = 201;
    ctx.body = { user: await profileBody(deps, user), token };
  });

  /**
   * The signed-in user as GET /user answers it, with the address of their private calendar feed (their
   * bookings, for calendar apps); every route that answers the user answers this same shape.
   */
  const ownProfile = async (ctx: Context, user: User) => {
    const icsUrl = feedUrl(siteUrlOf(ctx, deps.siteAddress), await services.calendarFeeds.userToken(user));
    return { ...(await profileBody(deps, user)), icsUrl };
  };

  router.get('/user', async (ctx: Context) => {
    ctx.body = await ownProfile(ctx, requireUser(ctx));
  });

  router.patch('/user', async (ctx: Context) => {
    const user = requireUser(ctx);
    const { json, file } = await readJsonWithFile(ctx, 'user', 'avatar');
    const { user: updated, emailChange } = await services.updateProfile.execute({
      user, input: json, avatar: file, session: sessionToken(ctx), ip: clientKey(ctx), siteUrl: siteUrlOf(ctx, deps.siteAddress),
    });
    // A social account's new address is only mailed for confirmation: the answer says where the link went.
    ctx.body = { ...(await ownProfile(ctx, updated)), ...(emailChange ? { emailChange } : {}) };
  });

  // The link of an email-change mail (a social account's new address): the token is the credential.
  router.post('/user/email/confirm', async (ctx: Context) => {
    const { token } = await parseDto(EmailChangeConfirmBody, ctx.request.body);
    const { email } = await services.confirmEmailChange.execute(token);
    ctx.body = { message: MESSAGES.emailChanged(email), email };
  });

  // Confirmed by the current password (password accounts) or the typed username (social accounts).
  router.delete('/user', async (ctx: Context) => {
    const body: unknown = ctx.request.body;
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    await services.deleteOwnAccount.execute({ user: requireUser(ctx), input, ip: clientKey(ctx) });
    clearSessionCookie(ctx, deps);
    ctx.status = 204;
  });

  router.get('/user/count', async (ctx: Context) => {
    ctx.body = { count: await services.countUsers.execute() };
  });

  // The pilot's own record (issue 15), before /user/:id. GET answers what PUT accepts back.
  router.get('/user/record', async (ctx: Context) => {
    ctx.body = await services.pilotRecords.read(requireUser(ctx));
  });

  router.put('/user/record', async (ctx: Context) => {
    ctx.body = await services.pilotRecords.save(requireUser(ctx), ctx.request.body);
  });

  // After /user/count, which it would otherwise swallow. Signed-in pilots only: it answers an email address.
  router.get('/user/:id', async (ctx: Context) => {
    const viewer = requireUser(ctx);
    const profile = await services.readPilotProfile.execute(viewer, parseId(ctx.params.id, 'Pilot id'));
    // The shown reviews about him, as pilot and as owner (issue 16).
    ctx.body = { ...profile, rating: await deps.trust.ratings.forUser(profile.id) };
  });

  router.post('/user/favorites/airport/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await ownProfile(ctx, await services.airportFavorites.follow(user, parseId(ctx.params.id, 'Airport id')));
  });

  router.delete('/user/favorites/airport/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await ownProfile(ctx, await services.airportFavorites.unfollow(user, parseId(ctx.params.id, 'Airport id')));
  });

  return router;
}
