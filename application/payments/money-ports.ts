import type { Booking } from '../../domain/booking/booking.js';
import { formatLocalReading, toLocal } from '../../domain/booking/local-time.js';
import { notFound } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { BookingPayment, MoneyStep } from '../../domain/payment/payment.js';
import type { Share } from '../../domain/share/share.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingPaymentRepository } from '../ports/booking-payment.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { ConnectGateway } from '../ports/connect-gateway.js';
import type { BillingRulesRepository } from '../ports/flight.repository.js';
import type { JobQueue } from '../ports/job-queue.js';
import type { PaymentGateway, SubscriptionRepository } from '../ports/payment-gateway.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { User } from '../../domain/user/user.js';
import { availabilityOf } from '../bookings/booking-access.js';
import type { BookingNoticeQueue } from '../bookings/booking-notices.js';

/**
 * What every money service of issue 37 is built from: ports only, handed over as one object by the
 * composition root (adapters/composition/payments.composition.ts) and by the tests.
 */
export interface MoneyPorts {
  payments: BookingPaymentRepository;
  gateway: ConnectGateway;
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  bookings: BookingRepository;
  shares: ShareRepository;
  users: UserRepository;
  billing: BillingRulesRepository;
  availabilities: AvailabilityRepository;
  zones: TimeZoneFinder;
  /** The pilot's customer (cus_...): the one the subscriptions made, or one made here and kept there. */
  customers: SubscriptionRepository;
  customerGateway: PaymentGateway;
  clock: Clock;
  /** The money's mails go through the booking mails' outbox. */
  notices: BookingNoticeQueue;
  auditLog: AuditLog;
  config: { feePercent: number; publicUrl: string };
}

/** The airport's zone of a listing (the hold's daily minimums, the mails' times). */
export async function zoneOfShare(ports: Pick<MoneyPorts, 'availabilities' | 'zones'>, share: Share): Promise<string> {
  return (await availabilityOf(ports.availabilities, ports.zones, share)).timeZone;
}

/** "Tuesday 9 Mar 2027 14:00 EST (America/New_York)". */
export const instantText = (instant: Date, zone: string): string => formatLocalReading(toLocal(instant, zone), zone);

/** Sets the next step and queues its job once the transaction commits (the sweep finds it if that is lost). */
export async function scheduleStep(
  ports: Pick<MoneyPorts, 'unitOfWork' | 'jobs'>, payment: BookingPayment, step: MoneyStep | null, at: Date | null,
  /** false: left to the sweep (a retry that something may bring forward, as an account enabled: a queued job would hold its place). */
  queue = true,
): Promise<void> {
  payment.nextStep = step;
  payment.nextStepAt = step ? at : null;
  if (step && at && queue) {
    const job = { step, bookingId: payment.bookingId };
    const when = new Date(at);
    await ports.unitOfWork.afterCommit(() => ports.jobs.schedule(job, when));
  }
}

/** The booking of a payment, which always exists while the payment does. */
export async function bookingOf(ports: Pick<MoneyPorts, 'bookings'>, bookingId: number): Promise<Booking> {
  const booking = await ports.bookings.findById(bookingId);
  if (!booking) throw notFound(PAYMENT_MESSAGES.noPayment);
  return booking;
}

/** The idempotency key of one run of a step: the same for every retry of it (the job, the sweep), new for a later one. */
export const stepKey = (payment: BookingPayment, call: string): string =>
  `booking-${payment.bookingId}-${payment.nextStep ?? 'none'}-${payment.nextStepAt?.getTime() ?? 0}-${call}`;

/** The pilot's customer at the provider: the one he has (his subscription's or an earlier card's), or a new one kept for next time. */
export async function customerOf(ports: Pick<MoneyPorts, 'customers' | 'customerGateway'>, pilot: User): Promise<string> {
  const known = await ports.customers.customerIdOf(pilot.id);
  if (known) return known;
  const name = [pilot.firstname, pilot.lastname].filter(Boolean).join(' ') || pilot.username;
  const created = await ports.customerGateway.createCustomer({ userId: pilot.id, email: pilot.email, name });
  await ports.customers.setCustomerId(pilot.id, created);
  return created;
}
