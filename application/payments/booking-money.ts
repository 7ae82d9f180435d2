import type { Booking } from '../../domain/booking/booking.js';
import { isRentalType } from '../../domain/booking/booking.js';
import { invalidFields } from '../../domain/errors.js';
import type { Bill } from '../../domain/flight/flight.js';
import { defaultBillingRules } from '../../domain/flight/billing-input.js';
import { expectedHold, holdDueAt } from '../../domain/payment/amounts.js';
import { quoteRefund } from '../../domain/payment/cancellation.js';
import { totals } from '../../domain/payment/ledger.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { BookingPayment, CancellationCause, PaymentPolicy, RefundQuote } from '../../domain/payment/payment.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import { customerOf, scheduleStep, zoneOfShare, type MoneyPorts } from './money-ports.js';

/** The card saved before a request to a listing that takes payment, and the terms it is sent under. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  accountId: string;
  policy: PaymentPolicy;
  feePercent: number;
  /** "Visa ending 4242". */
  card: string;
}

/** How a booking ended before its flight: free (released) or by a cancellation cause (cancellation.ts). */
export type EndCause = 'declined' | 'expired' | 'withdrawn' | 'undo' | CancellationCause;

/**
 * What the booking and flight services tell the money (issue 37). Every method but beforeRequest runs inside
 * the caller's transaction (the booking's change and the money's are saved together); the provider is called
 * only by beforeRequest (the card, before the transaction) and by the durable steps (money-steps.service.ts).
 */
export interface MoneyHooks {
  /** Saves the card for a listing that takes payment (400 `paymentMethodId` when missing, 402 declined); null otherwise. */
  beforeRequest(pilot: User, share: Share, paymentMethodId: unknown): Promise<SavedCard | null>;
  /** Records the request's payment (state card_saved). */
  requested(booking: Booking, saved: SavedCard | null): Promise<void>;
  /** Schedules the hold: now when the start is within 6 days, else the day before. */
  approved(booking: Booking): Promise<void>;
  /** Nothing charged (decline, expiry, withdrawal, undo: null), or what a cancellation or no-show keeps (its quote). */
  ended(booking: Booking, cause: EndCause): Promise<RefundQuote | null>;
  /** The close-out: the bill is captured. */
  closed(booking: Booking, bill: Bill | null): Promise<void>;
  /** A dispute holds the money until staff resolve it. */
  disputed(booking: Booking): Promise<void>;
}

/** No money (tests of the booking rules alone, listings that never take payment). */
export const NO_MONEY: MoneyHooks = {
  beforeRequest: async () => null,
  requested: async () => {},
  approved: async () => {},
  ended: async () => null,
  closed: async () => {},
  disputed: async () => {},
};

const FREE_ENDS: readonly EndCause[] = ['declined', 'expired', 'withdrawn', 'undo', 'unpaid'];

export class BookingMoney implements MoneyHooks {
  constructor(private readonly ports: MoneyPorts) {}

  /** Whether requests to the listing take payment now: a rental whose owner's payouts are enabled. */
  async takesPayment(share: Share): Promise<boolean> {
    if (!isRentalType(share.type)) return false;
    return (await this.ports.payments.payoutAccountOf(share.owner.id))?.state === 'enabled';
  }

  async beforeRequest(pilot: User, share: Share, paymentMethodId: unknown): Promise<SavedCard | null> {
    if (!isRentalType(share.type)) return null;
    const account = await this.ports.payments.payoutAccountOf(share.owner.id);
    if (account?.state !== 'enabled') return null;
    if (typeof paymentMethodId !== 'string' || !paymentMethodId.trim()) {
      throw invalidFields({ paymentMethodId: [paymentMethodId === undefined || paymentMethodId === null || paymentMethodId === '' ? PAYMENT_MESSAGES.cardRequired : PAYMENT_MESSAGES.cardNotString] });
    }
    const pm = paymentMethodId.trim();
    const customerId = await customerOf(this.ports, pilot);
    const { card } = await this.ports.gateway.saveCard({ customerId, paymentMethodId: pm, key: `user-${pilot.id}-save-card-${pm}` });
    const policy = await this.ports.payments.policyOf(share.id);
    return { customerId, paymentMethodId: pm, accountId: account.accountId, policy, feePercent: this.ports.config.feePercent, card };
  }

