import Router from '@koa/router';
import type { Context } from 'koa';
import { MESSAGES } from '../../../domain/user/account-rules.js';
import { LoginBody, ResetConfirmBody, ResetRequestBody } from '../dtos/auth.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import type { HttpDeps } from '../http-deps.js';
import { profileBody } from '../profile-body.js';
import { clientKey } from '../middleware/rate-limit.middleware.js';
import { beginSession, clearSessionCookie, sessionToken, type AuthState } from '../session.js';
import { siteUrlOf } from '../site-url.js';

/** Local login, logout and password reset. */
export function authRoutes(deps: HttpDeps): Router {
  const { services, rateLimits } = deps;
  const router = new Router();

  router.post('/auth/local', async (ctx: Context) => {
    const { user: login, password } = await parseDto(LoginBody, ctx.request.body);
    const { user, token } = await services.logIn.execute({ login, password, ip: clientKey(ctx) });
    await beginSession(ctx, token, deps);
    ctx.body = { user: await profileBody(deps, user), token };
  });

  // Who is signed in, for a page that does not know yet: a visitor is an answer (null), not an error.
  router.get('/auth/session', async (ctx: Context) => {
    const user = (ctx.state.auth as AuthState | undefined)?.user ?? null;
    ctx.body = { user: user ? await profileBody(deps, user) : null };
  });

  router.post('/auth/logout', async (ctx: Context) => {
    await services.logOut.execute(sessionToken(ctx));
    clearSessionCookie(ctx, deps);
    ctx.status = 204;
  });

  router.post('/auth/reset/password', async (ctx: Context) => {
    const { email } = await parseDto(ResetRequestBody, ctx.request.body);
    // Every request counts, known address or not: each one may mail someone.
    if (email?.trim()) await rateLimits.consume('passwordResetPerEmail', email.trim().toLowerCase());
    await services.requestPasswordReset.execute(email, siteUrlOf(ctx, deps.siteAddress));
    ctx.status = 204;
  });

  router.post('/auth/reset/password/confirm', async (ctx: Context) => {
    const { token, password } = await parseDto(ResetConfirmBody, ctx.request.body);
    await services.confirmPasswordReset.execute(token, password);
    ctx.body = { message: MESSAGES.passwordUpdated };
  });

  return router;
}
