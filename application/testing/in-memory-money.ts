/**
 * In-memory money ports (issue 37) for application tests: our record of the money, a provider that keeps
 * Stripe's rules that matter here (idempotency keys, the test cards, holds that lapse, no capture above the
 * hold, no transfer to a disabled account), a job queue a test runs by the clock, and a unit of work that
 * runs its afterCommit tasks after the outermost run and rolls the money's record back when the work throws.
 */
import { DomainError, notFound } from '../../domain/errors.js';
import { DEFAULT_POLICY, HOLD_LIFETIME_MS, type BookingPayment, type LedgerEntry, type MoneyStep, type PaymentPolicy, type PayoutAccount, type PayoutState } from '../../domain/payment/payment.js';
import type { BookingPaymentRepository, NewLedgerEntry } from '../ports/booking-payment.repository.js';
import type { ChargeInput, ConnectGateway, ProviderPayout, TransferInput } from '../ports/connect-gateway.js';
import type { JobQueue, MoneyJob, MoneyJobHandler } from '../ports/job-queue.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/** Something whose writes a failed unit of work takes back. */
export interface Rollbackable {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

export class InMemoryBookingPayments implements BookingPaymentRepository, Rollbackable {
  accounts = new Map<number, PayoutAccount>();
  policies = new Map<number, PaymentPolicy>();
  payments = new Map<number, BookingPayment>();
  ledger: LedgerEntry[] = [];
  private nextEntryId = 1;

  constructor(private readonly clock: Clock) {}

  snapshot(): unknown {
    return structuredClone({ accounts: this.accounts, policies: this.policies, payments: this.payments, ledger: this.ledger, nextEntryId: this.nextEntryId });
  }
  restore(s: unknown): void {
    const saved = structuredClone(s) as { accounts: Map<number, PayoutAccount>; policies: Map<number, PaymentPolicy>; payments: Map<number, BookingPayment>; ledger: LedgerEntry[]; nextEntryId: number };
    Object.assign(this, saved);
  }

