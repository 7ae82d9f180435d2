import { randomBytes, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import koaPassport from 'koa-passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { SocialIdentity } from '../../../application/accounts/social-login.service.js';
import { DomainError } from '../../../domain/errors.js';
import type { HttpDeps, SocialProviderConfig } from '../http-deps.js';
import { beginSession, secureCookie } from '../session.js';

const RETURN_COOKIE = 'wingshare_return';
/**
 * The OAuth `state`: a random value in a short-lived httpOnly cookie, sent to the provider and checked when
 * the browser comes back, so nobody can finish a login they did not start in this browser (login CSRF:
 * an attacker's authorization code planted on a victim would sign the victim into the attacker's account).
 */
const STATE_COOKIE = 'wingshare_oauth_state';

function sameState(expected: string | undefined, got: unknown): boolean {
  if (!expected || typeof got !== 'string' || got.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(got));
}

interface PassportProfile {
  id: string;
  emails?: { value: string }[];
  name?: { givenName?: string; familyName?: string };
  displayName?: string;
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeReturnPath(raw: unknown): string {
  const s = typeof raw === 'string' ? raw : '';
  return s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\') && s.length < 1000 ? s : '/';
}

function identityOf(provider: SocialIdentity['provider'], p: PassportProfile): SocialIdentity {
  const [first = '', ...rest] = (p.displayName ?? '').split(' ');
  return {
    provider,
    providerId: String(p.id),
    email: p.emails?.[0]?.value ?? null,
    firstname: p.name?.givenName ?? first,
    lastname: p.name?.familyName ?? rest.join(' '),
  };
}

/**
 * Google and Facebook login through koa-passport strategies, registered only when configured. The
 * browser comes back to the callback, gets a session cookie and is sent to its returnUrl.
 */
export function socialRoutes(deps: HttpDeps): Router {
  const router = new Router();
  const passport = new koaPassport.KoaPassport();
  const { google, facebook } = deps.social;
  const verify = (provider: SocialIdentity['provider']) =>
    (_access: string, _refresh: string, profile: PassportProfile, done: (e: unknown, user?: unknown) => void) =>
      done(null, identityOf(provider, profile));

  const callbackUrl = (provider: string) => `${deps.publicUrl}/api/auth/${provider}/callback`;
  if (google) {
    passport.use(new GoogleStrategy({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: callbackUrl('google'),
      ...overrides(google),
    }, verify('google') as never));
  }
  if (facebook) {
    passport.use(new FacebookStrategy({
      clientID: facebook.clientId,
      clientSecret: facebook.clientSecret,
      callbackURL: callbackUrl('facebook'),
      profileFields: ['id', 'emails', 'name', 'displayName'],
      ...overrides(facebook),
    }, verify('facebook') as never));
  }

  for (const [provider, config, scope] of [
    ['google', google, ['profile', 'email']],
    ['facebook', facebook, ['email']],
  ] as const) {
    router.get(`/auth/${provider}`, async (ctx: Context, next: Next) => {
      if (!config) throw new DomainError('not_found', `Logging in with ${title(provider)} is not available on this site`);
      const cookie = { httpOnly: true, sameSite: 'lax', secure: secureCookie(ctx, deps), maxAge: 10 * 60 * 1000 } as const;
      ctx.cookies.set(RETURN_COOKIE, encodeURIComponent(safeReturnPath(ctx.query.returnUrl)), cookie);
      const state = randomBytes(24).toString('base64url');
      ctx.cookies.set(STATE_COOKIE, state, cookie);
      return passport.authenticate(provider, { scope: [...scope], session: false, state })(ctx, next);
    });

    router.get(`/auth/${provider}/callback`, async (ctx: Context, next: Next) => {
      if (!config) throw new DomainError('not_found', `Logging in with ${title(provider)} is not available on this site`);
      const returnPath = safeReturnPath(decodeCookie(ctx.cookies.get(RETURN_COOKIE)));
      const expectedState = ctx.cookies.get(STATE_COOKIE);
      ctx.cookies.set(RETURN_COOKIE, '', { maxAge: 0 });
      ctx.cookies.set(STATE_COOKIE, '', { maxAge: 0 });
      if (!sameState(expectedState, ctx.query.state)) {
        ctx.redirect(`/?loginError=${encodeURIComponent(`That ${title(provider)} login was not started in this browser, or took too long. Please try again.`)}`);
        return;
      }
      return passport.authenticate(provider, { session: false }, async (err: unknown, identity: unknown) => {
        if (err || !identity) {
          if (err) deps.logError(`${provider} login failed`, err);
          ctx.redirect(`/?loginError=${encodeURIComponent(`Logging in with ${title(provider)} did not work. Please try again.`)}`);
          return;
        }
        try {
          const { token } = await deps.services.socialLogin.execute(identity as SocialIdentity);
          await beginSession(ctx, token, deps);
          ctx.redirect(returnPath);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          ctx.redirect(`/?loginError=${encodeURIComponent(e.message)}`);
        }
      })(ctx, next);
    });
  }
  return router;
}

function decodeCookie(v: string | undefined): string {
  try {
    return decodeURIComponent(v ?? '');
  } catch {
    return '/'; // a mangled cookie: go home
  }
}

const title = (p: string) => p[0]!.toUpperCase() + p.slice(1);

function overrides(c: SocialProviderConfig) {
  return {
    ...(c.authorizationURL ? { authorizationURL: c.authorizationURL } : {}),
    ...(c.tokenURL ? { tokenURL: c.tokenURL } : {}),
    ...(c.profileURL ? { userProfileURL: c.profileURL, profileURL: c.profileURL } : {}),
  };
}
