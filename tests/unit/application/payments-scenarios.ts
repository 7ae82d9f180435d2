/**
 * The money's scenarios (issue 37), written once for any store: the in-memory ports (tests/unit/application/
 * payments.test.ts) and PostgreSQL with the sandbox gateway (the adapters' tests/integration/payments-*.test.ts
 * call moneyScenarios with their world). Each scenario drives the booking and flight services as the routes
 * do, runs the durable steps by a clock the test moves, and after each one every booking's ledger balances
 * (domain/payment/ledger.ts) with each provider object recorded once.
 *
 * The world's fixture: `shareId` is a private owner rental titled "Archer at Bowman", tail number N123AB, $150
 * an hour dry, no billing rules saved, at an airport in America/New_York, listed by `people.owner`; no share
 * has id shareId + 1000; the clock starts at 2027-03-01T12:00:00Z; the fee is 10 %; jobs run on an
 * InMemoryJobQueue; mails are recorded by RecordingNotices (on the world's unit of work); audit entries land in
 * `audit`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingEvent, BookingNoticeQueue } from '../../../application/bookings/booking-notices.js';
import { ChangeRequest } from '../../../application/bookings/change-request.service.js';
import { CreateRequest } from '../../../application/bookings/create-request.service.js';
import { ExpireDueRequests } from '../../../application/bookings/expire-requests.service.js';
import { GroundAircraft } from '../../../application/bookings/ground-aircraft.service.js';
import { UndoDecision } from '../../../application/bookings/undo-decision.service.js';
import { AdminFlights } from '../../../application/flights/admin-flights.service.js';
import { CheckInFlight } from '../../../application/flights/check-in.service.js';
import { CheckOutFlight } from '../../../application/flights/check-out.service.js';
import { CloseDueFlights } from '../../../application/flights/close-flights.service.js';
import { ConfirmFlight, DisputeFlight, MarkNoShow } from '../../../application/flights/flight-answers.service.js';
import { FlightPhotos } from '../../../application/flights/flight-photos.js';
import { AdminPayments } from '../../../application/payments/admin-payments.service.js';
import { BookingMoney } from '../../../application/payments/booking-money.js';
import { QueueDueMoneySteps, RunMoneyStep } from '../../../application/payments/money-steps.service.js';
import type { MoneyPorts } from '../../../application/payments/money-ports.js';
import { OwnerEarnings } from '../../../application/payments/owner-earnings.service.js';
import { PayNow } from '../../../application/payments/pay-now.service.js';
import { ListingPaymentPolicy } from '../../../application/payments/payment-policy.service.js';
import { PayoutAccounts } from '../../../application/payments/payout-accounts.service.js';
import { PilotPayments } from '../../../application/payments/pilot-payments.service.js';
import { ApplyProviderEvent, type ProviderEvent } from '../../../application/payments/provider-events.service.js';
import { QuoteCancellation } from '../../../application/payments/quote-cancellation.service.js';
import { ReadPayment } from '../../../application/payments/read-payment.service.js';
import { RefundPayment } from '../../../application/payments/refund-payment.service.js';
import type { NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { AvailabilityRepository } from '../../../application/ports/availability.repository.js';
import type { BookingRepository } from '../../../application/ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../../../application/ports/flight.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { FixedTimeZoneFinder } from '../../../application/testing/in-memory-bookings.js';
import { TEST_CARDS, type FaultyConnectGateway, type InMemoryJobQueue } from '../../../application/testing/in-memory-money.js';
import { FakeImageProcessor, InMemoryMediaStore, type FakeClock } from '../../../application/testing/in-memory-ports.js';
import type { Booking } from '../../../domain/booking/booking.js';
import { UNDO_WINDOW_MS } from '../../../domain/booking/undo-decision.js';
import { balanceProblems, totals } from '../../../domain/payment/ledger.js';
import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages.js';
import { HOLD_LIFETIME_MS, TRANSFER_AFTER_MS, type CancellationPolicy, type LedgerKind, type PayoutState } from '../../../domain/payment/payment.js';
import type { User } from '../../../domain/user/user.js';

export const ZONE = 'America/New_York';
const H = 3_600_000;
const DAY = 24 * H;

/** The clock starts on Monday 1 March 2027, 12:00 UTC. */
export const T0 = new Date('2027-03-01T12:00:00Z');
/** Friday 5 March 2027, 09:00 to 12:00 in New York (EST): within 6 days of the approval. */
const NEAR = { start: '2027-03-05T09:00', end: '2027-03-05T12:00', at: new Date('2027-03-05T14:00:00Z') };
/** Friday 12 March 2027, 09:00 to 12:00 (EST): 11 days away, the hold is placed the day before. */
const FAR = { start: '2027-03-12T09:00', end: '2027-03-12T12:00', at: new Date('2027-03-12T14:00:00Z') };

/** Booking mails recorded instead of queued, the work run in the world's unit of work as BookingNotices does. */
export class RecordingNotices implements BookingNoticeQueue {
  readonly events: BookingEvent[] = [];
  constructor(private readonly uow: UnitOfWork) {}
  within<T>(work: () => Promise<T>, events: (result: T) => BookingEvent[]) {
    return this.uow.run(async () => {
      const result = await work();
      this.events.push(...events(result));
      return result;
    });
  }
  retract<T>(work: () => Promise<T>) {
    return this.uow.run(work);
  }
  async lastGroundingNotices() {
    return new Map<number, Date>();
  }
  of(kind: string) {
    return this.events.filter((e) => e.kind === kind);
  }
}