  async payoutAccountOf(userId: number) {
    const a = this.accounts.get(userId);
    return a ? structuredClone(a) : null;
  }
  async payoutAccountById(accountId: string) {
    const a = [...this.accounts.values()].find((x) => x.accountId === accountId);
    return a ? structuredClone(a) : null;
  }
  async savePayoutAccount(account: PayoutAccount) {
    this.accounts.set(account.userId, structuredClone(account));
  }
  async policyOf(shareId: number) {
    return structuredClone(this.policies.get(shareId) ?? DEFAULT_POLICY);
  }
  async savePolicy(shareId: number, policy: PaymentPolicy) {
    this.policies.set(shareId, structuredClone(policy));
  }
  async find(bookingId: number) {
    const p = this.payments.get(bookingId);
    return p ? structuredClone(p) : null;
  }
  async lock(bookingId: number) {
    // One event loop: a step's reads and writes are not interleaved with another's between awaits of the
    // provider only in tests that run steps one after the other (the PostgreSQL adapter locks the row).
    return this.find(bookingId);
  }
  async create(payment: BookingPayment) {
    if (this.payments.has(payment.bookingId)) throw new DomainError('conflict', `Booking ${payment.bookingId} already has a payment.`);
    this.payments.set(payment.bookingId, structuredClone(payment));
  }
  async save(payment: BookingPayment) {
    if (!this.payments.has(payment.bookingId)) throw notFound(`Booking ${payment.bookingId} has no payment.`);
    this.payments.set(payment.bookingId, structuredClone({ ...payment, updatedAt: this.clock.now() }));
  }
  async dueSteps(now: Date, limit: number) {
    return [...this.payments.values()]
      .filter((p) => p.nextStep && p.nextStepAt && p.nextStepAt.getTime() <= now.getTime())
      .sort((a, b) => a.nextStepAt!.getTime() - b.nextStepAt!.getTime())
      .slice(0, limit)
      .map((p) => ({ bookingId: p.bookingId, step: p.nextStep!, at: new Date(p.nextStepAt!) }));
  }
  async entries(bookingId: number) {
    return this.ledger.filter((e) => e.bookingId === bookingId).map((e) => structuredClone(e));
  }
  async record(entry: NewLedgerEntry) {
    if (entry.providerId !== null && this.ledger.some((e) => e.bookingId === entry.bookingId && e.kind === entry.kind && e.providerId === entry.providerId)) return false;
    this.ledger.push({ ...structuredClone(entry), id: this.nextEntryId++, createdAt: this.clock.now() });
    return true;
  }
  async bookingOfProviderId(providerId: string) {
    const p = [...this.payments.values()].find((x) => x.holdId === providerId);
    if (p) return p.bookingId;
    return this.ledger.find((e) => e.providerId === providerId)?.bookingId ?? null;
  }
  async statesOf(bookingIds: number[]) {
    const states = new Map<number, BookingPayment['state']>();
    for (const id of bookingIds) {
      const payment = await this.find(id);
      if (payment) states.set(id, payment.state);
    }
    return states;
  }
  async listForPilot(pilotId: number, offset: number, limit: number) {
    return [...this.payments.values()].filter((p) => p.pilotId === pilotId).sort((a, b) => b.bookingId - a.bookingId).slice(offset, offset + limit).map((p) => structuredClone(p));
  }
  async listForOwner(ownerId: number) {
    return [...this.payments.values()].filter((p) => p.ownerId === ownerId).sort((a, b) => a.bookingId - b.bookingId).map((p) => structuredClone(p));
  }
  async list(q: { state?: BookingPayment['state']; bookingId?: number; offset: number; limit: number }) {
    const all = [...this.payments.values()]
      .filter((p) => (q.state === undefined || p.state === q.state) && (q.bookingId === undefined || p.bookingId === q.bookingId))
      .sort((a, b) => b.bookingId - a.bookingId);
    return { rows: all.slice(q.offset, q.offset + q.limit).map((p) => structuredClone(p)), total: all.length };
  }
}

interface Hold {
  id: string;
  amountCents: number;
  expiresAt: Date;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  capturedCents: number;
}

/** Stripe's test cards as the sandbox knows them. */
export const TEST_CARDS = {
  /** Saved, held and charged. */
  visa: 'pm_card_visa',
  /** Declined at once: the card is not saved. */
  declined: 'pm_card_chargeDeclined',
  /** Saved, but every later hold or charge off session is declined (Stripe's pm_card_chargeCustomerFail). */
  failsLater: 'pm_card_chargeCustomerFail',
} as const;

const declined = () => new DomainError('payment_failed', 'Your card was declined.');

/**
 * The provider in memory. A repeated idempotency key answers the first call's result (a refusal is not
 * remembered: the caller may try again). `calls` counts the calls that moved money, by method.
 */
export class InMemoryConnectGateway implements ConnectGateway {
  readonly mode = 'sandbox' as const;
  readonly accounts = new Map<string, { userId: number; state: Exclude<PayoutState, 'none'>; missing: string[] }>();
  readonly holds = new Map<string, Hold>();
  readonly charges = new Map<string, { amountCents: number; refundedCents: number }>();
  readonly transfers = new Map<string, { accountId: string; amountCents: number; reversedCents: number }>();
  readonly payouts: Array<ProviderPayout & { accountId: string }> = [];
  readonly calls: Record<string, number> = {};
  /** Makes the next call of this method fail as a provider that cannot be reached (the job retries). */
  readonly unavailableOnce = new Set<string>();
  /** Makes the next call of this method do its work and then fail to answer (a worker killed mid-call, a lost response). */
  readonly lostAnswerOnce = new Set<string>();
  private readonly results = new Map<string, unknown>();
  private n = 0;

  constructor(private readonly clock: Clock) {}

  /** Test helper: the onboarding state Stripe would report. */
  setAccountState(accountId: string, state: Exclude<PayoutState, 'none'>, missing: string[] = state === 'enabled' ? [] : ['Bank account']) {
    const a = this.accounts.get(accountId);
    if (!a) throw notFound('No such account');
    a.state = state;
    a.missing = missing;
  }

  private id(prefix: string) {
    return `${prefix}_mem_${++this.n}`;
  }

  /** Runs `work` once per key: a repeated key answers the stored result. */
  private async once<T>(method: string, key: string, work: () => T): Promise<T> {
    if (this.unavailableOnce.delete(method)) throw new DomainError('unavailable', 'The payment provider could not be reached.');
    const k = `${method}:${key}`;
    if (this.results.has(k)) return structuredClone(this.results.get(k)) as T;
    const result = work();
    this.calls[method] = (this.calls[method] ?? 0) + 1;
    this.results.set(k, structuredClone(result));
    if (this.lostAnswerOnce.delete(method)) throw new DomainError('unavailable', 'The payment provider did not answer.');
    return result;
  }

