import type { Context, Next } from 'koa';
import { DomainError } from '../../../domain/errors.js';
import type { HttpDeps } from '../http-deps.js';

const MAX_WEBHOOK_BYTES = 1024 * 1024;

async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_WEBHOOK_BYTES) throw new DomainError('payload_too_large', 'The webhook body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/stripe/webhook: Stripe calls it without our version header; the signature is checked on the
 * raw body, so it is mounted before the JSON body parser.
 */
export function stripeWebhookMiddleware(deps: HttpDeps) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/api/stripe/webhook' || ctx.method !== 'POST') return next();
    const webhook = deps.payments.webhook;
    if (!webhook) throw new DomainError('not_found', 'Stripe webhooks are not configured on this site');
    const body = await rawBody(ctx);
    await deps.withRequestScope(() => webhook.handle(body, ctx.get('Stripe-Signature') || undefined));
    ctx.body = { received: true };
  };
}
