import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AdminPayments } from '../../application/payments/admin-payments.service.js';
import { BookingMoney } from '../../application/payments/booking-money.js';
import type { MoneyPorts } from '../../application/payments/money-ports.js';
import { QueueDueMoneySteps, RunMoneyStep } from '../../application/payments/money-steps.service.js';
import { OwnerEarnings } from '../../application/payments/owner-earnings.service.js';
import { PayNow } from '../../application/payments/pay-now.service.js';
import { ListingPaymentPolicy } from '../../application/payments/payment-policy.service.js';
import { PayoutAccounts } from '../../application/payments/payout-accounts.service.js';
import { PilotPayments } from '../../application/payments/pilot-payments.service.js';
import { ApplyProviderEvent } from '../../application/payments/provider-events.service.js';
import { QuoteCancellation } from '../../application/payments/quote-cancellation.service.js';
import { ReadPayment } from '../../application/payments/read-payment.service.js';
import { RefundPayment } from '../../application/payments/refund-payment.service.js';
import type { ConnectGateway } from '../../application/ports/connect-gateway.js';
import type { MoneyJob } from '../../application/ports/job-queue.js';
import type { ConnectDeps, MoneyServices } from '../http/payment-deps.js';
import { SandboxConnectGateway } from '../payments/sandbox-connect.gateway.js';
import { StripeConnectGateway } from '../payments/stripe-connect.gateway.js';
import { PostgresBookingPaymentRepository } from '../persistence/postgres-booking-payment.repository.js';
import { PeriodicJob } from '../workers/periodic-job.js';
import { PgBossJobQueue } from '../workers/pg-boss-queue.js';
import type { Config } from './config.js';

export interface PaymentsDepsInput extends Omit<MoneyPorts, 'payments' | 'gateway' | 'jobs' | 'config'> {
  orm: MikroORM;
  config: Config;
  /** The money's store (the composition root shares it with the booking cards' DescribeBookings). */
  repository: PostgresBookingPaymentRepository;
  /** Points the Stripe SDK at a local server (tests). */
  stripeServer?: { host: string; port: number; protocol: 'http' | 'https' };
  log: (line: string) => void;
  logError: (message: string, error: unknown) => void;
}

/**
 * Paying for a rental on the site (issue 37): the owners' connected accounts, each booking's money and its
 * ledger, and the durable jobs of the money steps. Stripe Connect with STRIPE_SECRET_KEY (the subscriptions'
 * settings), the sandbox's model of it otherwise; the jobs in pg-boss on the app's own database.
 *
 * Scheduling a job opens pg-boss's small pool at the first use (an approval, a close-out); only the worker
 * (`npm start` unless ALERT_WORKER=off, and `npm run worker`) runs them, with the minute sweep that queues
 * again any step whose job was lost. close() lets go of the pool: an app that never scheduled opened none.
 */
export function paymentsDeps(d: PaymentsDepsInput) {
  const { orm, config, clock } = d;
  const { repository } = d;
  const sandbox = config.stripe ? null : new SandboxConnectGateway(orm, clock, ''); // its onboarding link is the site's own /sandbox/connect page
  const gateway: ConnectGateway = config.stripe ? new StripeConnectGateway({ secretKey: config.stripe.secretKey, ...d.stripeServer, clock }) : sandbox!;
  const queue = new PgBossJobQueue({ databaseUrl: String(orm.config.get('clientUrl')), clock, logError: d.logError });
  const ports: MoneyPorts = {
    payments: repository,
    gateway,
    jobs: queue,
    unitOfWork: d.unitOfWork,
    bookings: d.bookings,
    shares: d.shares,
    users: d.users,
    billing: d.billing,
    availabilities: d.availabilities,
    zones: d.zones,
    customers: d.customers,
    customerGateway: d.customerGateway,
    clock,
    notices: d.notices,
    auditLog: d.auditLog,
    config: { feePercent: config.platformFeePercent, publicUrl: config.publicUrl },
  };
  const runMoneyStep = new RunMoneyStep(ports);
  const queueDueMoneySteps = new QueueDueMoneySteps(ports);
  const scope = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
  const services: MoneyServices = {
    payoutAccounts: new PayoutAccounts(ports),
    listingPaymentPolicy: new ListingPaymentPolicy(ports),
    readPayment: new ReadPayment(ports),
    payNow: new PayNow(ports),
    quoteCancellation: new QuoteCancellation(ports),
    pilotPayments: new PilotPayments(ports),
    ownerEarnings: new OwnerEarnings(ports),
    refundPayment: new RefundPayment(ports),
    adminPayments: new AdminPayments(ports),
  };
  const connect: ConnectDeps = { mode: gateway.mode, feePercent: config.platformFeePercent, sandbox };
  return {
    /** What the booking and flight use cases call at each change of a booking. */
    bookingMoney: new BookingMoney(ports),
    /** The ports themselves: a group member's card payment (issue 39) uses the same gateway and customers. */
    ports,
    services,
    connect,
    gateway,
    repository,
    /** The durable queue (tests and tools schedule and read it; the worker below runs it). */
    queue,
    /** One step of one booking, as a job runs it (tests run steps with it on their own clock). */
    runMoneyStep,
    queueDueMoneySteps,
    /**
     * Runs now, one after the other, every step due by the clock, and those they make due (a capture's transfer
     * is not: it waits 72 hours): what the worker would do, for tests and tools that move the clock. The steps run.
     */
    runDueSteps: async (): Promise<string[]> => {
      const ran: string[] = [];
      for (let round = 0; round < 10; round++) {
        const due = await scope(() => repository.dueSteps(clock.now(), 500));
        if (!due.length) break;
        for (const { bookingId, step } of due) {
          await scope(() => runMoneyStep.execute({ bookingId, step }));
          ran.push(`${step} ${bookingId}`);
        }
      }
      return ran;
    },
    /** The Connect webhook events (account.updated, payment_intent.*, charge.refunded, transfer.reversed). */
    applyProviderEvent: new ApplyProviderEvent(ports),
    /** Runs the money jobs as they fall due, each in its own scope; not started yet. */
    worker: () => ({
      start: () => queue.start((job: MoneyJob) => scope(() => runMoneyStep.execute(job))),
      stop: () => queue.stop(),
    }),
    /** Once a minute, queues again every step whose time passed (a job lost between a commit and its send); not started yet. */
    sweepJob: () =>
      new PeriodicJob(() => queueDueMoneySteps.execute(), {
        name: 'money sweep', everyMs: 60_000, scope, log: d.log, logError: d.logError,
        report: (queued) => (queued ? `${queued} money step${queued === 1 ? '' : 's'} queued again` : null),
      }),
    /** Lets go of pg-boss's pool (and stops its worker if it ran here). */
    close: () => queue.stop(),
  };
}