  async createAccount(input: { userId: number; email: string }) {
    const id = this.id('acct');
    this.accounts.set(id, { userId: input.userId, state: 'pending', missing: ['Bank account', 'Date of birth'] });
    return id;
  }
  async accountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) {
    return `/sandbox/connect?account=${encodeURIComponent(input.accountId)}`;
  }
  async retrieveAccount(accountId: string) {
    const a = this.accounts.get(accountId);
    if (!a) throw notFound('No such account');
    return { state: a.state, missing: [...a.missing] };
  }
  async balanceAndPayouts(accountId: string) {
    const transferred = [...this.transfers.values()].filter((t) => t.accountId === accountId).reduce((s, t) => s + t.amountCents - t.reversedCents, 0);
    const mine = this.payouts.filter((p) => p.accountId === accountId);
    const paidOut = mine.filter((p) => p.status !== 'failed' && p.status !== 'canceled').reduce((s, p) => s + p.amountCents, 0);
    return { balanceCents: transferred - paidOut, payouts: mine.map(({ accountId: _a, ...p }) => ({ ...p })).reverse() };
  }
  async saveCard(input: { customerId: string; paymentMethodId: string; key: string }) {
    if (input.paymentMethodId === TEST_CARDS.declined) throw declined();
    if (!input.paymentMethodId.startsWith('pm_')) throw new DomainError('payment_failed', 'This card could not be saved.');
    return this.once('saveCard', input.key, () => ({ setupIntentId: this.id('seti'), card: cardOf(input.paymentMethodId) }));
  }
  async describeCard(paymentMethodId: string) {
    return cardOf(paymentMethodId);
  }
  async placeHold(input: { customerId: string; paymentMethodId: string; amountCents: number; bookingId: number; key: string }) {
    if (input.paymentMethodId !== TEST_CARDS.visa && !input.paymentMethodId.startsWith('pm_sbx_')) throw declined();
    return this.once('placeHold', input.key, () => {
      const hold: Hold = { id: this.id('pi'), amountCents: input.amountCents, expiresAt: new Date(this.clock.now().getTime() + HOLD_LIFETIME_MS), status: 'requires_capture', capturedCents: 0 };
      this.holds.set(hold.id, hold);
      return { holdId: hold.id, expiresAt: hold.expiresAt };
    });
  }
  private openHold(holdId: string): Hold {
    const hold = this.holds.get(holdId);
    if (!hold) throw notFound('No such payment');
    if (hold.status === 'requires_capture' && this.clock.now().getTime() >= hold.expiresAt.getTime()) hold.status = 'canceled';
    return hold;
  }
  async capture(input: { holdId: string; amountCents: number; key: string }) {
    const k = `capture:${input.key}`;
    if (this.results.has(k)) return this.once('capture', input.key, () => ({ capturedCents: 0, releasedCents: 0 }));
    const hold = this.openHold(input.holdId);
    if (hold.status === 'canceled') throw new DomainError('payment_failed', 'The authorisation on the card lapsed before it was captured.');
    if (hold.status === 'succeeded') throw new DomainError('payment_failed', 'This payment was captured already.');
    if (input.amountCents > hold.amountCents) throw new DomainError('payment_failed', 'The amount to capture is larger than the hold.');
    return this.once('capture', input.key, () => {
      hold.status = 'succeeded';
      hold.capturedCents = input.amountCents;
      this.charges.set(hold.id, { amountCents: input.amountCents, refundedCents: 0 });
      return { capturedCents: input.amountCents, releasedCents: hold.amountCents - input.amountCents };
    });
  }
  async releaseHold(input: { holdId: string; key: string }) {
    const hold = this.openHold(input.holdId);
    return this.once('releaseHold', input.key, () => {
      const released = hold.status === 'requires_capture' || hold.status === 'canceled' ? hold.amountCents : 0;
      hold.status = 'canceled';
      return { releasedCents: released };
    });
  }
  async chargeOffSession(input: ChargeInput) {
    if (input.paymentMethodId !== TEST_CARDS.visa && !input.paymentMethodId.startsWith('pm_sbx_')) throw declined();
    return this.once('chargeOffSession', input.key, () => {
      const id = this.id('pi');
      this.charges.set(id, { amountCents: input.amountCents, refundedCents: 0 });
      return { chargeId: id };
    });
  }
  async refund(input: { paymentId: string; amountCents: number; key: string }) {
    const k = `refund:${input.key}`;
    if (!this.results.has(k)) {
      const charge = this.charges.get(input.paymentId);
      if (!charge) throw notFound('No such payment');
      if (charge.refundedCents + input.amountCents > charge.amountCents) throw new DomainError('payment_failed', 'The refund is larger than what is left of the payment.');
    }
    return this.once('refund', input.key, () => {
      this.charges.get(input.paymentId)!.refundedCents += input.amountCents;
      return { refundId: this.id('re') };
    });
  }
  async transfer(input: TransferInput) {
    const k = `transfer:${input.key}`;
    if (!this.results.has(k)) {
      const account = this.accounts.get(input.accountId);
      if (!account) throw notFound('No such account');
      if (account.state !== 'enabled') throw new DomainError('payment_failed', 'The connected account cannot receive transfers.');
    }
    return this.once('transfer', input.key, () => {
      const id = this.id('tr');
      this.transfers.set(id, { accountId: input.accountId, amountCents: input.amountCents, reversedCents: 0 });
      return { transferId: id };
    });
  }
  async reverseTransfer(input: { transferId: string; amountCents: number; key: string }) {
    const k = `reverseTransfer:${input.key}`;
    if (!this.results.has(k)) {
      const t = this.transfers.get(input.transferId);
      if (!t) throw notFound('No such transfer');
      if (t.reversedCents + input.amountCents > t.amountCents) throw new DomainError('payment_failed', 'The reversal is larger than the transfer.');
    }
    return this.once('reverseTransfer', input.key, () => {
      this.transfers.get(input.transferId)!.reversedCents += input.amountCents;
      return { reversalId: this.id('trr') };
    });
  }
}

