import type { Booking } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { isDomainError } from '../../domain/errors.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import { platformFeeCents } from '../../domain/payment/amounts.js';
import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES, PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import { PAY_WITHIN_MS, TRANSFER_AFTER_MS, type BookingPayment } from '../../domain/payment/payment.js';
import type { BookingMailKind } from '../ports/alert-outbox.js';
import type { MoneyJob } from '../ports/job-queue.js';
import { bookingOf, instantText, scheduleStep, stepKey, zoneOfShare, type MoneyPorts } from './money-ports.js';

const DAY_MS = 24 * 3_600_000;
/** A refusal that trying again with the same request will not change (declined, lapsed, account disabled). */
const refused = (e: unknown): boolean => isDomainError(e) && e.code === 'payment_failed';

/**
 * One durable step of one booking's money (the job queue's handler). Under the payment row's lock it re-reads
 * the state, does nothing unless the step is still the payment's next and due (a job run twice, late, or after
 * the state moved on, moves nothing), calls the provider with the step's idempotency key, records the ledger
 * entries (each once: kind + provider id) and saves the next step, queued once the transaction commits.
 * A provider that cannot be reached throws: the job is retried with backoff.
 *
 *   place_hold     the hold for the expected amount; a decline: awaiting_payment, the pilot mailed, expire_unpaid at payBy
 *   capture        what is due (the bill, or what a cancellation keeps) from the hold, any excess charged off session,
 *                  the rest released; a lapsed hold: the whole amount off session; then the transfer 72 hours later
 *   transfer       the owner's share less the platform fee, to an enabled account; else retried daily, the owner told
 *   expire_unpaid  unpaid by payBy: the booking is cancelled (cause unpaid) and its period freed
 */
export class RunMoneyStep {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(job: MoneyJob): Promise<void> {
    await this.ports.unitOfWork.run(async () => {
      const p = await this.ports.payments.lock(job.bookingId);
      const now = this.ports.clock.now();
      if (!p || p.nextStep !== job.step || !p.nextStepAt || p.nextStepAt.getTime() > now.getTime()) return;
      if (job.step === 'place_hold') await this.placeHold(p);
      else if (job.step === 'capture') await this.capture(p);
      else if (job.step === 'transfer') await this.transfer(p);
      else await this.expireUnpaid(p);
    });
  }