  async requested(booking: Booking, saved: SavedCard | null): Promise<void> {
    if (!saved || booking.kind !== 'rental' || !booking.period) return;
    const share = await this.ports.shares.findById(booking.shareId);
    const rules = (await this.ports.billing.forShare(booking.shareId)) ?? (share ? defaultBillingRules(share) : null);
    if (!share || !rules) return;
    const zone = await zoneOfShare(this.ports, share);
    const now = this.ports.clock.now();
    await this.ports.payments.create({
      bookingId: booking.id, pilotId: booking.pilotId, ownerId: booking.ownerId, state: 'card_saved',
      customerId: saved.customerId, paymentMethodId: saved.paymentMethodId, accountId: saved.accountId,
      policy: saved.policy, feePercent: saved.feePercent,
      expectedCents: expectedHold(rules, booking.period, zone, saved.policy.depositCents).totalCents,
      holdId: null, holdExpiresAt: null, payBy: null, dueCents: null, nextStep: null, nextStepAt: null, createdAt: now, updatedAt: now,
    });
  }

  async approved(booking: Booking): Promise<void> {
    const p = await this.ports.payments.lock(booking.id);
    if (!p || !booking.period) return;
    if (p.state === 'held' && p.nextStep === 'capture' && p.dueCents === 0) {
      // Approved again before the undone approval's hold was let go: the hold stands, its release is called off.
      p.dueCents = null;
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    // A request approved again after an undone approval starts afresh (its first hold was released).
    if (p.state !== 'card_saved' && !(p.state === 'released' && totals(await this.ports.payments.entries(p.bookingId)).collected === 0)) return;
    const share = await this.ports.shares.findById(booking.shareId);
    if (share) {
      // The booking's own rules (copied at this approval) make the hold.
      const rules = (await this.ports.billing.forBooking(booking.id)) ?? (await this.ports.billing.forShare(booking.shareId)) ?? defaultBillingRules(share);
      p.expectedCents = expectedHold(rules, booking.period, await zoneOfShare(this.ports, share), p.policy.depositCents).totalCents;
    }
    const now = this.ports.clock.now();
    Object.assign(p, { state: 'hold_scheduled', holdId: null, holdExpiresAt: null, payBy: null, dueCents: null } satisfies Partial<BookingPayment>);
    await scheduleStep(this.ports, p, 'place_hold', holdDueAt(now, booking.period.start));
    await this.ports.payments.save(p);
  }

  async ended(booking: Booking, cause: EndCause): Promise<RefundQuote | null> {
    const p = await this.ports.payments.lock(booking.id);
    if (!p) return null;
    const bookedCents = Math.max(0, p.expectedCents - p.policy.depositCents);
    const now = this.ports.clock.now();
    const quote = FREE_ENDS.includes(cause) ? null
      : quoteRefund({ policy: p.policy.cancellation, cause: cause as CancellationCause, now, start: booking.period?.start ?? now, bookedCents });
    if (!['card_saved', 'hold_scheduled', 'held', 'awaiting_payment'].includes(p.state)) return quote;
    const kept = quote?.keptCents ?? 0;
    const t = totals(await this.ports.payments.entries(p.bookingId));
    p.dueCents = kept;
    if (t.openHold > 0 || kept > 0) {
      // The capture step keeps what is due from the hold (or charges it off session) and releases the rest.
      await scheduleStep(this.ports, p, 'capture', now);
    } else {
      p.state = 'released';
      p.payBy = null;
      await scheduleStep(this.ports, p, null, null);
    }
    await this.ports.payments.save(p);
    return quote;
  }

  async closed(booking: Booking, bill: Bill | null): Promise<void> {
    const p = await this.ports.payments.lock(booking.id);
    if (p?.state === 'transfer_held') {
      // A captured payment a dispute held: the resolution lets its transfer go.
      p.state = 'captured';
      await scheduleStep(this.ports, p, 'transfer', this.ports.clock.now());
      return this.ports.payments.save(p);
    }
    if (!p || !['hold_scheduled', 'held', 'awaiting_payment'].includes(p.state)) return;
    p.dueCents = Math.max(0, bill?.totalCents ?? 0);
    await scheduleStep(this.ports, p, 'capture', this.ports.clock.now());
    await this.ports.payments.save(p);
  }

  async disputed(booking: Booking): Promise<void> {
    const p = await this.ports.payments.lock(booking.id);
    if (!p) return;
    // Nothing is captured before the resolution (the hold stays); a captured payment's transfer waits for it.
    if (p.state === 'captured') {
      p.state = 'transfer_held';
      await scheduleStep(this.ports, p, null, null);
      await this.ports.payments.save(p);
    }
  }
}
