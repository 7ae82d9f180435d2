import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TzLookupTimeZoneFinder } from '../../adapters/geo/tz-lookup-time-zones.js';
import { SandboxConnectGateway } from '../../adapters/payments/sandbox-connect.gateway.js';
import { SandboxPaymentGateway } from '../../adapters/payments/sandbox-payment.gateway.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresAlertOutbox } from '../../adapters/persistence/postgres-alert-outbox.js';
import { PostgresAuditLog } from '../../adapters/persistence/postgres-audit-log.js';
import { PostgresAvailabilityRepository } from '../../adapters/persistence/postgres-availability.repository.js';
import { PostgresBillingRulesRepository } from '../../adapters/persistence/postgres-billing-rules.repository.js';
import { PostgresBookingPaymentRepository } from '../../adapters/persistence/postgres-booking-payment.repository.js';
import { PostgresBookingRepository } from '../../adapters/persistence/postgres-booking.repository.js';
import { PostgresShareRepository } from '../../adapters/persistence/postgres-share.repository.js';
import { PostgresSubscriptionRepository } from '../../adapters/persistence/postgres-subscription.repository.js';
import { DescribeBookings } from '../../application/bookings/booking-details.service.js';
import { BookingNotices } from '../../application/bookings/booking-notices.js';
import { BookingMoney } from '../../application/payments/booking-money.js';
import type { MoneyPorts } from '../../application/payments/money-ports.js';
import { QueueDueMoneySteps, RunMoneyStep } from '../../application/payments/money-steps.service.js';
import { ApplyProviderEvent } from '../../application/payments/provider-events.service.js';
import { RefundPayment } from '../../application/payments/refund-payment.service.js';
import type { JobQueue, MoneyJob } from '../../application/ports/job-queue.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import type { Booking } from '../../domain/booking/booking.js';
import { balanceProblems, totals } from '../../domain/payment/ledger.js';
import type { BookingPayment } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * The core's ledger-balances scenarios (tests/unit/application/payments*.test.ts) again, on PostgreSQL: the money's
 * use cases on the real repository, the sandbox's Connect in the database, the booking mails' outbox and the
 * unit of work's transactions. After every scenario each booking's ledger balances, and the provider's own
 * record (the sandbox's tables) says the same amounts moved, once.
 */
let orm: MikroORM;
let drop: () => Promise<void>;
const clock = new FakeClock(new Date('2027-04-05T09:00:00Z'));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let owner: User;
let pilot: User;
let admin: User;
let shareId: number;
let accountId: string;
let nextDay = 0; // an hour apart: the starts stay as near as each scenario says

/** The queue the steps schedule into: what a worker would run, read by the test. */
class RecordingQueue implements JobQueue {
  readonly scheduled: Array<MoneyJob & { at: Date }> = [];
  async schedule(job: MoneyJob, at: Date) {
    this.scheduled.push({ ...job, at });
  }
}

let ports: MoneyPorts;
let money: BookingMoney;
let steps: RunMoneyStep;
let sandbox: SandboxConnectGateway;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);