export interface MoneyWorld {
  clock: FakeClock;
  /** `gateway` is wrapped in FaultyConnectGateway (also given as `faults`). */
  ports: MoneyPorts & { jobs: InMemoryJobQueue; notices: RecordingNotices };
  bookings: BookingRepository;
  availabilities: AvailabilityRepository;
  flights: FlightRepository;
  billing: BillingRulesRepository;
  people: { owner: User; pilot: User; other: User; admin: User };
  shareId: number;
  audit: NewAuditEntry[];
  faults: FaultyConnectGateway & {
    /** What the provider says of the account from now on (the hosted onboarding finished, or Stripe restricting it). */
    setAccountState(accountId: string, state: Exclude<PayoutState, 'none'>, missing?: string[]): Promise<void>;
  };
}

function servicesOf(world: MoneyWorld) {
  const { ports, clock, bookings, availabilities, flights, billing } = world;
  const { shares, users, notices } = ports;
  const zones = new FixedTimeZoneFinder(ZONE);
  const money = new BookingMoney(ports);
  const photos = new FlightPhotos(new FakeImageProcessor(), new InMemoryMediaStore());
  const ground = new GroundAircraft(shares, availabilities, bookings, zones, clock, notices);
  return {
    bookings, availabilities, flights, billing, payments: ports.payments, jobs: ports.jobs, notices, audit: world.audit, faults: world.faults, money, ground,
    step: new RunMoneyStep(ports),
    create: new CreateRequest(shares, availabilities, bookings, zones, clock, notices, money),
    change: new ChangeRequest(shares, availabilities, bookings, zones, clock, notices, billing, money),
    undo: new UndoDecision(bookings, clock, notices, money),
    expire: new ExpireDueRequests(bookings, clock, notices, money),
    checkOut: new CheckOutFlight(shares, availabilities, bookings, flights, billing, zones, photos, clock, notices),
    checkIn: new CheckInFlight(shares, availabilities, bookings, flights, zones, photos, ground, clock, notices),
    confirm: new ConfirmFlight(bookings, flights, shares, clock, notices, money),
    dispute: new DisputeFlight(bookings, flights, users, clock, notices, money),
    noShow: new MarkNoShow(bookings, clock, notices, money),
    adminFlights: new AdminFlights(bookings, flights, shares, users, availabilities, zones, ports.auditLog, clock, notices, money),
    close: new CloseDueFlights(bookings, flights, shares, clock, notices, money),
    sweep: new QueueDueMoneySteps(ports),
    payouts: new PayoutAccounts(ports),
    policy: new ListingPaymentPolicy(ports),
    quote: new QuoteCancellation(ports),
    read: new ReadPayment(ports),
    payNow: new PayNow(ports),
    pilotPayments: new PilotPayments(ports),
    earnings: new OwnerEarnings(ports),
    refund: new RefundPayment(ports),
    events: new ApplyProviderEvent(ports),
    adminPayments: new AdminPayments(ports),
  };
}

