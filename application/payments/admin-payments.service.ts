import { forbidden, notFound } from '../../domain/errors.js';
import { totals, type LedgerTotals } from '../../domain/payment/ledger.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { BookingPayment } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { bookingOf, type MoneyPorts } from './money-ports.js';
import { paymentRead, type PaymentRead } from './read-payment.service.js';

export interface AdminPaymentDetail extends PaymentRead {
  totals: LedgerTotals;
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
  share: { id: number; title: string };
}

const nameOf = (u: User | null): string => (u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username : 'A former member');

/** The back office's payments: the list (filtered by state or booking) and one with its whole ledger. */
export class AdminPayments {
  constructor(private readonly ports: MoneyPorts) {}

  /** A page of payments, each as show() answers it (the list's rows show the same record). One read at a time: they share the request's connection. */
  async list(admin: User, query: { state?: BookingPayment['state']; bookingId?: number; offset: number; limit: number }): Promise<{ rows: AdminPaymentDetail[]; total: number }> {
    if (!admin.isAdmin) throw forbidden();
    const { rows, total } = await this.ports.payments.list(query);
    const out: AdminPaymentDetail[] = [];
    for (const payment of rows) out.push(await this.detail(payment));
    return { rows: out, total };
  }

  async show(admin: User, bookingId: number): Promise<AdminPaymentDetail> {
    if (!admin.isAdmin) throw forbidden();
    const payment = await this.ports.payments.find(bookingId);
    if (!payment) throw notFound(PAYMENT_MESSAGES.noPayment);
    return this.detail(payment);
  }

  private async detail(payment: BookingPayment): Promise<AdminPaymentDetail> {
    const bookingId = payment.bookingId;
    const booking = await bookingOf(this.ports, bookingId);
    const read = await paymentRead(this.ports, booking, payment, 'admin');
    const share = await this.ports.shares.findById(booking.shareId);
    return {
      ...read,
      totals: totals(read.entries),
      pilot: { id: booking.pilotId, name: nameOf(await this.ports.users.findById(booking.pilotId)) },
      owner: { id: booking.ownerId, name: nameOf(await this.ports.users.findById(booking.ownerId)) },
      share: { id: booking.shareId, title: share?.title ?? '' },
    };
  }
}
