import type { Context, Next } from 'koa';
import { FEED_NOT_FOUND } from '../../../application/bookings/calendar-feeds.service.js';
import { notFound } from '../../../domain/errors.js';
import { renderIcs } from '../documents/ical-feed.js';
import type { HttpDeps } from '../http-deps.js';
import { siteUrlOf } from '../site-url.js';

const FEED_PATH = /^\/api\/calendar\/([^/]+)\.ics$/;

/** The address of a feed's token, on the site's address for this request. */
export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}/api/calendar/${token}.ics`;

/**
 * GET /api/calendar/:token.ics: a private iCalendar feed (a listing's or a user's), polled by Google Calendar
 * and phones, which send no version header and no session: mounted before the API router. The secret token
 * is the credential; an unknown or reset one gets 404.
 */
export function calendarFeedMiddleware(deps: HttpDeps) {
  return async (ctx: Context, next: Next) => {
    const match = FEED_PATH.exec(ctx.path);
    if (!match || !['GET', 'HEAD'].includes(ctx.method)) return next();
    // The token is in the address: keep it out of caches, referrers and search engines.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex');
    // Not a token once decoded (a broken %-escape): the 404 of any unknown address.
    let token: string;
    try {
      token = decodeURIComponent(match[1]!);
    } catch {
      throw notFound(FEED_NOT_FOUND);
    }
    // An unknown or reset token is the API's JSON 404 (errors.middleware.ts).
    const feed = await deps.withRequestScope(() => deps.services.calendarFeeds.feed(token));
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', 'inline; filename="wingshare.ics"');
    ctx.body = renderIcs(feed, deps.clock.now(), siteUrlOf(ctx, deps.siteAddress));
  };
}
