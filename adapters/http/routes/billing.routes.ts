import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, validationFailed } from '../../../domain/errors.js';
import { requestedCancellation, subscriptionView, type Subscription } from '../../../domain/subscription/subscription.js';
import type { PlansInfo } from '../../../domain/subscription/plans-view.js';
import type { HttpDeps } from '../http-deps.js';
import { requireUser } from '../session.js';

const jsonBody = (ctx: Context): Record<string, unknown> => {
  const b = ctx.request.body;
  if (b === undefined) return {};
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw validationFailed(['Send a JSON object']);
  return b as Record<string, unknown>;
};

/** Plans, the payment customer, subscriptions, and the sandbox's card form. */
export function billingRoutes({ services, payments, clock }: HttpDeps): Router {
  const router = new Router();
  const answer = (s: Subscription) => ({ subscription: s, view: subscriptionView(s, clock.now()) });

  router.get('/plans', (ctx: Context) => {
    ctx.body = { mode: payments.mode, publishableKey: payments.publishableKey, plans: services.plans } satisfies PlansInfo;
  });

  router.post('/user/customer', async (ctx: Context) => {
    ctx.body = { id: await services.ensureCustomer.execute(requireUser(ctx)) };
  });

  router.post('/user/subscription', async (ctx: Context) => {
    const user = requireUser(ctx);
    const { priceId, paymentMethodId, promoCode } = jsonBody(ctx);
    const subscription = await services.subscribe.execute({ user, priceId, paymentMethodId, promoCode });
    ctx.status = 201;
    ctx.body = answer(subscription);
  });

  router.patch('/user/subscription/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = String(ctx.params.id);
    if (id.length > 255) throw validationFailed(['Subscription id is too long']);
    ctx.body = answer(await services.changeCancellation.execute(user, id, requestedCancellation(jsonBody(ctx))));
  });

  router.post('/sandbox/payment-methods', async (ctx: Context) => {
    if (!payments.sandbox) throw new DomainError('not_found', 'Cards are entered with Stripe on this site');
    requireUser(ctx);
    ctx.status = 201;
    ctx.body = await payments.sandbox.createPaymentMethod(jsonBody(ctx));
  });

  return router;
}