const newUser = (n: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: n, lastname: 'Flyer', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('ledgerowner'));
    pilot = await users.create(newUser('ledgerpilot'));
    admin = { ...(await users.create(newUser('ledgerstaff'))), isAdmin: true };
    const [aircraft] = await orm.em.execute<{ id: number }[]>(`insert into aircraft (tail_number, make, model) values ('N37LG', 'Cessna', '172S') returning id`);
    const [share] = await orm.em.execute<{ id: number }[]>(
      `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour) values (?, ?, 'PRIVATE_OWNER_RENTAL', (select id from airports where location_id = 'LOU'), 160) returning id`,
      [aircraft!.id, owner.id],
    );
    shareId = share!.id;

    const unitOfWork = new MikroOrmUnitOfWork(orm, () => {});
    const shares = new PostgresShareRepository(orm);
    const availabilities = new PostgresAvailabilityRepository(orm);
    const zones = new TzLookupTimeZoneFinder();
    sandbox = new SandboxConnectGateway(orm, clock, 'http://wingshare.test');
    ports = {
      payments: new PostgresBookingPaymentRepository(orm, clock),
      gateway: sandbox,
      jobs: new RecordingQueue(),
      unitOfWork,
      bookings: new PostgresBookingRepository(orm),
      shares,
      users,
      billing: new PostgresBillingRulesRepository(orm),
      availabilities,
      zones,
      customers: new PostgresSubscriptionRepository(orm),
      customerGateway: new SandboxPaymentGateway(orm, { findByCode: async () => null }, clock),
      clock,
      notices: new BookingNotices(unitOfWork, new PostgresAlertOutbox(orm), new DescribeBookings(shares, users, availabilities, zones, clock, null)),
      auditLog: new PostgresAuditLog(orm),
      config: { feePercent: 10, publicUrl: 'http://wingshare.test' },
    };
    money = new BookingMoney(ports);
    steps = new RunMoneyStep(ports);
    accountId = await sandbox.createAccount({ userId: owner.id, email: owner.email });
    await sandbox.completeOnboarding(accountId);
    await ports.payments.savePayoutAccount({ userId: owner.id, accountId, state: 'enabled', missing: [], updatedAt: clock.now() });
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

/** An approved rental of 2 hours starting `inMs` from now, its card saved and its payment recorded, as the request and approval write them. */
async function approvedWithCard(inMs: number, paymentMethodId = 'pm_card_visa'): Promise<Booking> {
  const start = new Date(clock.now().getTime() + inMs + (nextDay++) * HOUR);
  const [row] = await orm.em.execute<{ id: number }[]>(
    `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, created_at, expires_at, decided_at, updated_at)
     values (?, ?, (select owner_id from shares where id = ?), 'rental', 'approved', tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?, ?, ?, ?) returning id`,
    [shareId, pilot.id, shareId, start, new Date(start.getTime() + 2 * HOUR), clock.now(), new Date(clock.now().getTime() + 2 * DAY), clock.now(), clock.now()],
  );
  const booking = (await ports.bookings.findById(row!.id))!;
  const share = (await ports.shares.findById(shareId))!;
  const saved = await money.beforeRequest(pilot, share, paymentMethodId);
  await ports.unitOfWork.run(async () => {
    await money.requested(booking, saved);
    await money.approved(booking);
  });
  return booking;
}

/** The worker: every step due by the clock, until none is. */
async function runDueSteps(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const due = await ports.payments.dueSteps(clock.now(), 100);
    if (!due.length) return;
    for (const d of due) await steps.execute({ step: d.step, bookingId: d.bookingId });
  }
}

async function setState(booking: Booking, state: Booking['state']): Promise<Booking> {
  await orm.em.execute('update booking_requests set state = ?, cancelled_by = ? where id = ?', [state, state === 'cancelled' ? 'pilot' : null, booking.id]);
  return (await ports.bookings.findById(booking.id))!;
}

async function closeWithBill(booking: Booking, totalCents: number): Promise<void> {
  const closed = await setState(booking, 'closed');
  await ports.unitOfWork.run(() => money.closed(closed, { totalCents } as never));
}

/** The ledger balances, and the sandbox moved what the ledger says, once per provider object. */
async function expectBalanced(bookingId: number): Promise<{ payment: BookingPayment; t: ReturnType<typeof totals> }> {
  const payment = (await ports.payments.find(bookingId))!;
  const entries = await ports.payments.entries(bookingId);
  expect(balanceProblems(entries, payment.state)).toEqual([]);
  const t = totals(entries);
  const em = orm.em.fork();
  const [pi] = await em.execute<{ received: number; refunded: number }[]>(
    `select coalesce(sum(amount_received), 0)::int as received, coalesce(sum(amount_refunded), 0)::int as refunded from sandbox_payment_intents where transfer_group = ?`,
    [`booking-${bookingId}`],
  );
  const [tr] = await em.execute<{ sent: number; n: number }[]>(
    `select coalesce(sum(amount - amount_reversed), 0)::int as sent, count(*)::int as n from sandbox_transfers where transfer_group = ?`,
    [`booking-${bookingId}`],
  );
  expect({ collected: pi!.received, refunded: pi!.refunded, transferredNet: tr!.sent }).toEqual({ collected: t.collected, refunded: t.refunded, transferredNet: t.transferredNet });
  expect(tr!.n).toBe(entries.filter((e) => e.kind === 'transfer').length);
  return { payment, t };
}

