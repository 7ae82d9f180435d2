import type { Context, Next } from 'koa';
import { DomainError } from '../../../domain/errors.js';

export const API_VERSION = '1.0.0';

/** Routes a browser navigates to (or a widget fetches) without custom headers. */
const EXEMPT: RegExp[] = [
  /^\/api\/auth\/(google|facebook)(\/callback)?$/,
  /^\/api\/captcha\/challenge$/,
  // CSV downloads the admin page links to (admins only; a GET that changes nothing but the audit trail).
  /^\/api\/admin\/export\/[a-z]+$/,
  // The owner's earnings as CSV, which the earnings page links to (the owner's own; a GET that changes nothing).
  /^\/api\/user\/earnings\.csv$/,
  // A listing's printable flyer, which the owner's Print flyer link opens in a new tab (public content; a GET that changes nothing).
  /^\/api\/share\/[^/]+\/flyer\.pdf$/,
];

/**
 * Every API call names the version it speaks. A cross-site form cannot set this header, so it also
 * keeps state-changing calls same-origin.
 */
export async function versionMiddleware(ctx: Context, next: Next) {
  if (!(ctx.method === 'GET' && EXEMPT.some((r) => r.test(ctx.path)))) {
    const version = ctx.get('Accept-Version');
    if (version !== API_VERSION) {
      const message = version
        ? `API version ${version.slice(0, 20)} is not supported; send Accept-Version: ${API_VERSION}`
        : `Send the header Accept-Version: ${API_VERSION}`;
      throw new DomainError('bad_version', message);
    }
  }
  await next();
}
