/**
 * The money of a rental (issue 37) on the in-memory ports: every scenario of the issue, driven through the
 * booking and flight services as the routes drive them, the durable steps run by a clock the test moves. After
 * each scenario the ledger of every booking balances (domain/payment/ledger.ts) and each amount moved once.
 * The adapters helper re-runs these scenarios on PostgreSQL (tests/integration/payments-*.test.ts).
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
import { ApplyProviderEvent } from '../../../application/payments/provider-events.service.js';
import { QuoteCancellation } from '../../../application/payments/quote-cancellation.service.js';
import { ReadPayment } from '../../../application/payments/read-payment.service.js';
import { RefundPayment } from '../../../application/payments/refund-payment.service.js';
import type { AuditLog, NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UserRepository } from '../../../application/ports/user.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryBillingRulesRepository, InMemoryFlightRepository } from '../../../application/testing/in-memory-flights.js';
import { InMemoryBookingPayments, InMemoryConnectGateway, InMemoryJobQueue, InMemoryUnitOfWork, TEST_CARDS } from '../../../application/testing/in-memory-money.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import { FakeClock, FakeImageProcessor, InMemoryMediaStore } from '../../../application/testing/in-memory-ports.js';
import type { Booking } from '../../../domain/booking/booking.js';
import { UNDO_WINDOW_MS } from '../../../domain/booking/undo-decision.js';
import { balanceProblems, totals } from '../../../domain/payment/ledger.js';
import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages.js';
import { HOLD_LIFETIME_MS, TRANSFER_AFTER_MS, type CancellationPolicy, type LedgerKind } from '../../../domain/payment/payment.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

const ZONE = 'America/New_York';
const H = 3_600_000;
const DAY = 24 * H;
const user = (id: number, isAdmin = false) => ({ id, isAdmin, firstname: `U${id}`, lastname: 'Pilot', username: `u${id}`, email: `u${id}@example.com` }) as User;
const OWNER = user(10);
const PILOT = user(20);
const OTHER = user(30);
const ADMIN = user(99, true);
const PEOPLE = new Map([OWNER, PILOT, OTHER, ADMIN].map((u) => [u.id, u]));

const SHARE = {
  id: 1, type: 'PRIVATE_OWNER_RENTAL', isActive: true, title: 'Archer at Bowman', ratePerHour: 150, isWet: false, minimums: { totalHours: 0 },
  owner: { id: OWNER.id, first: 'O', last: 'Wner', email: null }, airport: { id: 1, lat: 38.2, long: -85.7, locationId: 'LOU', facility: 'Bowman Field' },
  aircraft: { id: 5, tailNumber: 'N123AB', make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false },
} as unknown as Share;
const shares = { findById: async (id: number) => (id === 1 ? SHARE : null) } as unknown as ShareRepository;
const users = {
  findById: async (id: number) => PEOPLE.get(id) ?? null,
  list: async () => ({ items: [ADMIN], total: 1 }),
} as unknown as UserRepository;

/** The clock starts on Monday 1 March 2027, 12:00 UTC. */
const T0 = new Date('2027-03-01T12:00:00Z');
/** Friday 5 March 2027, 09:00 to 12:00 in New York (EST): within 6 days of the approval. */
const NEAR = { start: '2027-03-05T09:00', end: '2027-03-05T12:00', at: new Date('2027-03-05T14:00:00Z') };
/** Friday 12 March 2027, 09:00 to 12:00 (EST): 11 days away, the hold is placed the day before. */
const FAR = { start: '2027-03-12T09:00', end: '2027-03-12T12:00', at: new Date('2027-03-12T14:00:00Z') };