describe("the money's ledger on PostgreSQL, scenario by scenario", () => {
  it('holds at the approval, captures the bill with the rest released, transfers the share less the fee 72 hours later', () =>
    scoped(async () => {
      const booking = await approvedWithCard(2 * DAY);
      await runDueSteps();
      const held = await expectBalanced(booking.id);
      expect(held.payment.state).toBe('held');
      await closeWithBill(booking, held.t.held - 5000);
      await runDueSteps();
      expect((await expectBalanced(booking.id)).payment.state).toBe('captured');
      clock.advance(72 * HOUR);
      await runDueSteps();
      const done = await expectBalanced(booking.id);
      expect(done.payment.state).toBe('transferred');
      expect(done.t).toMatchObject({ captured: held.t.held - 5000, released: 5000, fee: Math.round((held.t.held - 5000) / 10), ownerPending: 0 });
    }));

  it('charges a bill above the hold off session beyond it', () =>
    scoped(async () => {
      const booking = await approvedWithCard(DAY);
      await runDueSteps();
      const held = (await expectBalanced(booking.id)).t.held;
      await closeWithBill(booking, held + 2500);
      await runDueSteps();
      clock.advance(72 * HOUR);
      await runDueSteps();
      const done = await expectBalanced(booking.id);
      expect(done.t).toMatchObject({ captured: held, charged: 2500, ownerPending: 0 });
    }));

  it('holds the day before a start more than 6 days away, and charges off session when the hold lapsed before the close-out', () =>
    scoped(async () => {
      const booking = await approvedWithCard(10 * DAY);
      await runDueSteps();
      const scheduled = (await ports.payments.find(booking.id))!;
      expect(scheduled).toMatchObject({ state: 'hold_scheduled', nextStep: 'place_hold' });
      expect(scheduled.nextStepAt!.getTime()).toBe(booking.period!.start.getTime() - DAY);
      clock.current = scheduled.nextStepAt!;
      await runDueSteps();
      const held = await expectBalanced(booking.id);
      expect(held.payment.state).toBe('held');
      clock.advance(8 * DAY); // the authorisation lapsed (7 days)
      await closeWithBill(booking, 12_000);
      await runDueSteps();
      const after = await expectBalanced(booking.id);
      expect(after.t).toMatchObject({ captured: 0, charged: 12_000, released: held.t.held });
      clock.advance(72 * HOUR);
      await runDueSteps();
      expect((await expectBalanced(booking.id)).payment.state).toBe('transferred');
    }));

  it('asks the pilot to pay when the hold is declined, and cancels the booking unpaid 24 hours later with nothing moved', () =>
    scoped(async () => {
      const booking = await approvedWithCard(2 * DAY, 'pm_card_chargeCustomerFail');
      await runDueSteps();
      expect((await expectBalanced(booking.id)).payment.state).toBe('awaiting_payment');
      clock.advance(24 * HOUR);
      await runDueSteps();
      const done = await expectBalanced(booking.id);
      expect(done.payment.state).toBe('failed');
      expect(done.t.collected).toBe(0);
      expect((await ports.bookings.findById(booking.id))!.state).toBe('cancelled');
    }));

  it("keeps the transfer waiting while the owner's account is disabled, nothing lost", () =>
    scoped(async () => {
      const other = await new MikroOrmUserRepository(orm).create(newUser(`ledgerowner${nextDay}`));
      const account = await sandbox.createAccount({ userId: other.id, email: other.email });
      await sandbox.completeOnboarding(account);
      await ports.payments.savePayoutAccount({ userId: other.id, accountId: account, state: 'enabled', missing: [], updatedAt: clock.now() });
      await orm.em.execute('update shares set owner_id = ? where id = ?', [other.id, shareId]);
      try {
        const booking = await approvedWithCard(DAY);
        await runDueSteps();
        await closeWithBill(booking, 9000);
        await runDueSteps();
        await sandbox.disableAccount(account);
        clock.advance(72 * HOUR);
        await runDueSteps();
        const waiting = await expectBalanced(booking.id);
        expect(waiting.payment).toMatchObject({ state: 'captured', nextStep: 'transfer' });
        expect(waiting.t.ownerPending).toBe(9000);
        expect(waiting.t.transferred).toBe(0);
      } finally {
        await orm.em.execute('update shares set owner_id = ? where id = ?', [owner.id, shareId]);
      }
    }));

  it('refunds after the transfer by reversing the owner\'s part and giving back the fee\'s', () =>
    scoped(async () => {
      const booking = await approvedWithCard(DAY);
      await runDueSteps();
      await closeWithBill(booking, 20_000);
      await runDueSteps();
      clock.advance(72 * HOUR);
      await runDueSteps();
      await new RefundPayment(ports).execute(admin, booking.id, { amountCents: 5000, reason: 'Landed early: the last half hour not flown' });
      const done = await expectBalanced(booking.id);
      expect(done.t).toMatchObject({ refunded: 5000, reversed: 4500, feeRefunded: 500, paidNet: 15_000 });
    }));

  it('moves nothing twice: a step run twice at once, and the provider\'s events received twice and out of order', () =>
    scoped(async () => {
      const booking = await approvedWithCard(DAY);
      await runDueSteps();
      await closeWithBill(booking, 15_000);
      const job = { step: 'capture' as const, bookingId: booking.id };
      await Promise.all([
        RequestContext.create(orm.em, () => steps.execute(job)),
        RequestContext.create(orm.em, () => steps.execute(job)),
      ]);
      const captured = await expectBalanced(booking.id);
      expect(captured.t.captured).toBe(15_000);
      const holdId = captured.payment.holdId!;
      const events = new ApplyProviderEvent(ports);
      const pi = { paymentIntentId: holdId, bookingId: booking.id, amountCents: captured.t.held, message: null };
      const succeeded = { ...pi, type: 'payment_intent.succeeded' as const, eventId: 'evt_late_1', status: 'succeeded', amountCapturableCents: 0, amountReceivedCents: 15_000 };
      await events.execute(succeeded);
      await events.execute({ ...pi, type: 'payment_intent.amount_capturable_updated', eventId: 'evt_early', status: 'requires_capture', amountCapturableCents: captured.t.held, amountReceivedCents: 0 });
      await events.execute(succeeded);
      expect((await expectBalanced(booking.id)).t).toEqual(captured.t);
      clock.advance(72 * HOUR);
      await runDueSteps();
      await steps.execute({ step: 'transfer', bookingId: booking.id }); // late and again: nothing
      const done = await expectBalanced(booking.id);
      expect(done.payment.state).toBe('transferred');
      expect((await ports.payments.entries(booking.id)).filter((e) => e.kind === 'transfer')).toHaveLength(1);
    }));

  it('keeps what the moderate policy keeps from a pilot\'s late cancellation and releases the rest', () =>
    scoped(async () => {
      const booking = await approvedWithCard(DAY);
      await runDueSteps();
      const cancelled = await setState(booking, 'cancelled');
      const quote = await ports.unitOfWork.run(() => money.ended(cancelled, 'pilot_cancelled'));
      expect(quote!.keptCents).toBeGreaterThan(0);
      await runDueSteps();
      clock.advance(72 * HOUR);
      await runDueSteps();
      const done = await expectBalanced(booking.id);
      expect(done.t.collected).toBe(quote!.keptCents);
      expect(done.payment.state).toBe('transferred');
    }));

  it('sweeps again a step whose job was lost', () =>
    scoped(async () => {
      const booking = await approvedWithCard(DAY);
      const queue = ports.jobs as RecordingQueue;
      queue.scheduled.length = 0;
      expect(await new QueueDueMoneySteps(ports).execute()).toBeGreaterThanOrEqual(1);
      expect(queue.scheduled).toContainEqual(expect.objectContaining({ step: 'place_hold', bookingId: booking.id }));
      await runDueSteps();
      await expectBalanced(booking.id);
    }));
});
