import type { Booking } from '../../domain/booking/booking.js';
import { notFound } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { BookingPayment, LedgerEntry } from '../../domain/payment/payment.js';
import { seenBy, type PaymentViewer } from '../../domain/payment/visibility.js';
import type { User } from '../../domain/user/user.js';
import { visibleBooking } from '../bookings/booking-access.js';
import type { MoneyPorts } from './money-ports.js';

/** A booking's payment as one side may read it (the HTTP mapper makes the PaymentView of it). */
export interface PaymentRead {
  payment: BookingPayment;
  /** Only the lines this side sees (domain/payment/visibility.ts), oldest first. */
  entries: LedgerEntry[];
  viewer: PaymentViewer;
  /** "Visa ending 4242" for the pilot and staff; null for the owner. */
  card: string | null;
  booking: Booking;
}

/** The read of a payment for a viewer already known to be a side of it. */
export async function paymentRead(ports: MoneyPorts, booking: Booking, payment: BookingPayment, viewer: PaymentViewer): Promise<PaymentRead> {
  const entries = (await ports.payments.entries(booking.id)).filter((e) => seenBy(viewer, e.kind)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const card = viewer === 'owner' ? null : await ports.gateway.describeCard(payment.paymentMethodId);
  return { payment, entries, viewer, card, booking };
}

/** GET /api/requests/:id/payment: 404 for a stranger and for a booking without payment. */
export class ReadPayment {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(user: User, bookingId: number): Promise<PaymentRead> {
    const { booking, actor } = await visibleBooking(this.ports.bookings, user, bookingId);
    const payment = await this.ports.payments.find(booking.id);
    if (!payment) throw notFound(PAYMENT_MESSAGES.noPayment);
    const viewer: PaymentViewer = actor === 'pilot' ? 'pilot' : actor === 'owner' ? 'owner' : 'admin';
    return paymentRead(this.ports, booking, payment, viewer);
  }
}