function cardOf(paymentMethodId: string): string {
  if (paymentMethodId === TEST_CARDS.visa) return 'Visa ending 4242';
  if (paymentMethodId === TEST_CARDS.declined) return 'Visa ending 0002';
  if (paymentMethodId === TEST_CARDS.failsLater) return 'Visa ending 0341';
  return 'Card ending 4242';
}

/**
 * Jobs in memory: one queued job per booking and step (a second schedule of a queued one is ignored, as
 * pg-boss's singleton key), run by `runDue` when the clock says they are due; a job that throws is queued
 * again a minute later (the backoff), its error kept in `failures`.
 */
export class InMemoryJobQueue implements JobQueue {
  readonly queued: Array<{ job: MoneyJob; at: Date }> = [];
  readonly ran: MoneyJob[] = [];
  readonly failures: Array<{ job: MoneyJob; error: unknown }> = [];

  async schedule(job: MoneyJob, at: Date) {
    if (this.queued.some((q) => q.job.bookingId === job.bookingId && q.job.step === job.step)) return;
    this.queued.push({ job: { ...job }, at: new Date(at) });
  }

  /** The queued jobs of a booking, by step. */
  of(bookingId: number): Array<{ step: MoneyStep; at: Date }> {
    return this.queued.filter((q) => q.job.bookingId === bookingId).map((q) => ({ step: q.job.step, at: q.at }));
  }

  /** Runs the jobs due by the clock (and those they queue that are due too), oldest first; answers how many ran. */
  async runDue(clock: Clock, handler: MoneyJobHandler, max = 1000): Promise<number> {
    let count = 0;
    for (;;) {
      const now = clock.now().getTime();
      const due = this.queued.filter((q) => q.at.getTime() <= now).sort((a, b) => a.at.getTime() - b.at.getTime())[0];
      if (!due || count >= max) return count;
      this.queued.splice(this.queued.indexOf(due), 1);
      count++;
      this.ran.push(due.job);
      try {
        await handler(due.job);
      } catch (error) {
        this.failures.push({ job: due.job, error });
        this.queued.push({ job: due.job, at: new Date(now + 60_000) });
      }
    }
  }

  /** Forgets the queued jobs (a worker killed before they were sent; the sweep finds them again). */
  lose(): void {
    this.queued.splice(0, this.queued.length);
  }
}

/** Transactions in memory: afterCommit tasks wait for the outermost run; a run that throws restores the participants. */
export class InMemoryUnitOfWork implements UnitOfWork {
  private depth = 0;
  private pending: Array<() => Promise<void>> = [];

