import Router from '@koa/router';
import type { Context } from 'koa';
import { MESSAGES } from '../../../domain/user/account-rules.js';
import { LoginBody, ResetConfirmBody, ResetRequestBody } from '../dtos/auth.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import type { HttpDeps } from '../http-deps.js';
import { profileBody } from '../profile-body.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session.js';


/** Local login, logout and password reset. */
export function authRoutes(deps: HttpDeps): Router {
  const { services, secureCookies } = deps;
  const router = new Router();

  router.post('/auth/local', async (ctx: Context) => {
    const { user: login, password } = await parseDto(LoginBody, ctx.request.body);
    const { user, token } = await services.logIn.execute({ login, password, ip: ctx.ip });
    setSessionCookie(ctx, token, secureCookies);
    ctx.body = { user: await profileBody(deps, user), token };
  });

  router.post('/auth/logout', async (ctx: Context) => {
    await services.logOut.execute(sessionToken(ctx));
    clearSessionCookie(ctx, secureCookies);
    ctx.status = 204;
  });

  router.post('/auth/reset/password', async (ctx: Context) => {
    await services.requestPasswordReset.execute((await parseDto(ResetRequestBody, ctx.request.body)).email);
    ctx.status = 204;
  });

  router.post('/auth/reset/password/confirm', async (ctx: Context) => {
    const { token, password } = await parseDto(ResetConfirmBody, ctx.request.body);
    await services.confirmPasswordReset.execute(token, password);
    ctx.body = { message: MESSAGES.passwordUpdated };
  });

  return router;
}
