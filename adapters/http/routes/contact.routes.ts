import Router from '@koa/router';
import type { Context } from 'koa';
import type { RateLimits } from '../../../application/ports/rate-limits.js';
import type { SendContactMessage } from '../../../application/contact/send-contact-message.service.js';
import { CONTACT_MESSAGES } from '../../../domain/contact/contact-message.js';
import { validationFailed } from '../../../domain/errors.js';
import type { SiteAddress } from '../site-address.js';
import { clientKey } from '../middleware/rate-limit.middleware.js';
import { siteUrlOf } from '../site-url.js';

/** POST /contact: the public contact (feedback) form. Each message mails staff, so one address may send a few per hour. */
export function contactRoutes(deps: { sendContactMessage: SendContactMessage; rateLimits: RateLimits; siteAddress: SiteAddress }): Router {
  const router = new Router();
  router.post('/contact', async (ctx: Context) => {
    const body = ctx.request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send the message as a JSON object']);
    // Only messages taken count (a visitor fixing a typo is not held back); the check comes first.
    // The count is shared by every app process (RateLimits: Redis when REDIS_URL is set).
    await deps.rateLimits.check('contactPerIp', clientKey(ctx));
    const message = await deps.sendContactMessage.execute(body as Record<string, unknown>, siteUrlOf(ctx, deps.siteAddress));
    await deps.rateLimits.record('contactPerIp', clientKey(ctx));
    if (!message) {
      ctx.status = 204; // the honeypot was filled: nothing stored, and a bot is not told why
      return;
    }
    ctx.status = 201;
    ctx.body = { message: CONTACT_MESSAGES.thanks };
  });
  return router;
}