class RecordingNotices implements BookingNoticeQueue {
  readonly events: BookingEvent[] = [];
  constructor(private readonly uow: InMemoryUnitOfWork) {}
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

let clock: FakeClock;
let w: ReturnType<typeof world>;

function world() {
  const holds = new InMemoryHolds();
  const bookings = new InMemoryBookingRepository(holds);
  const availabilities = new InMemoryAvailabilityRepository(holds);
  const flights = new InMemoryFlightRepository(bookings);
  const billing = new InMemoryBillingRulesRepository();
  const payments = new InMemoryBookingPayments(clock);
  const gateway = new InMemoryConnectGateway(clock);
  const jobs = new InMemoryJobQueue();
  const uow = new InMemoryUnitOfWork([payments]);
  const notices = new RecordingNotices(uow);
  const audit: NewAuditEntry[] = [];
  const auditLog = { record: async (e: NewAuditEntry) => void audit.push(e) } as unknown as AuditLog;
  const zones = new FixedTimeZoneFinder(ZONE);
  const ports: MoneyPorts = {
    payments, gateway, jobs, unitOfWork: uow, bookings, shares, users, billing, availabilities, zones,
    customers: new InMemorySubscriptionRepository(), customerGateway: new FakePaymentGateway(clock), clock, notices, auditLog,
    config: { feePercent: 10, publicUrl: 'http://localhost:3000' },
  };
  const money = new BookingMoney(ports);
  const photos = new FlightPhotos(new FakeImageProcessor(), new InMemoryMediaStore());
  const ground = new GroundAircraft(shares, availabilities, bookings, zones, clock, notices);
  const step = new RunMoneyStep(ports);
  return {
    bookings, availabilities, flights, billing, payments, gateway, jobs, notices, audit, money, ports, ground, step,
    create: new CreateRequest(shares, availabilities, bookings, zones, clock, notices, money),
    change: new ChangeRequest(shares, availabilities, bookings, zones, clock, notices, billing, money),
    undo: new UndoDecision(bookings, clock, notices, money),
    expire: new ExpireDueRequests(bookings, clock, notices, money),
    checkOut: new CheckOutFlight(shares, availabilities, bookings, flights, billing, zones, photos, clock, notices),
    checkIn: new CheckInFlight(shares, availabilities, bookings, flights, zones, photos, ground, clock, notices),
    confirm: new ConfirmFlight(bookings, flights, shares, clock, notices, money),
    dispute: new DisputeFlight(bookings, flights, users, clock, notices, money),
    noShow: new MarkNoShow(bookings, clock, notices, money),
    adminFlights: new AdminFlights(bookings, flights, shares, users, availabilities, zones, auditLog, clock, notices, money),
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

beforeEach(() => {
  clock = new FakeClock(new Date(T0));
  w = world();
});

/** Every booking's ledger balances in its state, and nothing moved twice (each provider id recorded once). */
afterEach(async () => {
  for (const p of w.payments.payments.values()) {
    const entries = await w.payments.entries(p.bookingId);
    expect(balanceProblems(entries, p.state), `booking ${p.bookingId} in ${p.state}`).toEqual([]);
    const ids = entries.filter((e) => e.providerId).map((e) => `${e.kind}:${e.providerId}`);
    expect(new Set(ids).size).toBe(ids.length);
  }
});

// --- The steps of a scenario --------------------------------------------------------------------------------

async function onboard(): Promise<string> {
  await w.payouts.start(OWNER, { returnUrl: '/account/payouts', refreshUrl: '/account/payouts' });
  const account = (await w.payments.payoutAccountOf(OWNER.id))!;
  w.gateway.setAccountState(account.accountId, 'enabled');
  await w.payouts.refresh(account.accountId);
  return account.accountId;
}

async function request(period = NEAR, paymentMethodId: string | null = TEST_CARDS.visa, by = PILOT): Promise<Booking> {
  return w.create.execute(by, 1, { start: period.start, end: period.end, message: 'Hello', paymentMethodId: paymentMethodId ?? undefined });
}

async function approved(period = NEAR, paymentMethodId: string = TEST_CARDS.visa): Promise<Booking> {
  const b = await request(period, paymentMethodId);
  clock.advance(H);
  return w.change.execute(OWNER, b.id, 'approve');
}

/** Runs the money's jobs due now. */
const run = () => w.jobs.runDue(clock, (job) => w.step.execute(job));

/** Checks out at the start and in an hour before the end, with `hours` on the Hobbs. */
async function fly(b: Booking, start: Date, hours = 3): Promise<void> {
  clock.current = new Date(start);
  await w.checkOut.execute(PILOT, b.id, { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 38 }, []);
  clock.current = new Date(start.getTime() + 2 * H);
  await w.checkIn.execute(PILOT, b.id, { hobbs: 1234.5 + hours, tach: 987.6 + hours, landings: 1, route: ['KLOU', 'KLOU'], fuel: [], squawks: [] }, []);
}

const payment = async (b: Booking) => (await w.payments.find(b.id))!;
const ledger = async (b: Booking) => (await w.payments.entries(b.id)).map((e) => [e.kind, e.amountCents] as [LedgerKind, number]);
const count = async (b: Booking, kind: LedgerKind) => (await w.payments.entries(b.id)).filter((e) => e.kind === kind).length;

// --- Onboarding, terms, the request --------------------------------------------------------------------------

describe('payouts and the listing terms', () => {
  it('onboards the owner: pending with what is missing, then enabled', async () => {
    const started = await w.payouts.start(OWNER, { returnUrl: '/r', refreshUrl: '/f' });
    expect(started.state).toBe('pending');
    expect(started.url).toMatch(/^\/sandbox\/connect\?account=acct_/);
    expect((await w.payouts.read(OWNER)).account).toMatchObject({ state: 'pending', missing: ['Bank account', 'Date of birth'] });
    // Starting again resumes the same account.
    await w.payouts.start(OWNER, { returnUrl: '/r', refreshUrl: '/f' });
    expect(w.gateway.accounts.size).toBe(1);
    const id = (await w.payments.payoutAccountOf(OWNER.id))!.accountId;
    w.gateway.setAccountState(id, 'enabled');
    await w.events.execute({ type: 'account.updated', id: 'evt_1', accountId: id });
    expect((await w.payouts.read(OWNER)).account).toMatchObject({ state: 'enabled', missing: [] });
    expect(await w.payouts.read(PILOT)).toEqual({ account: null, balanceCents: 0, payouts: [] });
  });

  it('takes payment only once the owner is enabled, and lets the owner alone set the terms', async () => {
    expect(await w.policy.read(PILOT, 1)).toEqual({ policy: { cancellation: 'moderate', depositCents: 0 }, takesPayment: false, feePercent: 10 });
    await onboard();
    expect((await w.policy.read(null, 1)).takesPayment).toBe(true);
    await expect(w.policy.save(OWNER, 1, { cancellation: 'strict', depositCents: 20_000 })).resolves.toMatchObject({ policy: { cancellation: 'strict', depositCents: 20_000 } });
    await expect(w.policy.save(PILOT, 1, { cancellation: 'flexible', depositCents: 0 })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.policy.save(OWNER, 1, { cancellation: 'lenient', depositCents: -1 })).rejects.toMatchObject({
      code: 'validation_failed', fields: { cancellation: [expect.any(String)], depositCents: [expect.any(String)] },
    });
    await expect(w.policy.read(PILOT, 2)).rejects.toMatchObject({ code: 'not_found' });
    expect((await w.policy.read(PILOT, 1)).policy).toEqual({ cancellation: 'strict', depositCents: 20_000 });
  });

  it('sends requests without payment while the owner is not onboarded', async () => {
    const b = await request(NEAR, null);
    expect(b.state).toBe('pending');
    expect(await w.payments.find(b.id)).toBeNull();
    await expect(w.read.execute(PILOT, b.id)).rejects.toMatchObject({ code: 'not_found', message: PAYMENT_MESSAGES.noPayment });
  });

  it('asks for the card (400 paymentMethodId) and refuses a declined one (402), writing nothing', async () => {
    await onboard();
    await expect(request(NEAR, null)).rejects.toMatchObject({ code: 'validation_failed', fields: { paymentMethodId: [PAYMENT_MESSAGES.cardRequired] } });
    await expect(request(NEAR, TEST_CARDS.declined)).rejects.toMatchObject({ code: 'payment_failed' });
    expect(w.bookings.rows.size).toBe(0);
    expect(w.payments.payments.size).toBe(0);
  });

  it('saves the card and writes the payment with the request: the terms and the expected amount', async () => {
    await onboard();
    await w.policy.save(OWNER, 1, { cancellation: 'flexible', depositCents: 10_000 });
    await w.billing.saveForShare(1, { basis: 'hobbs', wet: false, rateCents: 15_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [{ label: 'Landing', amountCents: 1_500 }] });
    const b = await request();
    expect(await payment(b)).toMatchObject({
      state: 'card_saved', pilotId: PILOT.id, ownerId: OWNER.id, paymentMethodId: TEST_CARDS.visa, customerId: expect.stringMatching(/^cus_/),
      policy: { cancellation: 'flexible', depositCents: 10_000 }, feePercent: 10, expectedCents: 45_000 + 1_500 + 10_000, nextStep: null,
    });
    // A later change of the terms changes no request sent.
    await w.policy.save(OWNER, 1, { cancellation: 'strict', depositCents: 0 });
    expect((await payment(b)).policy.cancellation).toBe('flexible');
  });
});

// --- The happy path and its variants ------------------------------------------------------------------------

describe('a rental paid through the site', () => {
  it('holds at the approval, captures the bill at the close-out, transfers the owner share 72 hours later', async () => {
    await onboard();
    await w.policy.save(OWNER, 1, { cancellation: 'moderate', depositCents: 10_000 });
    const b = await approved();
    expect(await payment(b)).toMatchObject({ state: 'hold_scheduled', nextStep: 'place_hold', nextStepAt: clock.now(), expectedCents: 55_000 });
    expect(await run()).toBe(1);
    expect(await payment(b)).toMatchObject({ state: 'held', holdId: expect.stringMatching(/^pi_/), nextStep: null });
    expect(await ledger(b)).toEqual([['hold', 55_000]]);

    await fly(b, NEAR.at, 3);
    await w.confirm.execute(OWNER, b.id);
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
    expect(w.gateway.calls).toMatchObject({ placeHold: 1, capture: 1, transfer: 1 });
    expect((await w.payouts.read(OWNER)).balanceCents).toBe(40_500);
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
    await w.confirm.execute(OWNER, b.id);
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
    await expect(w.payNow.execute(PILOT, b.id, TEST_CARDS.declined)).rejects.toMatchObject({ code: 'payment_failed' });
    await expect(w.payNow.execute(OWNER, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.payNow.execute(OTHER, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'not_found' });
    expect((await payment(b)).state).toBe('awaiting_payment');
    const paid = await w.payNow.execute(PILOT, b.id, TEST_CARDS.visa);
    expect(paid.payment).toMatchObject({ state: 'held', payBy: null, nextStep: null, paymentMethodId: TEST_CARDS.visa });
    await expect(w.payNow.execute(PILOT, b.id, TEST_CARDS.visa)).rejects.toMatchObject({ code: 'conflict' });
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
    expect(await w.bookings.approvedIn(1, { start: NEAR.at, end: new Date(NEAR.at.getTime() + 3 * H) })).toEqual([]);
    expect(w.notices.of('booking_cancelled').map((e) => e.booking.id)).toEqual([b.id]);
  });
});

// --- Ends without a flight ----------------------------------------------------------------------------------

describe('a request or booking that ends before its flight', () => {
  it('charges nothing when declined, withdrawn or expired', async () => {
    await onboard();
    const declined = await request();
    await w.change.execute(OWNER, declined.id, 'decline', 'Busy');
    const withdrawn = await request({ start: '2027-03-06T09:00', end: '2027-03-06T12:00', at: new Date() });
    await w.change.execute(PILOT, withdrawn.id, 'withdraw');
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
    await w.undo.execute(OWNER, b.id);
    await run();
    expect(await payment(b)).toMatchObject({ state: 'released' });
    expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000]]);
    clock.advance(UNDO_WINDOW_MS);
    await w.change.execute(OWNER, b.id, 'approve');
    await run();
    expect(await payment(b)).toMatchObject({ state: 'held' });
    expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000], ['hold', 45_000]]);
    expect(w.gateway.calls.placeHold).toBe(2);
  });

  const cases: Array<{ policy: CancellationPolicy; before: number; kept: number; by: User }> = [
    { policy: 'flexible', before: 25 * H, kept: 0, by: PILOT },
    { policy: 'flexible', before: 2 * H, kept: 22_500, by: PILOT },
    { policy: 'moderate', before: 73 * H, kept: 0, by: PILOT },
    { policy: 'moderate', before: 30 * H, kept: 22_500, by: PILOT },
    { policy: 'strict', before: 30 * H, kept: 31_500, by: PILOT },
    { policy: 'strict', before: 30 * H, kept: 0, by: OWNER },
    { policy: 'strict', before: 30 * H, kept: 0, by: ADMIN },
  ];
  for (const c of cases) {
    it(`${c.policy}: cancelled by ${c.by === PILOT ? 'the pilot' : c.by === OWNER ? 'the owner' : 'staff'} ${c.before / H} hours before keeps ${c.kept} cents of the hold`, async () => {
      await onboard();
      await w.policy.save(OWNER, 1, { cancellation: c.policy, depositCents: 5_000 });
      const b = await approved();
      await run();
      clock.current = new Date(NEAR.at.getTime() - c.before);
      const quoted = await w.quote.execute(c.by, b.id);
      const { refund } = await w.change.cancel(c.by, b.id, 'Plans changed');
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
    await w.policy.save(OWNER, 1, { cancellation: 'strict', depositCents: 0 });
    const b = await approved();
    await run();
    await w.ground.execute(OWNER, 1, 'Magneto check failed');
    const { refund } = await w.change.cancel(PILOT, b.id, 'Grounded');
    expect(refund).toMatchObject({ cause: 'grounded', keptCents: 0 });
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['release', 45_000]]);
  });

  it('charges what is kept off session when the pilot cancels before the hold was placed', async () => {
    await onboard();
    await w.policy.save(OWNER, 1, { cancellation: 'strict', depositCents: 0 });
    const b = await approved(FAR);
    clock.current = new Date(FAR.at.getTime() - 3 * DAY);
    const { refund } = await w.change.cancel(PILOT, b.id, 'Sick');
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
    await w.change.cancel(PILOT, b.id, 'Sick');
    expect(await payment(b)).toMatchObject({ state: 'released', nextStep: null });
    clock.current = new Date(FAR.at.getTime() - DAY);
    await run();
    expect(await ledger(b)).toEqual([]);
  });

  it("keeps for the pilot's no-show what the policy keeps at the start", async () => {
    await onboard();
    await w.policy.save(OWNER, 1, { cancellation: 'moderate', depositCents: 0 });
    const b = await approved();
    await run();
    clock.current = new Date(NEAR.at.getTime() + 61 * 60_000);
    await w.noShow.execute(OWNER, b.id);
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 22_500], ['release', 22_500]]);
  });

  it('quotes a cancellation only for a party of an approved booking', async () => {
    await onboard();
    const b = await request();
    await expect(w.quote.execute(PILOT, b.id)).rejects.toMatchObject({ code: 'conflict' });
    await w.change.execute(OWNER, b.id, 'approve');
    await expect(w.quote.execute(OTHER, b.id)).rejects.toMatchObject({ code: 'not_found' });
    clock.current = new Date(NEAR.at.getTime() - 30 * H);
    expect(await w.quote.execute(PILOT, b.id)).toMatchObject({ cause: 'pilot_cancelled', keptCents: 22_500, rule: expect.stringContaining('Moderate') });
    expect(await w.quote.execute(OWNER, b.id)).toMatchObject({ cause: 'owner_cancelled', keptCents: 0 });
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
    await w.dispute.execute(PILOT, b.id, 'The Hobbs was wrong');
    clock.advance(TRANSFER_AFTER_MS + H);
    await w.close.execute();
    await run();
    expect(await payment(b)).toMatchObject({ state: 'held', nextStep: null });
    expect(await ledger(b)).toEqual([['hold', 45_000]]);
    await w.adminFlights.resolve(ADMIN, b.id, { resolution: 'Checked the photo', hobbs: 1236.5 });
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
    await w.confirm.execute(OWNER, b.id);
    await run();
    clock.advance(TRANSFER_AFTER_MS);
    await run();
    return b;
  }

  it('reverses the owner part and gives back the fee part of a refund after the transfer, with an audit entry', async () => {
    const b = await transferred();
    await expect(w.refund.execute(PILOT, b.id, { amountCents: 100, reason: 'x' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.refund.execute(ADMIN, b.id, { amountCents: 0, reason: '' })).rejects.toMatchObject({
      code: 'validation_failed', fields: { amountCents: [PAYMENT_MESSAGES.refundAmount], reason: [PAYMENT_MESSAGES.refundReason] },
    });
    await expect(w.refund.execute(ADMIN, b.id, { amountCents: 45_001, reason: 'Too much' })).rejects.toMatchObject({
      code: 'validation_failed', fields: { amountCents: [PAYMENT_MESSAGES.refundTooLarge(45_000)] },
    });
    const read = await w.refund.execute(ADMIN, b.id, { amountCents: 10_000, reason: 'Landing fee waived' });
    expect(read.payment.state).toBe('transferred');
    expect(await ledger(b)).toEqual([
      ['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500], ['refund', 10_000], ['reversal', 9_000], ['fee_refund', 1_000],
    ]);
    expect(w.audit).toMatchObject([{ actor: { id: ADMIN.id }, action: 'update', resource: 'payments', recordId: String(b.id), after: { refund: { amountCents: 10_000, reason: 'Landing fee waived' } } }]);
    await w.refund.execute(ADMIN, b.id, { amountCents: 35_000, reason: 'Everything back' });
    expect(await payment(b)).toMatchObject({ state: 'refunded' });
    expect(totals(await w.payments.entries(b.id))).toMatchObject({ paidNet: 0, feeNet: 0, transferredNet: 0 });
    await expect(w.refund.execute(ADMIN, b.id, { amountCents: 1, reason: 'More' })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refunds before the transfer from the captured payment; the transfer then sends the share of what is left', async () => {
    await onboard();
    const b = await approved();
    await run();
    await fly(b, NEAR.at, 3);
    await w.confirm.execute(OWNER, b.id);
    await run();
    await w.refund.execute(ADMIN, b.id, { amountCents: 5_000, reason: 'Goodwill' });
    clock.advance(TRANSFER_AFTER_MS);
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['refund', 5_000], ['transfer', 36_000], ['fee', 4_000]]);
  });

  it('keeps the transfer waiting while the owner account is restricted, tells him, and sends it once enabled', async () => {
    const account = await onboard();
    const b = await approved();
    await run();
    await fly(b, NEAR.at, 3);
    await w.confirm.execute(OWNER, b.id);
    await run();
    w.gateway.setAccountState(account, 'restricted', ['Identity document']);
    clock.advance(TRANSFER_AFTER_MS);
    await run();
    expect(await payment(b)).toMatchObject({ state: 'captured', nextStep: 'transfer', nextStepAt: new Date(clock.now().getTime() + DAY) });
    expect(await count(b, 'transfer')).toBe(0);
    expect(w.notices.of('payment_transfer_waiting').map((e) => [e.booking.id, e.facts?.amount])).toEqual([[b.id, '$405.00']]);
    expect((await w.payments.payoutAccountOf(OWNER.id))!).toMatchObject({ state: 'restricted', missing: ['Identity document'] });
    // A day later, still restricted: tried again (the sweep queues it); the same event key, so the outbox mails him once.
    clock.advance(DAY);
    expect(await w.sweep.execute()).toBe(1);
    await run();
    expect(w.notices.of('payment_transfer_waiting')).toHaveLength(2);
    expect(await count(b, 'transfer')).toBe(0);
    w.gateway.setAccountState(account, 'enabled');
    await w.events.execute({ type: 'account.updated', id: 'evt_2', accountId: account });
    await w.events.execute({ type: 'account.updated', id: 'evt_2', accountId: account });
    await run();
    expect(await payment(b)).toMatchObject({ state: 'transferred' });
    expect(await count(b, 'transfer')).toBe(1);
    expect(w.gateway.calls.transfer).toBe(1);
  });

  it('shows each side its part; strangers get 404', async () => {
    const b = await transferred();
    const pilot = await w.read.execute(PILOT, b.id);
    expect(pilot).toMatchObject({ viewer: 'pilot', card: 'Visa ending 4242' });
    expect(pilot.entries.map((e) => e.kind)).toEqual(['hold', 'capture']);
    const owner = await w.read.execute(OWNER, b.id);
    expect(owner).toMatchObject({ viewer: 'owner', card: null });
    expect(owner.entries.map((e) => e.kind)).toEqual(['capture', 'transfer', 'fee']);
    expect((await w.read.execute(ADMIN, b.id)).entries).toHaveLength(4);
    await expect(w.read.execute(OTHER, b.id)).rejects.toMatchObject({ code: 'not_found' });
    const shown = await w.adminPayments.show(ADMIN, b.id);
    expect(shown).toMatchObject({ pilot: { id: PILOT.id, name: 'U20 Pilot' }, owner: { id: OWNER.id }, share: { id: 1, title: 'Archer at Bowman' }, totals: { transferredNet: 40_500 } });
    await expect(w.adminPayments.show(PILOT, b.id)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await w.adminPayments.list(ADMIN, { state: 'transferred', offset: 0, limit: 10 })).total).toBe(1);
    expect((await w.adminPayments.list(ADMIN, { state: 'held', offset: 0, limit: 10 })).total).toBe(0);
  });

  it("lists the pilot's payments and the owner's earnings per month, with a CSV", async () => {
    const b = await transferred();
    expect(await w.pilotPayments.execute(PILOT)).toEqual([{
      bookingId: b.id, listing: 'Archer at Bowman, N123AB', start: NEAR.at.toISOString(), state: 'transferred', paidCents: 45_000, refundedCents: 0, receiptUrl: `/requests/${b.id}/receipt`,
    }]);
    expect(await w.pilotPayments.execute(OTHER)).toEqual([]);
    expect((await w.earnings.execute(OWNER)).months).toEqual([{ month: '2027-03', bookings: 1, grossCents: 45_000, feeCents: 4_500, netCents: 40_500, transferredCents: 40_500, pendingCents: 0 }]);
    expect(await w.earnings.csv(OWNER)).toBe('month,bookings,gross_usd,fee_usd,net_usd,transferred_usd,pending_usd\r\n2027-03,1,450.00,45.00,405.00,405.00,0.00\r\n');
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
    await w.confirm.execute(OWNER, b.id);
    await job('capture');
    await job('transfer'); // not due yet: nothing
    expect(await count(b, 'transfer')).toBe(0);
    clock.advance(TRANSFER_AFTER_MS);
    await job('transfer');
    await run(); // the queued jobs too
    await w.sweep.execute();
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500]]);
    expect(w.gateway.calls).toMatchObject({ placeHold: 1, capture: 1, transfer: 1 });
  });

  it('applies provider events twice and out of order without moving anything twice', async () => {
    await onboard();
    const b = await approved();
    await run();
    const holdId = (await payment(b)).holdId!;
    // The capture's webhook arrives before the job could record the capture (its answer was lost).
    await fly(b, NEAR.at, 3);
    await w.confirm.execute(OWNER, b.id);
    w.gateway.lostAnswerOnce.add('capture');
    await run();
    expect(await count(b, 'capture')).toBe(0);
    expect(await w.events.execute({ type: 'payment_intent.succeeded', id: 'evt_c', paymentIntentId: holdId, amountCents: 40_000 + 5_000 })).toBe('applied');
    expect(await w.events.execute({ type: 'payment_intent.succeeded', id: 'evt_c', paymentIntentId: holdId, amountCents: 45_000 })).toBe('already_known');
    clock.advance(60_000);
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000]]);
    expect(w.gateway.calls.capture).toBe(1);
    // A late cancellation event of the captured hold changes nothing.
    expect(await w.events.execute({ type: 'payment_intent.canceled', id: 'evt_x', paymentIntentId: holdId, amountCents: 45_000 })).toBe('already_known');
    clock.advance(TRANSFER_AFTER_MS);
    await run();
    // A refund made at the provider, told twice: recorded once, the owner's part reversed once.
    const refund = { type: 'charge.refunded' as const, id: 'evt_r', paymentIntentId: holdId, refundId: 're_dashboard_1', amountCents: 4_500 };
    expect(await w.events.execute(refund)).toBe('applied');
    expect(await w.events.execute(refund)).toBe('already_known');
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500], ['refund', 4_500], ['reversal', 4_050], ['fee_refund', 450]]);
    expect(await w.events.execute({ type: 'payment_intent.succeeded', id: 'evt_u', paymentIntentId: 'pi_unknown', amountCents: 1 })).toBe('ignored');
  });

  it('survives a worker killed between the capture and the transfer: the sweep queues the transfer again, sent once', async () => {
    await onboard();
    const b = await approved();
    await run();
    await fly(b, NEAR.at, 3);
    await w.confirm.execute(OWNER, b.id);
    await run();
    // The transfer's job was lost with the worker.
    w.jobs.lose();
    clock.advance(TRANSFER_AFTER_MS);
    expect(await run()).toBe(0);
    expect(await w.sweep.execute()).toBe(1);
    // The transfer's answer is lost too: the job is retried with the same key.
    w.gateway.lostAnswerOnce.add('transfer');
    await run();
    expect(await count(b, 'transfer')).toBe(0);
    clock.advance(60_000);
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000], ['capture', 45_000], ['transfer', 40_500], ['fee', 4_500]]);
    expect(w.gateway.calls.transfer).toBe(1);
  });

  it('retries a step whose provider could not be reached', async () => {
    await onboard();
    const b = await approved();
    w.gateway.unavailableOnce.add('placeHold');
    await run();
    expect(w.jobs.failures).toHaveLength(1);
    expect((await payment(b)).state).toBe('hold_scheduled');
    clock.advance(60_000);
    await run();
    expect(await ledger(b)).toEqual([['hold', 45_000]]);
  });
});
