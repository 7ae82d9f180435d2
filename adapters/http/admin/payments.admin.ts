import Router from '@koa/router';
import type { Context } from 'koa';
import { isDomainError } from '../../../domain/errors.js';
import { PAYMENT_STATES } from '../../../domain/payment/payment.js';
import type { AdminPaymentView } from '../../../domain/payment/payment-view.js';
import { jsonObjectBody } from '../dtos/flights.dto.js';
import { refundBodyOf } from '../dtos/payments.dto.js';
import { parseId } from '../params.js';
import type { ConnectDeps, MoneyServices } from '../payment-deps.js';
import { toAdminPaymentView } from '../payment-view.js';
import { requireAdmin } from '../session.js';
import { choiceFilter, idFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

type Services = Pick<MoneyServices, 'adminPayments' | 'refundPayment'>;

/**
 * Bookings' payments in the back office (issue 37): each with its ledger (every entry with the provider's
 * id), the people and the listing; filtered by `state` and `bookingId`, newest first. Read-only through the
 * ra-data-simple-rest contract; staff refund with POST /admin/payments/:id/refund (below).
 */
export function paymentsResource(services: Services, connect: Pick<ConnectDeps, 'mode'>): AdminResource<AdminPaymentView, 'id'> {
  const show = async (ctx: Context, bookingId: number) => toAdminPaymentView(await services.adminPayments.show(requireAdmin(ctx), bookingId), connect.mode);
  // getMany (each with its ledger and both people): one read at a time (they share the
  // request's connection); an id without a payment is left out.
  const shown = async (ctx: Context, ids: readonly number[]) => {
    const items: AdminPaymentView[] = [];
    for (const id of ids) {
      const found = await show(ctx, id).catch((e: unknown) => {
        if (isDomainError(e) && e.code === 'not_found') return null;
        throw e;
      });
      if (found) items.push(found);
    }
    return items;
  };
  return {
    name: 'payments',
    sortFields: ['id'],
    defaultSort: { field: 'id', order: 'DESC' },
    async list({ filter, ids, offset, limit }, ctx) {
      if (ids) {
        const items = await shown(ctx, ids);
        return { items, total: items.length };
      }
      const { rows, total } = await services.adminPayments.list(requireAdmin(ctx), {
        state: choiceFilter(filter, 'state', PAYMENT_STATES), bookingId: idFilter(filter, 'bookingId'), offset, limit,
      });
      return { items: rows.map((row) => toAdminPaymentView(row, connect.mode)), total };
    },
    getOne: (id, ctx) => show(ctx, id),
  };
}

/**
 * POST /admin/payments/:id/refund `{ amountCents, reason }`: staff give money back to the pilot (after the
 * transfer, the owner's part is reversed and the platform's fee refunded in proportion). The use case writes
 * the refund, its ledger entries and its audit entry (resource `payments`); the answer is the payment after it.
 */
export function paymentRefundRoutes(services: Services, connect: Pick<ConnectDeps, 'mode'>): Router {
  const router = new Router({ prefix: '/admin/payments' });
  router.post('/:id/refund', async (ctx: Context) => {
    const admin = requireAdmin(ctx);
    const id = parseId(ctx.params.id, 'id');
    const input = refundBodyOf(jsonObjectBody(ctx));
    await services.refundPayment.execute(admin, id, input);
    ctx.body = toAdminPaymentView(await services.adminPayments.show(admin, id), connect.mode);
  });
  return router;
}
