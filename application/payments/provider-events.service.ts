import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES } from '../../domain/payment/payment-messages.js';
import type { PayoutState } from '../../domain/payment/payment.js';
import type { MoneyPorts } from './money-ports.js';
import { PayoutAccounts } from './payout-accounts.service.js';
import { settleRefund } from './refund-split.js';

/**
 * A provider's webhook event as the webhook adapter (adapters/payments/stripe-webhook.ts) normalizes it, its
 * signature already checked. `id` is the event's id (evt_...).
 */
export type ProviderEvent =
  | { type: 'account.updated'; id: string; accountId: string; state?: Exclude<PayoutState, 'none'>; missing?: string[] }
  | {
    type: 'payment_intent.succeeded' | 'payment_intent.canceled' | 'payment_intent.payment_failed' | 'payment_intent.amount_capturable_updated';
    id: string;
    paymentIntentId: string;
    /** amount_received (succeeded), amount_capturable (amount_capturable_updated), else the intent's amount. */
    amountCents: number;
  }
  | { type: 'charge.refunded'; id: string; paymentIntentId: string; refundId: string; amountCents: number }
  | { type: 'transfer.reversed'; id: string; transferId: string; reversalId: string; amountCents: number };

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
      // Our reversals are recorded when made; one made elsewhere is staff's to reconcile.
      const bookingId = await this.ports.payments.bookingOfProviderId(event.reversalId);
      return bookingId === null ? 'ignored' : 'already_known';
    }
    const bookingId = await this.ports.payments.bookingOfProviderId(event.paymentIntentId);
    if (bookingId === null) return 'ignored';
    return this.ports.unitOfWork.run(async () => {
      const p = await this.ports.payments.lock(bookingId);
      if (!p) return 'ignored';
      const entries = await this.ports.payments.entries(bookingId);
      const t = totals(entries);
      const isHold = p.holdId === event.paymentIntentId;
      const by = 'provider' as const;
      switch (event.type) {
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.payment_failed':
          return 'already_known';
        case 'payment_intent.succeeded': {
          const kind = isHold ? 'capture' : 'charge';
          if (isHold && event.amountCents > t.openHold + t.captured) return 'ignored';
          const recorded = await this.ports.payments.record({ bookingId, kind, amountCents: event.amountCents, providerId: event.paymentIntentId, by, note: LEDGER_NOTES.provider });
          return recorded ? 'applied' : 'already_known';
        }
        case 'payment_intent.canceled': {
          if (!isHold || t.openHold <= 0) return 'already_known';
          const recorded = await this.ports.payments.record({ bookingId, kind: 'release', amountCents: t.openHold, providerId: event.paymentIntentId, by, note: LEDGER_NOTES.holdLapsed });
          return recorded ? 'applied' : 'already_known';
        }
        case 'charge.refunded': {
          const recorded = await this.ports.payments.record({ bookingId, kind: 'refund', amountCents: event.amountCents, providerId: event.refundId, by, note: LEDGER_NOTES.provider });
          if (!recorded) return 'already_known';
          await settleRefund(this.ports, p, entries, event.amountCents, event.refundId, by);
          return 'applied';
        }
      }
    });
  }
}
