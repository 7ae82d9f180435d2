import Router from '@koa/router';
import type { Context } from 'koa';
import { conflict, notFound } from '../../../domain/errors.js';
import type { PayoutOnboardingView } from '../../../domain/payment/payment-view.js';
import type { User } from '../../../domain/user/user.js';
import { jsonObjectBody } from '../dtos/flights.dto.js';
import { paymentMethodIdOf } from '../dtos/payments.dto.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { toPaymentView, toPayoutsView, toPolicyView, toRefundQuoteView } from '../payment-view.js';
import { requireUser, type AuthState } from '../session.js';
import { siteUrlOf } from '../site-url.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;

/**
 * Paying for a rental on the site (issue 37): the owner's payouts (Stripe Connect onboarding, or the
 * sandbox's), a listing's payment terms, a booking's payment as each side may see it, paying a hold that
 * failed, what a cancellation would refund, the pilot's payments and the owner's earnings. Who may do what,
 * and every amount, is the use cases' (application/payments/) and the domain's.
 */
export function paymentRoutes({ money, connect, siteAddress }: HttpDeps): Router {
  const router = new Router();
  const requestId = (ctx: Context) => parseId(ctx.params.id, 'Request id');
  const settings = { mode: connect.mode, feePercent: connect.feePercent };
  const payouts = async (user: User) => toPayoutsView(await money.payoutAccounts.read(user), settings);

  router.post('/user/payouts', async (ctx: Context) => {
    const user = requireUser(ctx);
    // Stripe sends the owner back to the account page when onboarding is done, or when its link expired.
    const page = `${siteUrlOf(ctx, siteAddress)}/account/payouts`;
    const started = await money.payoutAccounts.start(user, { returnUrl: page, refreshUrl: `${page}?refresh=1` });
    ctx.body = { state: started.state, url: started.url } satisfies PayoutOnboardingView;
  });

  router.get('/user/payouts', async (ctx: Context) => {
    ctx.body = await payouts(requireUser(ctx));
  });

  // The sandbox's stand-in for Stripe's hosted onboarding page (/sandbox/connect): the caller's account is complete.
  router.post('/sandbox/connect/complete', async (ctx: Context) => {
    const sandbox = connect.sandbox;
    if (!sandbox) throw notFound('Payouts are set up with Stripe on this site');
    const user = requireUser(ctx);
    const { account } = await money.payoutAccounts.read(user);
    if (!account) throw conflict('Start setting up your payouts first (Set up payouts on your account page).');
    await sandbox.completeOnboarding(account.accountId);
    await money.payoutAccounts.refresh(account.accountId);
    ctx.body = await payouts(user);
  });

  router.get('/share/:id/policy', async (ctx: Context) => {
    const id = parseId(ctx.params.id, 'Listing id');
    ctx.body = toPolicyView(await money.listingPaymentPolicy.read(viewerOf(ctx), id));
  });

  router.put('/share/:id/policy', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    ctx.body = toPolicyView(await money.listingPaymentPolicy.save(user, id, jsonObjectBody(ctx)));
  });

  router.get('/requests/:id/payment', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toPaymentView(await money.readPayment.execute(user, requestId(ctx)), connect.mode);
  });

  // The pilot pays with another card after the hold failed (awaiting_payment), before payBy.
  router.post('/requests/:id/payment', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = requestId(ctx);
    const paymentMethodId = paymentMethodIdOf(jsonObjectBody(ctx), true);
    ctx.body = toPaymentView(await money.payNow.execute(user, id, paymentMethodId), connect.mode);
  });

  // What cancelling now would refund, shown before anyone confirms it (POST /requests/:id/cancel answers the same as `refund`).
  router.get('/requests/:id/cancellation', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toRefundQuoteView(await money.quoteCancellation.execute(user, requestId(ctx)));
  });

  router.get('/user/payments', async (ctx: Context) => {
    ctx.body = { rows: await money.pilotPayments.execute(requireUser(ctx)) };
  });

  router.get('/user/earnings', async (ctx: Context) => {
    ctx.body = await money.ownerEarnings.execute(requireUser(ctx));
  });

  // A download the earnings page links to (no version header: version.middleware.ts).
  router.get('/user/earnings.csv', async (ctx: Context) => {
    const user = requireUser(ctx);
    const csv = await money.ownerEarnings.csv(user);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="wingshare-earnings.csv"');
    ctx.body = csv;
  });

  return router;
}
