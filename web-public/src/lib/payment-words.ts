import type { LedgerKind, PaymentState, PayoutState } from '../../../domain/payment/payment';
import type { PayoutLineView } from '../../../domain/payment/payment-view';

/** A booking's money state in words, as the booking card and the payment pages show it. */
export const PAYMENT_STATE_WORDS: Record<PaymentState, string> = {
  card_saved: 'Card saved: nothing is held yet',
  hold_scheduled: 'Approved: the hold is placed the day before the start',
  held: 'Held on the card',
  awaiting_payment: 'Waiting for payment',
  captured: "Charged: the owner's share is sent 72 hours after the close-out",
  transfer_held: 'Held by a dispute until staff resolve it',
  transferred: "Paid: the owner's share is sent",
  released: 'Nothing charged: the hold is released',
  refunded: 'Refunded',
  failed: 'Not paid in time: the booking was cancelled',
};

/** Each ledger line's kind in words. */
export const LEDGER_KIND_WORDS: Record<LedgerKind, string> = {
  hold: 'Hold',
  release: 'Released',
  capture: 'Charged',
  charge: 'Charged beyond the hold',
  refund: 'Refunded',
  fee: 'Platform fee',
  fee_refund: 'Platform fee given back',
  transfer: 'Sent to the owner',
  reversal: 'Taken back from the owner',
};

/** The owner's onboarding state, as /account/payouts heads it. */
export const PAYOUT_STATE_WORDS: Record<PayoutState, string> = {
  none: 'Not set up',
  pending: 'Setup not finished',
  enabled: 'Payouts enabled',
  restricted: 'Payouts paused',
};

export const PAYOUT_STATUS_WORDS: Record<PayoutLineView['status'], string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
};

/**
 * What the pilot agrees to when a card is saved at the request (issue 37: the consent, shown before the
 * request is sent), ending with the owner's cancellation policy in the domain's words.
 */
export const cardConsentText = (policyRule: string): string =>
  `Wingshare saves this card and charges it for this booking: a hold when the owner approves, the bill after the flight, per the owner's cancellation policy: ${policyRule}`;

/** The platform fee as both sides read it before they agree. */
export const pilotFeeText = (percent: number): string =>
  `You pay the bill of the flight and nothing more: Wingshare's ${percent} % fee is taken from the owner's share.`;

export const ownerFeeText = (percent: number): string =>
  `Wingshare keeps ${percent} % of each bill as its fee; the rest is sent to your payout account 72 hours after the flight closes, unless it is disputed.`;
