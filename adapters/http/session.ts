import type { Context, Next } from 'koa';
import { forbidden, unauthenticated } from '../../domain/errors.js';
import { SESSION_COOKIE } from '../../domain/site/cookies.js';
import type { User } from '../../domain/user/user.js';
import type { CurrentUser } from '../../application/accounts/current-user.service.js';
import type { LogOut } from '../../application/accounts/log-out.service.js';

export { SESSION_COOKIE };

/** How the session cookie is written: Secure when the site is served over TLS, kept as long as a session may live. */
export interface SessionCookieSettings {
  /** PUBLIC_URL is https: TLS is in front of the app even when the app itself is reached over plain HTTP. */
  secureCookies: boolean;
  sessionMaxAgeMs: number;
}

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

/**
 * Whether cookies get the Secure flag: PUBLIC_URL is https, or the request came over TLS (directly, or
 * through a trusted proxy's X-Forwarded-Proto with TRUST_PROXY).
 */
export function secureCookie(ctx: Context, settings: Pick<SessionCookieSettings, 'secureCookies'>): boolean {
  if (settings.secureCookies) {
    // A TLS-terminating proxy the app does not trust for X-Forwarded-Proto: the cookies library would refuse
    // a Secure cookie on what looks like plain HTTP, but PUBLIC_URL says the browser is on https.
    ctx.cookies.secure = true;
    return true;
  }
  return ctx.secure;
}

/**
 * Starts the browser's session after a login or sign-up. The session the request came with, if any, is
 * dropped on the server first: the session id changes at every login (no fixation, no stale session).
 */
export async function beginSession(ctx: Context, token: string, deps: SessionCookieSettings & { services: { logOut: LogOut } }) {
  const previous = sessionToken(ctx);
  if (previous && previous !== token) await deps.services.logOut.execute(previous);
  setSessionCookie(ctx, token, deps);
}

export function setSessionCookie(ctx: Context, token: string, settings: SessionCookieSettings) {
  const secure = secureCookie(ctx, settings);
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, maxAge: settings.sessionMaxAgeMs, path: '/' });
}

export function clearSessionCookie(ctx: Context, settings: Pick<SessionCookieSettings, 'secureCookies'>) {
  const secure = secureCookie(ctx, settings);
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
