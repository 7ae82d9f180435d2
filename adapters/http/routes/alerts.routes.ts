import type { Context, Next } from 'koa';
import { ALERT_MESSAGES } from '../../../application/alerts/alert-messages.js';
import { DomainError } from '../../../domain/errors.js';
import type { HttpDeps } from '../http-deps.js';

export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

/**
 * GET and POST /api/alerts/unsubscribe?token=...: the one-click link of an alert email and its RFC 8058
 * List-Unsubscribe-Post twin. A mail client or a person's browser calls it without our version header or
 * a session, so it is mounted before the API router; it answers a small HTML page, a bad token a 400 page.
 */
export function alertUnsubscribeMiddleware(deps: HttpDeps) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== UNSUBSCRIBE_PATH || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    // The token is in the address: keep it out of caches, referrers and search engines.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (ctx.method === 'HEAD') {
      // Link checkers probe with HEAD: they learn the page exists, nobody is unsubscribed.
      ctx.type = 'text/html; charset=utf-8';
      ctx.status = 200;
      return;
    }
    try {
      const { message } = await deps.withRequestScope(() => deps.services.unsubscribeAlerts.execute(ctx.query.token));
      ctx.status = 200;
      ctx.type = 'text/html; charset=utf-8';
      // The page is the site's own: relative links open on the address the mail's link did.
      ctx.body = page('Unsubscribed', message, [
        ['/account/alerts', 'Manage the airports you follow'],
        ['/', 'Go to Wingshare'],
      ]);
    } catch (e) {
      if (!(e instanceof DomainError && e.code === 'validation_failed')) throw e;
      ctx.status = 400;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page('Link not valid', ALERT_MESSAGES.badUnsubscribeLink, [
        ['/account/alerts', 'Log in to manage your alerts'],
        ['/', 'Go to Wingshare'],
      ]);
    }
  };
}

function page(title: string, message: string, links: [href: string, label: string][]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Wingshare</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1c2b39; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.1); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  a { color: #0b5cad; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
<p>${links.map(([href, label]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>
</main>
</body>
</html>
`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
