import type { Context, Next } from 'koa';
import { forbidden, unauthenticated } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { CurrentUser } from '../../application/accounts/current-user.service.js';

export const SESSION_COOKIE = 'wingshare_session';
const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthState {
  user: User | null;
  token: string | null;
}

/** The session token from the cookie or an `Authorization: Bearer` header. */
export function sessionToken(ctx: Context): string | null {
  const header = ctx.get('Authorization');
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return ctx.cookies.get(SESSION_COOKIE) ?? null;
}

export function authMiddleware(currentUser: CurrentUser) {
  return async (ctx: Context, next: Next) => {
    const token = sessionToken(ctx);
    const user = await currentUser.execute(token);
    ctx.state.auth = { user, token: user ? token : null } satisfies AuthState;
    await next();
  };
}

export function setSessionCookie(ctx: Context, token: string, secure: boolean) {
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, maxAge: COOKIE_MAX_AGE_MS, path: '/' });
}

export function clearSessionCookie(ctx: Context, secure: boolean) {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, maxAge: 0, path: '/' });
}

export function requireUser(ctx: Context): User {
  const user = (ctx.state.auth as AuthState | undefined)?.user;
  if (!user) throw unauthenticated();
  return user;
}

export function requireAdmin(ctx: Context): User {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw forbidden('Only Wingshare staff may do that');
  return user;
}