/** Every scenario of the money, on the world `makeWorld` builds before each (and `cleanUp` ends after each). */
export function moneyScenarios(makeWorld: () => Promise<MoneyWorld>, cleanUp?: () => Promise<void>): void {
  let clock: FakeClock;
  let w: ReturnType<typeof servicesOf>;
  let P: MoneyWorld['people'];
  let S: number;

  beforeEach(async () => {
    const world = await makeWorld();
    clock = world.clock;
    P = world.people;
    S = world.shareId;
    w = servicesOf(world);
  });

  /** Every booking's ledger balances in its state, and nothing moved twice (each provider id recorded once). */
  afterEach(async () => {
    for (const p of (await w.payments.list({ offset: 0, limit: 1000 })).rows) {
      const entries = await w.payments.entries(p.bookingId);
      expect(balanceProblems(entries, p.state), `booking ${p.bookingId} in ${p.state}`).toEqual([]);
      const ids = entries.filter((e) => e.providerId).map((e) => `${e.kind}:${e.providerId}`);
      expect(new Set(ids).size).toBe(ids.length);
    }
    await cleanUp?.();
  });

  // --- The steps of a scenario --------------------------------------------------------------------------------

  async function onboard(): Promise<string> {
    await w.payouts.start(P.owner, { returnUrl: '/account/payouts', refreshUrl: '/account/payouts' });
    const account = (await w.payments.payoutAccountOf(P.owner.id))!;
    await w.faults.setAccountState(account.accountId, 'enabled');
    await w.payouts.refresh(account.accountId);
    return account.accountId;
  }

  async function request(period = NEAR, paymentMethodId: string | null = TEST_CARDS.visa, by = P.pilot): Promise<Booking> {
    return w.create.execute(by, S, { start: period.start, end: period.end, message: 'Hello', paymentMethodId: paymentMethodId ?? undefined });
  }

  async function approved(period = NEAR, paymentMethodId: string = TEST_CARDS.visa): Promise<Booking> {
    const b = await request(period, paymentMethodId);
    clock.advance(H);
    return w.change.execute(P.owner, b.id, 'approve');
  }

  /** Runs the money's jobs due now. */
  const run = () => w.jobs.runDue(clock, (job) => w.step.execute(job));

  /** Checks out at the start and in an hour before the end, with `hours` on the Hobbs. */
  async function fly(b: Booking, start: Date, hours = 3): Promise<void> {
    clock.current = new Date(start);
    await w.checkOut.execute(P.pilot, b.id, { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 38 }, []);
    clock.current = new Date(start.getTime() + 2 * H);
    await w.checkIn.execute(P.pilot, b.id, { hobbs: 1234.5 + hours, tach: 987.6 + hours, landings: 1, route: ['KLOU', 'KLOU'], fuel: [], squawks: [] }, []);
  }

  const accountUpdated = (accountId: string, eventId: string): ProviderEvent => ({ type: 'account.updated', eventId, accountId, state: 'enabled', missing: [] });
  const intentEvent = (type: 'payment_intent.succeeded' | 'payment_intent.canceled', eventId: string, paymentIntentId: string, amountReceivedCents: number): ProviderEvent => ({
    type, eventId, paymentIntentId, bookingId: null, status: type === 'payment_intent.succeeded' ? 'succeeded' : 'canceled', amountCents: amountReceivedCents,
    amountCapturableCents: 0, amountReceivedCents, message: null,
  });

  const payment = async (b: Booking) => (await w.payments.find(b.id))!;
  const ledger = async (b: Booking) => (await w.payments.entries(b.id)).map((e) => [e.kind, e.amountCents] as [LedgerKind, number]);
  const count = async (b: Booking, kind: LedgerKind) => (await w.payments.entries(b.id)).filter((e) => e.kind === kind).length;

  // --- Onboarding, terms, the request --------------------------------------------------------------------------

  describe('payouts and the listing terms', () => {
    it('onboards the owner: pending with what is missing, then enabled', async () => {
      const started = await w.payouts.start(P.owner, { returnUrl: '/r', refreshUrl: '/f' });
      expect(started.state).toBe('pending');
      expect(started.url).toMatch(/^\/sandbox\/connect\?account=acct_/);
      expect((await w.payouts.read(P.owner)).account).toMatchObject({ state: 'pending', missing: ['Bank account', 'Date of birth'] });
      // Starting again resumes the same account.
      const id = (await w.payments.payoutAccountOf(P.owner.id))!.accountId;
      await w.payouts.start(P.owner, { returnUrl: '/r', refreshUrl: '/f' });
      expect((await w.payments.payoutAccountOf(P.owner.id))!.accountId).toBe(id);
      await w.faults.setAccountState(id, 'enabled');
      await w.events.execute(accountUpdated(id, 'evt_1'));
      expect((await w.payouts.read(P.owner)).account).toMatchObject({ state: 'enabled', missing: [] });
      expect(await w.payouts.read(P.pilot)).toEqual({ account: null, balanceCents: 0, payouts: [] });
    });

    it('takes payment only once the owner is enabled, and lets the owner alone set the terms', async () => {
      expect(await w.policy.read(P.pilot, S)).toEqual({ policy: { cancellation: 'moderate', depositCents: 0 }, takesPayment: false, feePercent: 10 });
      await onboard();
      expect((await w.policy.read(null, S)).takesPayment).toBe(true);
      await expect(w.policy.save(P.owner, S, { cancellation: 'strict', depositCents: 20_000 })).resolves.toMatchObject({ policy: { cancellation: 'strict', depositCents: 20_000 } });
      await expect(w.policy.save(P.pilot, S, { cancellation: 'flexible', depositCents: 0 })).rejects.toMatchObject({ code: 'forbidden' });
      await expect(w.policy.save(P.owner, S, { cancellation: 'lenient', depositCents: -1 })).rejects.toMatchObject({
        code: 'validation_failed', fields: { cancellation: [expect.any(String)], depositCents: [expect.any(String)] },
      });
      await expect(w.policy.read(P.pilot, S + 1000)).rejects.toMatchObject({ code: 'not_found' });
      expect((await w.policy.read(P.pilot, S)).policy).toEqual({ cancellation: 'strict', depositCents: 20_000 });
    });

    it('sends requests without payment while the owner is not onboarded', async () => {
      const b = await request(NEAR, null);
      expect(b.state).toBe('pending');
      expect(await w.payments.find(b.id)).toBeNull();
      await expect(w.read.execute(P.pilot, b.id)).rejects.toMatchObject({ code: 'not_found', message: PAYMENT_MESSAGES.noPayment });
    });

    it('asks for the card (400 paymentMethodId) and refuses a declined one (402), writing nothing', async () => {
      await onboard();
      await expect(request(NEAR, null)).rejects.toMatchObject({ code: 'validation_failed', fields: { paymentMethodId: [PAYMENT_MESSAGES.cardRequired] } });
      await expect(request(NEAR, TEST_CARDS.declined)).rejects.toMatchObject({ code: 'payment_failed' });
      expect((await w.bookings.list({ pilotId: P.pilot.id, offset: 0, limit: 10 })).total).toBe(0);
      expect((await w.payments.list({ offset: 0, limit: 10 })).total).toBe(0);
    });

    it('saves the card and writes the payment with the request: the terms and the expected amount', async () => {
      await onboard();
      await w.policy.save(P.owner, S, { cancellation: 'flexible', depositCents: 10_000 });
      await w.billing.saveForShare(S, { basis: 'hobbs', wet: false, rateCents: 15_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [{ label: 'Landing', amountCents: 1_500 }] });
      const b = await request();
      expect(await payment(b)).toMatchObject({
        state: 'card_saved', pilotId: P.pilot.id, ownerId: P.owner.id, paymentMethodId: TEST_CARDS.visa, customerId: expect.stringMatching(/^cus_/),
        policy: { cancellation: 'flexible', depositCents: 10_000 }, feePercent: 10, expectedCents: 45_000 + 1_500 + 10_000, nextStep: null,
      });
      // A later change of the terms changes no request sent.
      await w.policy.save(P.owner, S, { cancellation: 'strict', depositCents: 0 });
      expect((await payment(b)).policy.cancellation).toBe('flexible');
    });
  });

  // --- The happy path and its variants ------------------------------------------------------------------------

  describe('a rental paid through the site', () => {
    it('holds at the approval, captures the bill at the close-out, transfers the owner share 72 hours later', async () => {
      await onboard();
      await w.policy.save(P.owner, S, { cancellation: 'moderate', depositCents: 10_000 });
      const b = await approved();
      expect(await payment(b)).toMatchObject({ state: 'hold_scheduled', nextStep: 'place_hold', nextStepAt: clock.now(), expectedCents: 55_000 });
      expect(await run()).toBe(1);
      expect(await payment(b)).toMatchObject({ state: 'held', holdId: expect.stringMatching(/^pi_/), nextStep: null });
      expect(await ledger(b)).toEqual([['hold', 55_000]]);

      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await run();
      // The bill (3.0 hours at $150) from the hold; the deposit released.
      expect(await ledger(b)).toEqual([['hold', 55_000], ['capture', 45_000], ['release', 10_000]]);
      const captured = await payment(b);
      expect(captured).toMatchObject({ state: 'captured', nextStep: 'transfer', dueCents: 45_000 });
      expect(captured.nextStepAt!.getTime()).toBe(clock.now().getTime() + TRANSFER_AFTER_MS);

      clock.advance(TRANSFER_AFTER_MS - 1);
      expect(await run()).toBe(0);
      clock.advance(1);
      await run();
      expect(await payment(b)).toMatchObject({ state: 'transferred', nextStep: null });
      expect(await ledger(b)).toEqual([['hold', 55_000], ['capture', 45_000], ['release', 10_000], ['transfer', 40_500], ['fee', 4_500]]);
      expect(w.faults.calls()).toMatchObject({ placeHold: 1, capture: 1, transfer: 1 });
      expect((await w.payouts.read(P.owner)).balanceCents).toBe(40_500);
    });

    it('places the hold of a booking more than 6 days away the day before its start, off session', async () => {
      await onboard();
      const b = await approved(FAR);
      expect((await payment(b)).nextStepAt).toEqual(new Date(FAR.at.getTime() - DAY));
      await run();
      expect(await payment(b)).toMatchObject({ state: 'hold_scheduled' });
      clock.current = new Date(FAR.at.getTime() - DAY);
      await run();
      expect(await payment(b)).toMatchObject({ state: 'held' });
      expect(await ledger(b)).toEqual([['hold', 45_000]]);
    });

    it('charges a bill above the hold: the hold captured whole, the excess off session', async () => {
      await onboard();
      const b = await approved();
      await run();
      await fly(b, NEAR.at, 3.4);
      await w.confirm.execute(P.owner, b.id);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['charge', 6_000]]);
      expect((await w.payments.entries(b.id)).find((e) => e.kind === 'charge')!.note).toBe('Bill of the flight beyond the hold, charged off session');
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      expect(await ledger(b)).toContainEqual(['transfer', 45_900]);
      expect(await ledger(b)).toContainEqual(['fee', 5_100]);
    });

    it('charges the bill off session when the hold lapsed before the capture (the flight closed by itself after 72 hours)', async () => {
      await onboard();
      const b = await approved();
      await run();
      const hold = await payment(b);
      await fly(b, NEAR.at, 3);
      clock.current = new Date(Math.max(hold.holdExpiresAt!.getTime(), clock.now().getTime() + TRANSFER_AFTER_MS) + 1);
      await w.close.execute();
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000], ['charge', 45_000]]);
      const notes = (await w.payments.entries(b.id)).map((e) => e.note);
      expect(notes).toContain('Hold lapsed before it was captured');
      expect(notes).toContain('Bill of the flight, charged off session: the hold had lapsed');
      expect(hold.holdExpiresAt!.getTime() - hold.createdAt.getTime()).toBeLessThanOrEqual(HOLD_LIFETIME_MS + H);
      expect(await payment(b)).toMatchObject({ state: 'captured', nextStep: 'transfer' });
    });
  });

  // --- A hold that fails ---------------------------------------------------------------------------------------

  describe('a hold that fails', () => {
    it('mails the pilot, who pays with another card before the time', async () => {
      await onboard();
      const b = await approved(NEAR, TEST_CARDS.failsLater);
      await run();
      const p = await payment(b);
      expect(p).toMatchObject({ state: 'awaiting_payment', nextStep: 'expire_unpaid', payBy: new Date(clock.now().getTime() + DAY) });
      expect(w.notices.of('payment_hold_failed').map((e) => [e.booking.id, e.facts?.amount])).toEqual([[b.id, '$450.00']]);
      expect(w.notices.of('payment_hold_failed')[0]!.facts!.payBy).toMatch(/EST \(America\/New_York\)$/);
      await expect(w.payNow.execute(P.pilot, b.id, TEST_CARDS.declined)).rejects.toMatchObject({ code: 'payment_failed' });
      await expect(w.payNow.execute(P.owner, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'forbidden' });
      await expect(w.payNow.execute(P.other, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'not_found' });
      expect((await payment(b)).state).toBe('awaiting_payment');
      const paid = await w.payNow.execute(P.pilot, b.id, TEST_CARDS.visa);
      expect(paid.payment).toMatchObject({ state: 'held', payBy: null, nextStep: null, paymentMethodId: TEST_CARDS.visa });
      await expect(w.payNow.execute(P.pilot, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'conflict' });
      // The expiry job, still queued, finds nothing to do.
      clock.advance(DAY);
      await run();
      expect((await w.bookings.findById(b.id))!.state).toBe('approved');
      expect(await ledger(b)).toEqual([['hold', 45_000]]);
    });

    it('cancels the booking unpaid by then and frees its period', async () => {
      await onboard();
      const b = await approved(NEAR, TEST_CARDS.failsLater);
      await run();
      clock.advance(DAY - 1);
      await run();
      expect((await w.bookings.findById(b.id))!.state).toBe('approved');
      clock.advance(1);
      await run();
      expect((await w.bookings.findById(b.id))!).toMatchObject({ state: 'cancelled', cancelledBy: 'system', reason: PAYMENT_MESSAGES.unpaidReason });
      expect(await payment(b)).toMatchObject({ state: 'failed', nextStep: null });
      expect(await ledger(b)).toEqual([]);
      expect(await w.bookings.approvedIn(S, { start: NEAR.at, end: new Date(NEAR.at.getTime() + 3 * H) })).toEqual([]);
      expect(w.notices.of('booking_cancelled').map((e) => e.booking.id)).toEqual([b.id]);
    });
  });

  // --- Ends without a flight ----------------------------------------------------------------------------------

  describe('a request or booking that ends before its flight', () => {
    it('charges nothing when declined, withdrawn or expired', async () => {
      await onboard();
      const declined = await request();
      await w.change.execute(P.owner, declined.id, 'decline', 'Busy');
      const withdrawn = await request({ start: '2027-03-06T09:00', end: '2027-03-06T12:00', at: new Date() });
      await w.change.execute(P.pilot, withdrawn.id, 'withdraw');
      const expired = await request({ start: '2027-03-07T09:00', end: '2027-03-07T12:00', at: new Date() });
      clock.advance(49 * H);
      await w.expire.execute();
      for (const b of [declined, withdrawn, expired]) {
        expect(await payment(b)).toMatchObject({ state: 'released', nextStep: null });
        expect(await ledger(b)).toEqual([]);
      }
    });

    it('releases the hold of an approval undone, and holds again at a new approval', async () => {
      await onboard();
      const b = await approved();
      await run();
      await w.undo.execute(P.owner, b.id);
      await run();
      expect(await payment(b)).toMatchObject({ state: 'released' });
      expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000]]);
      clock.advance(UNDO_WINDOW_MS);
      await w.change.execute(P.owner, b.id, 'approve');
      await run();
      expect(await payment(b)).toMatchObject({ state: 'held' });
      expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000], ['hold', 45_000]]);
      expect(w.faults.calls().placeHold).toBe(2);
    });

    it('keeps the hold of an approval undone and given again before the hold was let go', async () => {
      await onboard();
      const b = await approved();
      await run();
      await w.undo.execute(P.owner, b.id);
      await w.change.execute(P.owner, b.id, 'approve');
      await run();
      expect(await payment(b)).toMatchObject({ state: 'held', nextStep: null, dueCents: null });
      expect(await ledger(b)).toEqual([['hold', 45_000]]);
    });

    const cases: Array<{ policy: CancellationPolicy; before: number; kept: number; by: 'pilot' | 'owner' | 'admin' }> = [
      { policy: 'flexible', before: 25 * H, kept: 0, by: 'pilot' },
      { policy: 'flexible', before: 2 * H, kept: 22_500, by: 'pilot' },
      { policy: 'moderate', before: 73 * H, kept: 0, by: 'pilot' },
      { policy: 'moderate', before: 30 * H, kept: 22_500, by: 'pilot' },
      { policy: 'strict', before: 30 * H, kept: 31_500, by: 'pilot' },
      { policy: 'strict', before: 30 * H, kept: 0, by: 'owner' },
      { policy: 'strict', before: 30 * H, kept: 0, by: 'admin' },
    ];
    for (const c of cases) {
      it(`${c.policy}: cancelled by ${c.by === 'admin' ? 'staff' : `the ${c.by}`} ${c.before / H} hours before keeps ${c.kept} cents of the hold`, async () => {
        await onboard();
        await w.policy.save(P.owner, S, { cancellation: c.policy, depositCents: 5_000 });
        const b = await approved();
        await run();
        clock.current = new Date(NEAR.at.getTime() - c.before);
        const quoted = await w.quote.execute(P[c.by], b.id);
        const { refund } = await w.change.cancel(P[c.by], b.id, 'Plans changed');
        expect(refund).toEqual(quoted);
        expect(refund).toMatchObject({ bookedCents: 45_000, keptCents: c.kept, refundCents: 45_000 - c.kept });
        await run();
        expect(await ledger(b)).toEqual(c.kept
          ? [['hold', 50_000], ['capture', c.kept], ['release', 50_000 - c.kept]]
          : [['hold', 50_000], ['release', 50_000]]);
        expect((await payment(b)).state).toBe(c.kept ? 'captured' : 'released');
        clock.advance(TRANSFER_AFTER_MS);
        await run();
        if (c.kept) expect(await ledger(b)).toContainEqual(['transfer', c.kept - c.kept / 10]);
      });
    }

    it('refunds everything when the owner cancels the booking of a grounded aircraft, even for a strict policy', async () => {
      await onboard();
      await w.policy.save(P.owner, S, { cancellation: 'strict', depositCents: 0 });
      const b = await approved();
      await run();
      await w.ground.execute(P.owner, S, 'Magneto check failed');
      const { refund } = await w.change.cancel(P.pilot, b.id, 'Grounded');
      expect(refund).toMatchObject({ cause: 'grounded', keptCents: 0 });
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000]]);
    });

    it('charges what is kept off session when the pilot cancels before the hold was placed', async () => {
      await onboard();
      await w.policy.save(P.owner, S, { cancellation: 'strict', depositCents: 0 });
      const b = await approved(FAR);
      clock.current = new Date(FAR.at.getTime() - 3 * DAY);
      const { refund } = await w.change.cancel(P.pilot, b.id, 'Sick');
      expect(refund!.keptCents).toBe(31_500);
      await run();
      expect(await ledger(b)).toEqual([['charge', 31_500]]);
      // The place_hold job queued at the approval finds nothing to do.
      clock.current = new Date(FAR.at.getTime() - DAY);
      await run();
      expect(await count(b, 'hold')).toBe(0);
    });

    it('charges nothing for a free cancellation before the hold', async () => {
      await onboard();
      const b = await approved(FAR);
      await w.change.cancel(P.pilot, b.id, 'Sick');
      expect(await payment(b)).toMatchObject({ state: 'released', nextStep: null });
      clock.current = new Date(FAR.at.getTime() - DAY);
      await run();
      expect(await ledger(b)).toEqual([]);
    });

    it("keeps for the pilot's no-show what the policy keeps at the start", async () => {
      await onboard();
      await w.policy.save(P.owner, S, { cancellation: 'moderate', depositCents: 0 });
      const b = await approved();
      await run();
      clock.current = new Date(NEAR.at.getTime() + 61 * 60_000);
      await w.noShow.execute(P.owner, b.id);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 22_500], ['release', 22_500]]);
    });

    it('quotes a cancellation only for a party of an approved booking', async () => {
      await onboard();
      const b = await request();
      await expect(w.quote.execute(P.pilot, b.id)).rejects.toMatchObject({ code: 'conflict' });
      await w.change.execute(P.owner, b.id, 'approve');
      await expect(w.quote.execute(P.other, b.id)).rejects.toMatchObject({ code: 'not_found' });
      clock.current = new Date(NEAR.at.getTime() - 30 * H);
      expect(await w.quote.execute(P.pilot, b.id)).toMatchObject({ cause: 'pilot_cancelled', keptCents: 22_500, rule: expect.stringContaining('Moderate') });
      expect(await w.quote.execute(P.owner, b.id)).toMatchObject({ cause: 'owner_cancelled', keptCents: 0 });
    });
  });

  // --- Disputes, refunds, the owner's account -------------------------------------------------------------------

  describe('after the flight', () => {
    it('holds everything during a dispute; the resolution captures and the transfer follows', async () => {
      await onboard();
      const b = await approved(FAR);
      clock.current = new Date(FAR.at.getTime() - DAY);
      await run();
      await fly(b, FAR.at, 3);
      await w.dispute.execute(P.pilot, b.id, 'The Hobbs was wrong');
      clock.advance(TRANSFER_AFTER_MS + H);
      await w.close.execute();
      await run();
      expect(await payment(b)).toMatchObject({ state: 'held', nextStep: null });
      expect(await ledger(b)).toEqual([['hold', 45_000]]);
      await w.adminFlights.resolve(P.admin, b.id, { resolution: 'Checked the photo', hobbs: 1236.5 });
      await run();
      // 2.0 hours after the correction.
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 30_000], ['release', 15_000]]);
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      expect(await payment(b)).toMatchObject({ state: 'transferred' });
      expect(await ledger(b)).toContainEqual(['transfer', 27_000]);
    });

    async function transferred(): Promise<Booking> {
      await onboard();
      const b = await approved();
      await run();
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await run();
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      return b;
    }

    it('reverses the owner part and gives back the fee part of a refund after the transfer, with an audit entry', async () => {
      const b = await transferred();
      await expect(w.refund.execute(P.pilot, b.id, { amountCents: 100, reason: 'x' })).rejects.toMatchObject({ code: 'forbidden' });
      await expect(w.refund.execute(P.admin, b.id, { amountCents: 0, reason: '' })).rejects.toMatchObject({
        code: 'validation_failed', fields: { amountCents: [PAYMENT_MESSAGES.refundAmount], reason: [PAYMENT_MESSAGES.refundReason] },
      });
      await expect(w.refund.execute(P.admin, b.id, { amountCents: 45_001, reason: 'Too much' })).rejects.toMatchObject({
        code: 'validation_failed', fields: { amountCents: [PAYMENT_MESSAGES.refundTooLarge(45_000)] },
      });
      const read = await w.refund.execute(P.admin, b.id, { amountCents: 10_000, reason: 'Landing fee waived' });
      expect(read.payment.state).toBe('transferred');
      expect(await ledger(b)).toEqual([
        ['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500], ['refund', 10_000], ['reversal', 9_000], ['fee_refund', 1_000],
      ]);
      expect(w.audit).toMatchObject([{ actor: { id: P.admin.id }, action: 'update', resource: 'payments', recordId: String(b.id), after: { refund: { amountCents: 10_000, reason: 'Landing fee waived' } } }]);
      await w.refund.execute(P.admin, b.id, { amountCents: 35_000, reason: 'Everything back' });
      expect(await payment(b)).toMatchObject({ state: 'refunded' });
      expect(totals(await w.payments.entries(b.id))).toMatchObject({ paidNet: 0, feeNet: 0, transferredNet: 0 });
      await expect(w.refund.execute(P.admin, b.id, { amountCents: 1, reason: 'More' })).rejects.toMatchObject({ code: 'conflict' });
    });

    it('refunds before the transfer from the captured payment; the transfer then sends the share of what is left', async () => {
      await onboard();
      const b = await approved();
      await run();
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await run();
      await w.refund.execute(P.admin, b.id, { amountCents: 5_000, reason: 'Goodwill' });
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['refund', 5_000], ['transfer', 36_000], ['fee', 4_000]]);
    });

    it('keeps the transfer waiting while the owner account is restricted, tells him, and sends it once enabled', async () => {
      const account = await onboard();
      const b = await approved();
      await run();
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await run();
      await w.faults.setAccountState(account, 'restricted', ['Identity document']);
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      expect(await payment(b)).toMatchObject({ state: 'captured', nextStep: 'transfer', nextStepAt: new Date(clock.now().getTime() + DAY) });
      expect(await count(b, 'transfer')).toBe(0);
      expect(w.notices.of('payment_transfer_waiting').map((e) => [e.booking.id, e.facts?.amount])).toEqual([[b.id, '$405.00']]);
      expect((await w.payments.payoutAccountOf(P.owner.id))!).toMatchObject({ state: 'restricted', missing: ['Identity document'] });
      // A day later, still restricted: tried again (the sweep queues it); the same event key, so the outbox mails him once.
      clock.advance(DAY);
      expect(await w.sweep.execute()).toBe(1);
      await run();
      expect(w.notices.of('payment_transfer_waiting')).toHaveLength(2);
      expect(await count(b, 'transfer')).toBe(0);
      await w.faults.setAccountState(account, 'enabled');
      await w.events.execute(accountUpdated(account, 'evt_2'));
      await w.events.execute(accountUpdated(account, 'evt_2'));
      await run();
      expect(await payment(b)).toMatchObject({ state: 'transferred' });
      expect(await count(b, 'transfer')).toBe(1);
      expect(w.faults.calls().transfer).toBe(1);
    });

    it('shows each side its part; strangers get 404', async () => {
      const b = await transferred();
      const pilot = await w.read.execute(P.pilot, b.id);
      expect(pilot).toMatchObject({ viewer: 'pilot', card: 'Visa ending 4242' });
      expect(pilot.entries.map((e) => e.kind)).toEqual(['hold', 'capture']);
      const owner = await w.read.execute(P.owner, b.id);
      expect(owner).toMatchObject({ viewer: 'owner', card: null });
      expect(owner.entries.map((e) => e.kind)).toEqual(['capture', 'transfer', 'fee']);
      expect((await w.read.execute(P.admin, b.id)).entries).toHaveLength(4);
      await expect(w.read.execute(P.other, b.id)).rejects.toMatchObject({ code: 'not_found' });
      const shown = await w.adminPayments.show(P.admin, b.id);
      expect(shown).toMatchObject({ pilot: { id: P.pilot.id, name: `${P.pilot.firstname} ${P.pilot.lastname}` }, owner: { id: P.owner.id }, share: { id: S, title: 'Archer at Bowman' }, totals: { transferredNet: 40_500 } });
      await expect(w.adminPayments.show(P.pilot, b.id)).rejects.toMatchObject({ code: 'forbidden' });
      expect((await w.adminPayments.list(P.admin, { state: 'transferred', offset: 0, limit: 10 })).total).toBe(1);
      expect((await w.adminPayments.list(P.admin, { state: 'held', offset: 0, limit: 10 })).total).toBe(0);
    });

    it("lists the pilot's payments and the owner's earnings per month, with a CSV", async () => {
      const b = await transferred();
      expect(await w.pilotPayments.execute(P.pilot)).toEqual([{
        bookingId: b.id, listing: 'Archer at Bowman, N123AB', start: NEAR.at.toISOString(), state: 'transferred', paidCents: 45_000, refundedCents: 0, receiptUrl: `/requests/${b.id}/receipt`,
      }]);
      expect(await w.pilotPayments.execute(P.other)).toEqual([]);
      expect((await w.earnings.execute(P.owner)).months).toEqual([{ month: '2027-03', bookings: 1, grossCents: 45_000, feeCents: 4_500, netCents: 40_500, transferredCents: 40_500, pendingCents: 0 }]);
      expect(await w.earnings.csv(P.owner)).toBe('month,bookings,gross_usd,fee_usd,net_usd,transferred_usd,pending_usd\r\n2027-03,1,450.00,45.00,405.00,405.00,0.00\r\n');
    });
  });

  // --- Faults: twice, late, out of order, killed ------------------------------------------------------------------

  describe('every amount moves once', () => {
    it('runs every job twice without moving anything twice', async () => {
      await onboard();
      const b = await approved();
      const job = async (step: 'place_hold' | 'capture' | 'transfer') => {
        await w.step.execute({ step, bookingId: b.id });
        await w.step.execute({ step, bookingId: b.id });
      };
      await job('place_hold');
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await job('capture');
      await job('transfer'); // not due yet: nothing
      expect(await count(b, 'transfer')).toBe(0);
      clock.advance(TRANSFER_AFTER_MS);
      await job('transfer');
      await run(); // the queued jobs too
      await w.sweep.execute();
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500]]);
      expect(w.faults.calls()).toMatchObject({ placeHold: 1, capture: 1, transfer: 1 });
    });

    it('applies provider events twice and out of order without moving anything twice', async () => {
      await onboard();
      const b = await approved();
      await run();
      const holdId = (await payment(b)).holdId!;
      // The capture's webhook arrives before the job could record the capture (its answer was lost).
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      w.faults.loseAnswer.add('capture');
      await run();
      expect(await count(b, 'capture')).toBe(0);
      expect(await w.events.execute(intentEvent('payment_intent.succeeded', 'evt_c', holdId, 45_000))).toBe('applied');
      expect(await w.events.execute(intentEvent('payment_intent.succeeded', 'evt_c', holdId, 45_000))).toBe('already_known');
      clock.advance(60_000);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000]]);
      expect(w.faults.calls().capture).toBe(1);
      // A late cancellation event of the captured hold changes nothing.
      expect(await w.events.execute(intentEvent('payment_intent.canceled', 'evt_x', holdId, 0))).toBe('already_known');
      clock.advance(TRANSFER_AFTER_MS);
      await run();
      // A refund made at the provider, told twice: recorded once, the owner's part reversed once.
      const refund: ProviderEvent = { type: 'charge.refunded', eventId: 'evt_r', chargeId: 'ch_1', paymentIntentId: holdId, amountRefundedCents: 4_500 };
      expect(await w.events.execute(refund)).toBe('applied');
      expect(await w.events.execute(refund)).toBe('already_known');
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500], ['refund', 4_500], ['reversal', 4_050], ['fee_refund', 450]]);
      // Our own refund's event (the charge's total refunded now 5,500) is one we know.
      await w.refund.execute(P.admin, b.id, { amountCents: 1_000, reason: 'Fuel' });
      expect(await w.events.execute({ ...refund, eventId: 'evt_r2', amountRefundedCents: 5_500 })).toBe('already_known');
      expect(await w.events.execute(refund)).toBe('already_known');
      expect(await count(b, 'refund')).toBe(2);
      expect(await w.events.execute(intentEvent('payment_intent.succeeded', 'evt_u', 'pi_unknown', 1))).toBe('ignored');
    });

    it('survives a worker killed between the capture and the transfer: the sweep queues the transfer again, sent once', async () => {
      await onboard();
      const b = await approved();
      await run();
      await fly(b, NEAR.at, 3);
      await w.confirm.execute(P.owner, b.id);
      await run();
      // The transfer's job was lost with the worker.
      w.jobs.lose();
      clock.advance(TRANSFER_AFTER_MS);
      expect(await run()).toBe(0);
      expect(await w.sweep.execute()).toBe(1);
      // The transfer's answer is lost too: the job is retried with the same key.
      w.faults.loseAnswer.add('transfer');
      await run();
      expect(await count(b, 'transfer')).toBe(0);
      clock.advance(60_000);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500]]);
      expect(w.faults.calls().transfer).toBe(1);
    });

    it('retries a step whose provider could not be reached', async () => {
      await onboard();
      const b = await approved();
      w.faults.unreachable.add('placeHold');
      await run();
      expect(w.jobs.failures).toHaveLength(1);
      expect((await payment(b)).state).toBe('hold_scheduled');
      clock.advance(60_000);
      await run();
      expect(await ledger(b)).toEqual([['hold', 45_000]]);
    });
  });}
