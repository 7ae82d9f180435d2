import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { SendContactMessage } from '../../../application/contact/send-contact-message.service.js';
import { CONTACT_MESSAGES } from '../../../domain/contact/contact-message.js';
import { DomainError, validationFailed } from '../../../domain/errors.js';

/** POST /contact: the public contact (feedback) form. Each message mails staff, so one address may send a few per hour. */
export function contactRoutes(deps: { sendContactMessage: SendContactMessage }, limit = { points: 10, seconds: 3600 }): Router {
  const limiter = new RateLimiterMemory({ keyPrefix: 'contact_ip', points: limit.points, duration: limit.seconds });
  const router = new Router();
  router.post('/contact', async (ctx: Context) => {
    const body = ctx.request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send the message as a JSON object']);
    // Only messages taken count (a visitor fixing a typo is not held back); the check comes first.
    const used = await limiter.get(ctx.ip);
    if (used && used.consumedPoints >= limit.points) {
      const wait = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
      throw new DomainError('too_many_requests', 'You have sent several messages already. Please try again later.', [], wait);
    }
    const message = await deps.sendContactMessage.execute(body as Record<string, unknown>);
    await limiter.penalty(ctx.ip, 1);
    if (!message) {
      ctx.status = 204; // the honeypot was filled: nothing stored, and a bot is not told why
      return;
    }
    ctx.status = 201;
    ctx.body = { message: CONTACT_MESSAGES.thanks };
  });
  return router;
}
