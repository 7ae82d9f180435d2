import type { PaymentView } from '../../../../../domain/payment/payment-view';
import { useApiResource } from '../../../hooks/use-api-resource';
import { ApiError } from '../../../lib/api-client';
import type { BookingView } from '../../../lib/booking-view';
import { getPayment, getPolicy } from '../../../lib/payments.api';

// One policy question per listing while a list of cards shows (several bookings of one plane ask once).
const policyAsked = new Map<number, Promise<boolean>>();
function takesPayment(shareId: number): Promise<boolean> {
  let asked = policyAsked.get(shareId);
  if (!asked) {
    asked = getPolicy(shareId).then(
      (p) => p.takesPayment,
      () => false,
    );
    policyAsked.set(shareId, asked);
    setTimeout(() => policyAsked.delete(shareId), 30_000);
  }
  return asked;
}

/**
 * A booking's payment (issue 37) for its card, or null when it has none through the site: asked when the
 * booking says it has one (`payment`), or, from an answer without that field, when its listing takes
 * payment (a booking sent before the owner's payouts were set up has none: its 404 means none).
 */
export function useBookingPayment(b: BookingView) {
  const key = `${b.id} ${b.state} ${b.updatedAt} ${b.payment ?? ''}`;
  return useApiResource<PaymentView | null>(key, async (signal) => {
    if (b.kind !== 'rental' || b.payment === null) return null;
    if (b.payment === undefined && !(await takesPayment(b.shareId))) return null;
    try {
      return await getPayment(b.id, signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}
