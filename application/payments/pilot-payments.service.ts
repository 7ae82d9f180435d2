import { totals } from '../../domain/payment/ledger.js';
import type { PilotPaymentLineView } from '../../domain/payment/payment-view.js';
import type { User } from '../../domain/user/user.js';
import type { MoneyPorts } from './money-ports.js';

/** GET /api/user/payments: the pilot's payments, newest first, with a receipt once something was charged. */
export class PilotPayments {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(user: User, offset = 0, limit = 100): Promise<PilotPaymentLineView[]> {
    const rows: PilotPaymentLineView[] = [];
    // One read at a time: inside a transaction every read shares one connection.
    for (const p of await this.ports.payments.listForPilot(user.id, offset, limit)) {
      const booking = await this.ports.bookings.findById(p.bookingId);
      const share = booking ? await this.ports.shares.findById(booking.shareId) : null;
      const t = totals(await this.ports.payments.entries(p.bookingId));
      const tail = share?.aircraft?.tailNumber ?? '';
      rows.push({
        bookingId: p.bookingId,
        listing: [share?.title || 'A listing', tail].filter(Boolean).join(', '),
        start: booking?.period ? booking.period.start.toISOString() : null,
        state: p.state,
        paidCents: t.collected,
        refundedCents: t.refunded,
        receiptUrl: t.collected > 0 ? `/requests/${p.bookingId}/receipt` : null,
      });
    }
    return rows;
  }
}