  constructor(private readonly participants: Rollbackable[] = []) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const snapshots = this.participants.map((p) => p.snapshot());
    const queuedBefore = this.pending.length;
    this.depth++;
    let result: T;
    try {
      result = await work();
    } catch (e) {
      // As a rolled-back savepoint: its writes and its afterCommit tasks are gone, the outer run's stay.
      this.participants.forEach((p, i) => p.restore(snapshots[i]));
      this.pending.splice(queuedBefore);
      this.depth--;
      throw e;
    }
    this.depth--;
    if (this.depth === 0) {
      const tasks = this.pending;
      this.pending = [];
      for (const task of tasks) await task();
    }
    return result;
  }

  async afterCommit(task: () => Promise<void>): Promise<void> {
    if (this.depth === 0) await task();
    else this.pending.push(task);
  }
}

type MoneyMethod = 'saveCard' | 'placeHold' | 'capture' | 'releaseHold' | 'chargeOffSession' | 'refund' | 'transfer' | 'reverseTransfer';
const MONEY_METHODS: readonly MoneyMethod[] = ['saveCard', 'placeHold', 'capture', 'releaseHold', 'chargeOffSession', 'refund', 'transfer', 'reverseTransfer'];

/**
 * Faults around any ConnectGateway (the in-memory one, or the sandbox on PostgreSQL), for the money's scenario
 * tests: a call that cannot reach the provider, a call whose answer is lost after the provider did the work,
 * and how many calls moved money (a repeated idempotency key counts once).
 */
export class FaultyConnectGateway implements ConnectGateway {
  readonly unreachable = new Set<MoneyMethod>();
  readonly loseAnswer = new Set<MoneyMethod>();
  private readonly keys = new Map<MoneyMethod, Set<string>>();

  constructor(private readonly inner: ConnectGateway) {}

  get mode() {
    return this.inner.mode;
  }

  /** The distinct keys each money-moving method was called with successfully. */
  calls(): Record<string, number> {
    return Object.fromEntries([...this.keys].map(([m, k]) => [m, k.size]));
  }

  private async around<T>(method: MoneyMethod, key: string, call: () => Promise<T>): Promise<T> {
    if (this.unreachable.delete(method)) throw new DomainError('unavailable', 'The payment provider could not be reached.');
    const result = await call();
    if (!this.keys.has(method)) this.keys.set(method, new Set());
    this.keys.get(method)!.add(key);
    if (this.loseAnswer.delete(method)) throw new DomainError('unavailable', 'The payment provider did not answer.');
    return result;
  }

  createAccount(input: { userId: number; email: string }) { return this.inner.createAccount(input); }
  accountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) { return this.inner.accountLink(input); }
  retrieveAccount(accountId: string) { return this.inner.retrieveAccount(accountId); }
  balanceAndPayouts(accountId: string) { return this.inner.balanceAndPayouts(accountId); }
  describeCard(paymentMethodId: string) { return this.inner.describeCard(paymentMethodId); }
  saveCard(i: Parameters<ConnectGateway['saveCard']>[0]) { return this.around('saveCard', i.key, () => this.inner.saveCard(i)); }
  placeHold(i: Parameters<ConnectGateway['placeHold']>[0]) { return this.around('placeHold', i.key, () => this.inner.placeHold(i)); }
  capture(i: Parameters<ConnectGateway['capture']>[0]) { return this.around('capture', i.key, () => this.inner.capture(i)); }
  releaseHold(i: Parameters<ConnectGateway['releaseHold']>[0]) { return this.around('releaseHold', i.key, () => this.inner.releaseHold(i)); }
  chargeOffSession(i: Parameters<ConnectGateway['chargeOffSession']>[0]) { return this.around('chargeOffSession', i.key, () => this.inner.chargeOffSession(i)); }
  refund(i: Parameters<ConnectGateway['refund']>[0]) { return this.around('refund', i.key, () => this.inner.refund(i)); }
  transfer(i: Parameters<ConnectGateway['transfer']>[0]) { return this.around('transfer', i.key, () => this.inner.transfer(i)); }
  reverseTransfer(i: Parameters<ConnectGateway['reverseTransfer']>[0]) { return this.around('reverseTransfer', i.key, () => this.inner.reverseTransfer(i)); }
}

export { MONEY_METHODS, type MoneyMethod };
