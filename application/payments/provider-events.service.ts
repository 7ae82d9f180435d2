import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES } from '../../domain/payment/payment-messages.js';
import type { LedgerEntry, PayoutState } from '../../domain/payment/payment.js';
import type { MoneyPorts } from './money-ports.js';
import { PayoutAccounts } from './payout-accounts.service.js';
import { settleRefund } from './refund-split.js';

/**
 * A provider's webhook event as the webhook adapter (adapters/payments/stripe-webhook.ts toProviderEvent)
 * normalizes it, its signature already checked: ids and cents only.
 */
export type ProviderEvent =
  | { type: 'account.updated'; eventId: string; accountId: string; state: Exclude<PayoutState, 'none'>; missing: string[] }
  | {
    type: 'payment_intent.succeeded' | 'payment_intent.canceled' | 'payment_intent.payment_failed' | 'payment_intent.amount_capturable_updated';
    eventId: string;
    paymentIntentId: string;
    /** The booking of its metadata, when ours. */
    bookingId: number | null;
    status: string;
    amountCents: number;
    amountCapturableCents: number;
    amountReceivedCents: number;
    /** Why a payment failed, in the card issuer's words (payment_failed). */
    message: string | null;
  }
  /** `amountRefundedCents`: everything refunded of the charge so far (Stripe's charge.amount_refunded). */
  | { type: 'charge.refunded'; eventId: string; chargeId: string; paymentIntentId: string | null; amountRefundedCents: number }
  | { type: 'transfer.reversed'; eventId: string; transferId: string; amountReversedCents: number; reversals: Array<{ id: string; amountCents: number }> };

export type ProviderEventOutcome = 'applied' | 'already_known' | 'ignored';

/**
 * What the provider tells us after the fact. Our steps record each movement from the provider's answer when
 * they make it, so an event mostly confirms one: recording it again changes nothing (kind + provider id are
 * unique), whatever order or how many times events arrive. It moves our record only when it says something
 * we did not do: an account's new state (transfers that waited for it go), a hold that lapsed, a refund made
 * at the provider (its reversal follows), a capture the worker made but did not live to record.
 */
export class ApplyProviderEvent {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(event: ProviderEvent): Promise<ProviderEventOutcome> {
    if (event.type === 'account.updated') {
      const account = await new PayoutAccounts(this.ports).refresh(event.accountId);
      return account ? 'applied' : 'ignored';
    }
    if (event.type === 'transfer.reversed') {
      // Our reversals are recorded when made; one made elsewhere is for staff to reconcile (the ledger shows the transfer).
      for (const r of event.reversals) if ((await this.ports.payments.bookingOfProviderId(r.id)) === null) return 'ignored';
      return 'already_known';
    }
    const pi = event.paymentIntentId;
    const bookingId = pi ? await this.ports.payments.bookingOfProviderId(pi) : null;
    if (bookingId === null || !pi) return 'ignored';
    return this.ports.unitOfWork.run(async (): Promise<ProviderEventOutcome> => {
      const p = await this.ports.payments.lock(bookingId);
      if (!p) return 'ignored';
      const entries = await this.ports.payments.entries(bookingId);
      const t = totals(entries);
      const isHold = p.holdId === pi;
      const by = 'provider' as const;
      switch (event.type) {
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.payment_failed':
          // The steps placed the hold, or saw the decline, from the provider's own answer.
          return 'already_known';
        case 'payment_intent.succeeded': {
          const amount = event.amountReceivedCents;
          if (amount <= 0 || (isHold && amount > t.openHold + t.captured)) return 'ignored';
          const recorded = await this.ports.payments.record({ bookingId, kind: isHold ? 'capture' : 'charge', amountCents: amount, providerId: pi, by, note: LEDGER_NOTES.provider });
          return recorded ? 'applied' : 'already_known';
        }
        case 'payment_intent.canceled': {
          if (!isHold || t.openHold <= 0 || entries.some((e) => e.kind === 'capture' && e.providerId === pi)) return 'already_known';
          const recorded = await this.ports.payments.record({ bookingId, kind: 'release', amountCents: t.openHold, providerId: pi, by, note: LEDGER_NOTES.holdLapsed });
          return recorded ? 'applied' : 'already_known';
        }
        case 'charge.refunded': {
          // Stripe says what the charge has had refunded in all: more than we refunded of it is a refund made
          // elsewhere (the dashboard), recorded once under an id of that total.
          const extra = event.amountRefundedCents - refundedOf(entries, pi);
          if (extra <= 0) return 'already_known';
          const refundId = `${event.chargeId}:refunded:${event.amountRefundedCents}`;
          const recorded = await this.ports.payments.record({ bookingId, kind: 'refund', amountCents: extra, providerId: refundId, by, note: LEDGER_NOTES.provider });
          if (!recorded) return 'already_known';
          await settleRefund(this.ports, p, entries, extra, refundId, by);
          return 'applied';
        }
      }
    });
  }
}

/** What our refunds took from one payment (refunds draw on the payments in ledger order: refund-split.ts refundSources). */
function refundedOf(entries: LedgerEntry[], paymentId: string): number {
  let earlier = totals(entries).refunded;
  for (const e of entries.filter((x) => (x.kind === 'capture' || x.kind === 'charge') && x.providerId)) {
    const used = Math.min(earlier, e.amountCents);
    if (e.providerId === paymentId) return used;
    earlier -= used;
  }
  return 0;
}