  private async placeHold(p: BookingPayment): Promise<void> {
    const booking = await bookingOf(this.ports, p.bookingId);
    if (booking.state !== 'approved') {
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    if (p.expectedCents <= 0) {
      // Nothing to hold (a listing without a rate): the bill is charged off session at the close-out.
      Object.assign(p, { state: 'held', holdId: null, holdExpiresAt: null, payBy: null });
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    try {
      const hold = await this.ports.gateway.placeHold({
        customerId: p.customerId, paymentMethodId: p.paymentMethodId, amountCents: p.expectedCents, bookingId: p.bookingId, key: stepKey(p, 'hold'),
      });
      await this.ports.payments.record({ bookingId: p.bookingId, kind: 'hold', amountCents: p.expectedCents, providerId: hold.holdId, by: 'system', note: LEDGER_NOTES.hold });
      Object.assign(p, { state: 'held', holdId: hold.holdId, holdExpiresAt: hold.expiresAt, payBy: null });
      await scheduleStep(this.ports, p, null, null);
      await this.ports.payments.save(p);
    } catch (e) {
      if (!refused(e)) throw e;
      await this.awaitPayment(p, booking, 'payment_hold_failed', p.expectedCents);
    }
  }

  /** The hold or the charge failed: the pilot is mailed and has PAY_WITHIN_MS to pay (PayNow). */
  private async awaitPayment(p: BookingPayment, booking: Booking, kind: BookingMailKind, amountCents: number): Promise<void> {
    const now = this.ports.clock.now();
    // 24 hours, but never past the start of a booking not flown yet: nobody flies unpaid.
    const start = booking.state === 'approved' && booking.period ? booking.period.start.getTime() : Infinity;
    const payBy = new Date(Math.max(now.getTime(), Math.min(now.getTime() + PAY_WITHIN_MS, start)));
    p.state = 'awaiting_payment';
    p.payBy = payBy;
    await scheduleStep(this.ports, p, 'expire_unpaid', payBy);
    const share = await this.ports.shares.findById(booking.shareId);
    const zone = share ? await zoneOfShare(this.ports, share) : 'UTC';
    await this.ports.notices.within(() => this.ports.payments.save(p), () => [{
      kind, booking, occurrence: String(payBy.getTime()), facts: { payBy: instantText(payBy, zone), amount: formatCentsExact(amountCents) },
    }]);
  }

  private async capture(p: BookingPayment): Promise<void> {
    const due = p.dueCents ?? 0;
    const booking = await bookingOf(this.ports, p.bookingId);
    const flown = booking.state === 'closed';
    let t = totals(await this.ports.payments.entries(p.bookingId));
    let remaining = Math.max(0, due - t.collected);
    const by = 'system' as const;
    const capturedBefore = (await this.ports.payments.entries(p.bookingId)).some((e) => e.kind === 'capture' && e.providerId === p.holdId);
    if (p.holdId && t.openHold > 0 && capturedBefore) {
      // Captured already (the provider's event was recorded before this run could record its own): the rest was released with it.
      await this.ports.payments.record({ bookingId: p.bookingId, kind: 'release', amountCents: t.openHold, providerId: p.holdId, by, note: LEDGER_NOTES.releaseRest });
      t = totals(await this.ports.payments.entries(p.bookingId));
      remaining = Math.max(0, due - t.collected);
    } else if (p.holdId && t.openHold > 0) {
      const fromHold = Math.min(remaining, t.openHold);
      try {
        if (fromHold > 0) {
          const r = await this.ports.gateway.capture({ holdId: p.holdId, amountCents: fromHold, key: stepKey(p, 'capture') });
          await this.ports.payments.record({ bookingId: p.bookingId, kind: 'capture', amountCents: r.capturedCents, providerId: p.holdId, by, note: flown ? LEDGER_NOTES.bill : LEDGER_NOTES.kept });
          if (r.releasedCents > 0) await this.ports.payments.record({ bookingId: p.bookingId, kind: 'release', amountCents: r.releasedCents, providerId: p.holdId, by, note: LEDGER_NOTES.releaseRest });
          remaining -= r.capturedCents;
        } else {
          await this.ports.gateway.releaseHold({ holdId: p.holdId, key: stepKey(p, 'release') });
          await this.ports.payments.record({ bookingId: p.bookingId, kind: 'release', amountCents: t.openHold, providerId: p.holdId, by, note: LEDGER_NOTES.releaseNothingDue });
        }
      } catch (e) {
        if (!refused(e)) throw e;
        // The authorisation lapsed (or the hold is gone): nothing is left of it; what is due is charged off session.
        await this.ports.payments.record({ bookingId: p.bookingId, kind: 'release', amountCents: t.openHold, providerId: p.holdId, by, note: LEDGER_NOTES.holdLapsed });
      }
      t = totals(await this.ports.payments.entries(p.bookingId));
      remaining = Math.max(0, due - t.collected);
    }
    if (remaining > 0) {
      try {
        const r = await this.ports.gateway.chargeOffSession({
          customerId: p.customerId, paymentMethodId: p.paymentMethodId, amountCents: remaining, bookingId: p.bookingId, key: stepKey(p, 'charge'),
        });
        const note = !flown ? LEDGER_NOTES.keptOffSession : t.captured > 0 ? LEDGER_NOTES.billBeyondHold : p.holdId ? LEDGER_NOTES.billAfterLapse : LEDGER_NOTES.bill;
        await this.ports.payments.record({ bookingId: p.bookingId, kind: 'charge', amountCents: remaining, providerId: r.chargeId, by, note });
      } catch (e) {
        if (!refused(e)) throw e;
        t = totals(await this.ports.payments.entries(p.bookingId));
        // A flown booking's bill: the pilot is mailed and pays by a time; a cancellation's kept part is let go.
        if (flown) return this.awaitPayment(p, booking, 'payment_charge_failed', remaining);
        return this.afterCapture(p, t.collected);
      }
    }
    t = totals(await this.ports.payments.entries(p.bookingId));
    return this.afterCapture(p, t.collected);
  }

  /** Captured: the owner's share waits 72 hours (a dispute would hold it); nothing captured: released. */
  private async afterCapture(p: BookingPayment, collected: number): Promise<void> {
    p.payBy = null;
    if (collected > 0) {
      p.state = 'captured';
      await scheduleStep(this.ports, p, 'transfer', new Date(this.ports.clock.now().getTime() + TRANSFER_AFTER_MS));
    } else {
      p.state = p.state === 'awaiting_payment' ? 'failed' : 'released';
      await scheduleStep(this.ports, p, null, null);
    }
    await this.ports.payments.save(p);
  }

  private async transfer(p: BookingPayment): Promise<void> {
    if (p.state !== 'captured') {
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    const entries = await this.ports.payments.entries(p.bookingId);
    const t = totals(entries);
    const fee = Math.max(0, platformFeeCents(t.paidNet, p.feePercent) - t.feeNet);
    const share = Math.max(0, t.ownerPending - fee);
    const account = await this.refreshAccount(p.accountId);
    if (share > 0 && account !== 'enabled') return this.waitForAccount(p, share);
    const source = entries.find((e) => e.kind === 'capture' || e.kind === 'charge')?.providerId ?? `booking-${p.bookingId}`;
    if (share > 0) {
      try {
        const r = await this.ports.gateway.transfer({ accountId: p.accountId, amountCents: share, bookingId: p.bookingId, key: stepKey(p, 'transfer') });
        await this.ports.payments.record({ bookingId: p.bookingId, kind: 'transfer', amountCents: share, providerId: r.transferId, by: 'system', note: LEDGER_NOTES.transfer });
      } catch (e) {
        if (!refused(e)) throw e;
        return this.waitForAccount(p, share);
      }
    }
    if (fee > 0) await this.ports.payments.record({ bookingId: p.bookingId, kind: 'fee', amountCents: fee, providerId: source, by: 'system', note: LEDGER_NOTES.fee(p.feePercent) });
    p.state = t.paidNet > 0 ? 'transferred' : 'refunded';
    await scheduleStep(this.ports, p, null, null);
    await this.ports.payments.save(p);
  }

  /** The account's state as the provider says now, kept in our record. */
  private async refreshAccount(accountId: string): Promise<string> {
    const stored = await this.ports.payments.payoutAccountById(accountId);
    const live = await this.ports.gateway.retrieveAccount(accountId);
    if (stored && (stored.state !== live.state || stored.missing.join('|') !== live.missing.join('|'))) {
      await this.ports.payments.savePayoutAccount({ ...stored, state: live.state, missing: live.missing, updatedAt: this.ports.clock.now() });
    }
    return live.state;
  }

  /** The owner's account cannot receive transfers: tried again daily (sooner when the account is enabled); he is told once. */
  private async waitForAccount(p: BookingPayment, share: number): Promise<void> {
    const booking = await bookingOf(this.ports, p.bookingId);
    // Left to the minute sweep rather than queued: the account enabled earlier brings it forward (PayoutAccounts.refresh).
    await scheduleStep(this.ports, p, 'transfer', new Date(this.ports.clock.now().getTime() + DAY_MS), false);
    await this.ports.notices.within(() => this.ports.payments.save(p), () => [{
      kind: 'payment_transfer_waiting', booking, facts: { amount: formatCentsExact(share) },
    }]);
  }

  private async expireUnpaid(p: BookingPayment): Promise<void> {
    if (p.state !== 'awaiting_payment') {
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    const booking = await bookingOf(this.ports, p.bookingId);
    const collected = totals(await this.ports.payments.entries(p.bookingId)).collected;
    if (booking.state === 'approved') {
      // Unpaid in time: the booking is cancelled and its period freed; both sides hear of it.
      const now = this.ports.clock.now();
      const cancelled = { ...transition(booking, 'cancel', { by: 'admin', now, reason: PAYMENT_MESSAGES.unpaidReason }), cancelledBy: 'system' as const };
      await this.ports.notices.within(async () => {
        const saved = await this.ports.bookings.saveTransition(booking, cancelled);
        p.state = 'failed';
        p.dueCents = 0;
        await scheduleStep(this.ports, p, null, null);
        await this.ports.payments.save(p);
        return saved;
      }, (saved) => [{ kind: 'booking_cancelled', booking: saved }]);
      return;
    }
    if (booking.state === 'checked_out' || booking.state === 'flown' || booking.state === 'disputed') {
      // Checked out before paying: the close-out charges the bill off session (and asks again if that fails).
      p.payBy = null;
      await scheduleStep(this.ports, p, null, null);
      return this.ports.payments.save(p);
    }
    // A bill left unpaid after the flight (or a booking gone meanwhile): what was collected goes on to the owner;
    // staff follow up on the rest.
    return this.afterCapture(p, collected);
  }
}

/** The sweep (every minute): re-queues each step whose time passed, in case its job was lost between commit and send. */
export class QueueDueMoneySteps {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(limit = 200): Promise<number> {
    const due = await this.ports.payments.dueSteps(this.ports.clock.now(), limit);
    for (const d of due) await this.ports.jobs.schedule({ step: d.step, bookingId: d.bookingId }, d.at);
    return due.length;
  }
}
